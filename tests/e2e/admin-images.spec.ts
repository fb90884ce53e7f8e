import sharp from "sharp";
import { expect, test } from "./fixtures";

// 'Inserir imagem' of the post editor (ADR 0016), JavaScript on and off: the file field with
// its required alt text puts the image into the text, and the preview shows it as <picture>.

test("'Inserir imagem' puts the image with its alt text into the text, shown in the preview", async ({
  page,
  asAdmin,
  javaScriptEnabled,
}) => {
  const photo = await sharp({
    create: { width: 1000, height: 750, channels: 3, background: "#3a7" },
  })
    .jpeg()
    .toBuffer();
  await asAdmin();
  await page.goto("/admin/posts/new");
  await page.getByRole("textbox", { name: "Título", exact: true }).fill("Post com imagem");
  await page.getByRole("textbox", { name: "Resumo", exact: true }).fill("Um resumo.");
  await page.getByRole("combobox", { name: "Categoria", exact: true }).selectOption("Dados");
  const content = page.getByRole("textbox", { name: "Conteúdo", exact: true });
  await content.fill("Antes da imagem.");

  const insert = page.getByRole("group", { name: "Inserir imagem" });
  await insert.getByLabel("Arquivo da imagem").setInputFiles({
    name: "equipe.jpg",
    mimeType: "image/jpeg",
    buffer: photo,
  });
  // Without the alt text it is refused, and nothing typed is lost.
  await insert.getByRole("button", { name: "Inserir imagem" }).click();
  await expect(page.getByText("Informe o texto alternativo da imagem.")).toBeVisible();
  await expect(content).toHaveValue("Antes da imagem.");

  if (!javaScriptEnabled) {
    // The form came back: the file must be chosen again.
    await insert.getByLabel("Arquivo da imagem").setInputFiles({
      name: "equipe.jpg",
      mimeType: "image/jpeg",
      buffer: photo,
    });
  }
  await insert.getByLabel("Texto alternativo (obrigatório)").fill("Equipe reunida");
  await insert.getByRole("button", { name: "Inserir imagem" }).click();
  await expect(page.getByText("Imagem inserida no texto.")).toBeVisible();
  await expect(content).toHaveValue(
    /^Antes da imagem\.\n\n!\[Equipe reunida\]\(\/uploads\/\d{13}_equipe\.1000x750\.w1000\.jpg\)\n$/,
  );
  await expect(page.getByRole("textbox", { name: "Título", exact: true })).toHaveValue(
    "Post com imagem",
  );

  // Without JavaScript the browser checks the required fields before the preview is asked.
  await page.getByRole("tab", { name: "Visualização" }).click();
  const image = page.getByRole("tabpanel").locator(".prose-article picture img");
  await expect(image).toHaveAttribute("alt", "Equipe reunida");
  await expect(image).toHaveAttribute("width", "1000");
  await expect(
    page.getByRole("tabpanel").locator('.prose-article source[type="image/avif"]'),
  ).toHaveCount(1);
});
