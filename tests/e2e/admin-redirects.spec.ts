import { expect, test } from "./fixtures";

// Redirects (ADR 0044), with JavaScript on and off: an address that answers 'página não
// encontrada' shows under 'Endereços não encontrados'; its 'Criar redirecionamento' opens the
// form with 'De' filled; saved, the address leads to the page chosen.

// A person's browser: the headless one names itself in its user agent and counts as a bot.
const PERSON =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

test("a missing address is listed, redirected from its row, and then leads to the page chosen", async ({
  browser,
  page,
  asAdmin,
  javaScriptEnabled,
  checkA11y,
  baseURL,
}, testInfo) => {
  const path = `/pagina-sumida-${testInfo.project.name}-${Date.now()}`;
  const person = await browser.newContext({ javaScriptEnabled, userAgent: PERSON });
  const visit = await person.newPage();
  const missing = await visit.goto(path);
  expect(missing?.status()).toBe(404);
  await expect(visit.getByRole("heading", { level: 1 })).toHaveText("Oops! Página não encontrada");
  await person.close();

  await asAdmin();
  await page.goto("/admin/redirecionamentos");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Redirecionamentos");
  await expect(page.getByRole("heading", { name: "Endereços não encontrados" })).toBeVisible();
  const row = page
    .getByRole("table", { name: "Endereços não encontrados nos últimos 30 dias" })
    .getByRole("row", { name: path });
  await expect(row).toContainText("1 visita");
  await expect(row).toContainText("Acesso direto");
  await checkA11y();

  await row.getByRole("link", { name: `Criar redirecionamento de ${path}` }).click();
  await expect(page).toHaveURL(/\/admin\/redirecionamentos\/novo\?de=/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Novo redirecionamento");
  await expect(page.getByRole("textbox", { name: "De" })).toHaveValue(path);
  // A 'Para' that is neither a path nor https is refused, with what was typed kept.
  await page.getByRole("textbox", { name: "Para" }).fill("ftp://arquivos.exemplo.com");
  await page.getByRole("button", { name: "Salvar" }).click();
  await expect(page.getByRole("alert").first()).toContainText("começando com https://");
  await expect(page.getByRole("textbox", { name: "De" })).toHaveValue(path);
  await checkA11y();

  await page.getByRole("textbox", { name: "Para" }).fill("/materiais");
  await expect(page.getByRole("radio", { name: /^301/ })).toBeChecked();
  await page.getByRole("button", { name: "Salvar" }).click();
  await expect(page).toHaveURL(/\/admin\/redirecionamentos$/);
  await expect(
    page
      .locator("[role=alert], [role=status]")
      .filter({ hasText: "Redirecionamento criado com sucesso!" }),
  ).toBeVisible();
  await expect(
    page
      .getByRole("table", { name: "Redirecionamentos", exact: true })
      .getByRole("row", { name: path }),
  ).toContainText("/materiais");
  await expect(
    page
      .getByRole("table", { name: "Endereços não encontrados nos últimos 30 dias" })
      .getByRole("row", { name: path }),
  ).toContainText("Já redirecionado");

  // The address now leads to the page chosen, for good (301).
  const answer = await page.request.get(path, { maxRedirects: 0 });
  expect(answer.status()).toBe(301);
  expect(answer.headers().location).toBe("/materiais");
  await page.goto(path);
  await expect(page).toHaveURL(/\/materiais$/);

  // Left as found: the redirect goes (the kit's delete, tested in admin-kit.spec.ts).
  const edit = await page.goto("/admin/redirecionamentos");
  expect(edit?.status()).toBe(200);
  const id = (
    await page
      .getByRole("table", { name: "Redirecionamentos", exact: true })
      .getByRole("row", { name: path })
      .getByRole("link", { name: /^Editar/ })
      .getAttribute("href")
  )?.match(/\/editar\/(\d+)$/)?.[1];
  const deleted = await page.request.post(`/admin/redirecionamentos/excluir/${id}`, {
    headers: { Origin: baseURL ?? "" },
    form: {},
    maxRedirects: 0,
  });
  expect(deleted.status()).toBe(302);
});
