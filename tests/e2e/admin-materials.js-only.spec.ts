import { pdf } from "../support/documents";
import { expect, test } from "./fixtures";

// What only exists with JavaScript in the material form: the browser's own check with the
// schema's messages (no post is sent), the chosen file shown and removed, the slug following
// the title until someone writes one.

test("the material form checks in the browser and shows the chosen file", async ({
  page,
  asAdmin,
}) => {
  await asAdmin();
  await page.goto("/admin/materiais/novo");
  const title = page.getByRole("textbox", { name: "Título", exact: true });
  const slug = page.getByRole("textbox", { name: "Slug", exact: true });
  await title.fill("Relatório de Benchmarks");
  await expect(slug).toHaveValue("relatorio-de-benchmarks");
  await slug.fill("meu-endereco");
  await title.fill("Relatório de Benchmarks 2026");
  await expect(slug).toHaveValue("meu-endereco");

  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(request.url());
  });
  await page.getByRole("textbox", { name: "Link externo" }).fill("http://exemplo.com.br/x");
  await page.getByRole("button", { name: "Salvar" }).click();
  await expect(page.getByText("Informe um link completo que comece com https://.")).toBeVisible();
  await expect(page.getByText("Escolha o tipo do material.")).toBeVisible();
  await expect(page.getByRole("alert").first()).toHaveText(
    "Não foi possível salvar. Confira os campos marcados.",
  );
  expect(posts).toEqual([]);

  await page.getByRole("textbox", { name: "Link externo" }).fill("");
  await expect(page.getByText("Envie um arquivo ou informe um link externo.").last()).toBeVisible();
  await page
    .locator('input[type="file"][name="file"]')
    .setInputFiles({ name: "benchmarks.pdf", mimeType: "application/pdf", buffer: pdf() });
  await expect(page.getByText(`benchmarks.pdf (${pdf().length} B)`)).toBeVisible();
  await expect(page.getByRole("button", { name: "Trocar arquivo" })).toBeVisible();
  await page.getByRole("button", { name: "Remover arquivo" }).click();
  await expect(page.getByText("Nenhum arquivo escolhido")).toBeVisible();
  await expect(page.getByRole("button", { name: "Escolher arquivo" })).toBeVisible();
});
