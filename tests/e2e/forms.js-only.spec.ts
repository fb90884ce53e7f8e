import { expect, test } from "./fixtures";

// What JavaScript adds to the forms: pending labels, no reload, the delayed redirect.

test("a form shows its pending label while sending, and the page is not reloaded", async ({
  page,
}) => {
  await page.goto("/diagnostico");
  await page.evaluate(() => {
    (window as unknown as { marker: boolean }).marker = true;
  });
  const form = page.getByRole("form", { name: "Solicitar diagnóstico" });
  await form.getByRole("textbox", { name: "Nome", exact: true }).fill("Ana Souza");
  await form
    .getByRole("textbox", { name: "E-mail corporativo", exact: true })
    .fill("ana@empresa.com.br");
  await form.getByRole("textbox", { name: "Empresa", exact: true }).fill("Empresa Exemplo");
  await form.getByRole("combobox", { name: "Cargo", exact: true }).selectOption("ceo");

  // Hold the request so the busy state can be seen.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/diagnostico.data*", async (route) => {
    await held;
    await route.continue();
  });
  await form.getByRole("button", { name: "Solicitar diagnóstico" }).click();
  await expect(form.getByRole("button", { name: "Enviando..." })).toBeDisabled();
  release();
  await expect(page).toHaveURL(/\/agenda-diagnostico$/);
  expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
});

test("the newsletter says 'Processando...' while it works", async ({ page }) => {
  await page.goto("/");
  const form = page.getByRole("form", { name: "Inscrição na newsletter" });
  await form.getByRole("textbox", { name: "Nome", exact: true }).fill("Ana");
  await form.getByRole("textbox", { name: "E-mail", exact: true }).fill("ana@empresa.com.br");
  await form.getByRole("checkbox", { name: /aceito receber/ }).check();
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/newsletter.data*", async (route) => {
    await held;
    await route.continue();
  });
  await form.getByRole("button", { name: "Inscrever-se" }).click();
  await expect(form.getByRole("button", { name: "Processando..." })).toBeDisabled();
  release();
  await expect(page.getByRole("status").filter({ hasText: "Inscrição confirmada!" })).toBeVisible();
});

test("the contact block shows its message and moves on to /booking", async ({ page }) => {
  await page.goto("/partners/enics");
  const form = page.locator("#contato").getByRole("form", { name: "Fale com a gente" });
  await form.getByRole("textbox", { name: "Nome", exact: true }).fill("Ana Souza");
  await form
    .getByRole("textbox", { name: "E-mail corporativo", exact: true })
    .fill("ana@empresa.com.br");
  await form.getByRole("textbox", { name: "Empresa", exact: true }).fill("Empresa Exemplo");
  await form.getByRole("combobox", { name: "Cargo", exact: true }).selectOption("ceo");
  await form.getByRole("button", { name: "Enviar mensagem" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Mensagem enviada!" })).toBeVisible();
  await expect(page).toHaveURL(/\/booking$/);
});
