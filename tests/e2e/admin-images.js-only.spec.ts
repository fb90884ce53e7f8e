import sharp from "sharp";
import { expect, test } from "./fixtures";

// With JavaScript an image pasted into the text asks for its alt text and goes in at the cursor.

test("an image pasted into the text asks for its alt text and is inserted at the cursor", async ({
  page,
  asAdmin,
}) => {
  const photo = await sharp({
    create: { width: 600, height: 400, channels: 3, background: "#c53" },
  })
    .png()
    .toBuffer();
  await asAdmin();
  await page.goto("/admin/posts/new");
  await page.getByRole("textbox", { name: "Título", exact: true }).fill("Post colado");
  const content = page.getByRole("textbox", { name: "Conteúdo", exact: true });
  await content.fill("Primeiro.\n\nSegundo.");
  await content.evaluate((area: HTMLTextAreaElement) => area.setSelectionRange(9, 9));

  await content.evaluate(
    (area: HTMLTextAreaElement, bytes: number[]) => {
      const data = new DataTransfer();
      data.items.add(new File([new Uint8Array(bytes)], "colada.png", { type: "image/png" }));
      area.dispatchEvent(
        new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }),
      );
    },
    [...photo],
  );

  const dialog = page.getByRole("dialog", { name: "Imagem colada no texto" });
  await dialog.getByLabel("Texto alternativo da imagem colada").fill("Gráfico colado");
  await dialog.getByRole("button", { name: "Inserir" }).click();
  await expect(dialog).toBeHidden();
  await expect(content).toHaveValue(
    /^Primeiro\.\n\n!\[Gráfico colado\]\(\/uploads\/\d{13}_colada\.600x400\.w600\.jpg\)\n\nSegundo\.$/,
  );

  await page.getByRole("tab", { name: "Visualização" }).click();
  await expect(page.getByRole("tabpanel").locator(".prose-article picture img")).toHaveAttribute(
    "alt",
    "Gráfico colado",
  );
});
