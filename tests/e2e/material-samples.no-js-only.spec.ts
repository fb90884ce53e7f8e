import { readFile } from "node:fs/promises";
import path from "node:path";
import { materialSlug } from "~/lib/materials";
import { staticMaterials } from "~content/materials";
import { expect, test } from "./fixtures";

// Each of the 13 samples delivers its own PDF through the /downloads form (once, without
// JavaScript: material-downloads.spec.ts covers the same path with it).

test("each sample material delivers its own PDF", async ({ page }) => {
  test.setTimeout(120_000);
  for (const sample of staticMaterials) {
    const slug = materialSlug(sample);
    await page.goto(`/downloads?material=${slug}`);
    const form = page.getByRole("form", { name: "Receber o material" });
    await expect(form.getByRole("combobox", { name: "Material" })).toHaveValue(slug);
    await form.getByRole("textbox", { name: "Nome", exact: true }).fill("Ana");
    await form
      .getByRole("textbox", { name: "E-mail", exact: true })
      .fill(`amostras.${sample.id}@empresa.com.br`);
    await form.getByRole("textbox", { name: "Empresa", exact: true }).fill("Empresa Exemplo");
    await form.getByRole("combobox", { name: "Setor", exact: true }).selectOption("saas");
    await form.getByRole("textbox", { name: "Cargo", exact: true }).fill("Diretora de marketing");
    await form.getByRole("checkbox", { name: /materiais educativos/ }).check();
    await form.getByRole("button", { name: "Baixar Material", exact: true }).click();
    await expect(page).toHaveURL(/\/booking(#[\w-]+)?$/);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Baixar material" }).click(),
    ]);
    expect(download.suggestedFilename(), sample.title).toBe(`${slug}.pdf`);
    const bytes = await readFile(await download.path());
    const expected = await readFile(path.resolve("content/material-files", `${sample.id}.pdf`));
    expect(bytes.equals(expected), sample.title).toBe(true);
  }
});
