import { png } from "../support/images";
import { expect, test } from "./fixtures";

// The site's own content in the admin (ADR 0042), with JavaScript and without: a new case
// published is on /cases and on its page, and an FAQ answer edited is on the home. The
// database is shared by every test: each one puts back what it changed.

const PNG = Buffer.from(png());

test("a case made in the admin is on /cases and on its page once published", async ({
  page,
  asAdmin,
  checkA11y,
}, testInfo) => {
  await asAdmin();
  const slug = `case-e2e-${testInfo.project.name}`;
  const company = `Empresa E2E ${testInfo.project.name}`;
  await page.goto("/admin/cases");
  await page.getByRole("link", { name: "Novo case" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Novo case");
  await checkA11y();

  await page.getByLabel("Slug").fill(slug);
  await page.getByLabel("Status").selectOption("published");
  await page.getByLabel("Empresa").fill(company);
  await page.getByLabel("Categoria", { exact: true }).fill("Indústria");
  const logo = page.getByRole("group", { name: "Logo" });
  await logo
    .getByLabel("Enviar imagem")
    .setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: PNG });
  await logo.getByLabel("Texto alternativo").fill(`Logotipo da ${company}`);
  await page.getByLabel("Mostrar na lista de cases").check();

  const study = page.getByRole("group", { name: "Página do case" });
  await study.getByLabel("Incluir: Página do case").check();
  await study.getByLabel("Título", { exact: true }).fill(`${company}: pipeline em ordem`);
  await study.getByLabel("Resultado em destaque").fill("Pipeline organizado em 60 dias");
  const cover = study.getByRole("group", { name: "Capa" });
  await cover
    .getByLabel("Enviar imagem")
    .setInputFiles({ name: "capa.png", mimeType: "image/png", buffer: PNG });
  await cover.getByLabel("Texto alternativo").fill("Ilustração de um funil de vendas");
  await study
    .getByLabel("O Desafio")
    .fill("Os contatos chegavam de vários canais e ninguém sabia quais viravam negócio.");
  await study
    .getByLabel("A Solução")
    .fill("Um funil único no CRM, com critérios de passagem combinados entre as áreas.");
  for (let row = 1; row <= 4; row++) {
    await study.getByLabel(`Valor (Linha ${row})`).fill(`${row}0%`);
    await study.getByLabel(`Rótulo (Linha ${row})`).fill(`indicador ${row}`);
  }
  await study
    .getByLabel("Resultados", { exact: true })
    .fill(
      [
        "Todos os contatos registrados no CRM desde o primeiro dia.",
        "Critérios de qualificação aceitos por marketing e vendas.",
        "Relatório semanal de pipeline sem planilhas paralelas.",
      ].join("\n"),
    );
  const quote = study.getByRole("group", { name: "Depoimento" });
  await quote.getByLabel("Citação").fill("Passamos a discutir o mesmo número toda segunda-feira.");
  await quote.getByLabel("Autor").fill("Diretoria comercial");
  await quote.getByLabel("Cargo").fill(company);
  await page.getByRole("button", { name: "Salvar" }).click();
  await expect(page.getByText("Case criado: publicado no site.")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/cases\/editar\/\d+$/);
  const editor = page.url();

  await page.goto("/cases");
  await expect(page.getByRole("heading", { name: `${company}: pipeline em ordem` })).toBeVisible();
  await page.goto(`/cases/${slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${company}: pipeline em ordem`);
  await expect(
    page.getByText("Passamos a discutir o mesmo número toda segunda-feira."),
  ).toBeVisible();

  // Put back: deleted through the confirmation, and gone from the site.
  await page.goto(editor.replace("/editar/", "/excluir/"));
  await page.getByRole("button", { name: "Excluir" }).click();
  await expect(page).toHaveURL(/\/admin\/cases$/);
  const gone = await page.goto(`/cases/${slug}`);
  expect(gone?.status()).toBe(404);
});

test("an FAQ answer edited in the admin is on the home", async ({ page, asAdmin }, testInfo) => {
  await asAdmin();
  await page.goto("/admin/faq");
  await page
    .getByRole("row", { name: /Em quanto tempo vejo os primeiros resultados/ })
    .getByRole("link", { name: /^Editar/ })
    .click();
  const answer = page.getByLabel("Resposta");
  const original = await answer.inputValue();
  const edited = `Em geral, em 30 a 45 dias (revisado no painel, ${testInfo.project.name}).`;
  await answer.fill(edited);
  await page.getByRole("button", { name: "Salvar" }).click();
  await expect(page.getByText("Pergunta salva: publicada no site.")).toBeVisible();

  await page.goto("/");
  const faq = page.locator("#perguntas");
  await faq.getByText("Em quanto tempo vejo os primeiros resultados?").click();
  await expect(faq.getByText(edited)).toBeVisible();

  // Put back.
  await page.goBack();
  await page.goto("/admin/faq");
  await page
    .getByRole("row", { name: /Em quanto tempo vejo os primeiros resultados/ })
    .getByRole("link", { name: /^Editar/ })
    .click();
  await page.getByLabel("Resposta").fill(original);
  await page.getByRole("button", { name: "Salvar" }).click();
  await expect(page.getByText("Pergunta salva: publicada no site.")).toBeVisible();
});

test("the admin's 'Site' menu opens, leads to its screens and closes behind it", async ({
  page,
  asAdmin,
}) => {
  await asAdmin();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/admin/posts");
  const group = page.getByTestId("admin-group-Site");
  await group.locator("summary").click();
  await group.getByRole("link", { name: "Perguntas frequentes" }).click();
  await expect(page).toHaveURL(/\/admin\/faq$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Perguntas frequentes");
  await expect(page.getByTestId("admin-group-Site")).not.toHaveAttribute("open", "");
});
