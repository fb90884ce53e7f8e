import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

// Every lead form, with JavaScript on and off: the spec's messages, kept values, redirects.

const toast = (page: Page) => page.locator("[role=alert], [role=status]");

async function fillContact(page: Page, scope = page.locator("main")) {
  await scope.getByRole("textbox", { name: "Nome", exact: true }).fill("Ana Souza");
  await scope
    .getByRole("textbox", { name: "E-mail corporativo", exact: true })
    .fill("ana@empresa.com.br");
  await scope.getByRole("textbox", { name: "Empresa", exact: true }).fill("Empresa Exemplo");
  await scope.getByRole("combobox", { name: "Cargo", exact: true }).selectOption("cro");
}

/** What the booking form's fields hold: the visitor's data, prefilled from their last form. */
async function calendarParams(page: Page) {
  const form = page.getByRole("form", { name: "Agendar diagnóstico" });
  const values = new URLSearchParams();
  for (const [name, label] of [
    ["name", "Nome"],
    ["email", "E-mail corporativo"],
    ["phone", "Telefone"],
    ["company", "Empresa"],
  ] as const) {
    const value = await form.getByRole("textbox", { name: label, exact: true }).inputValue();
    if (value) values.set(name, value);
  }
  return values;
}

test("newsletter: the spec's messages, then a confirmed subscription on the same page", async ({
  page,
}) => {
  await page.goto("/servicos");
  const form = page.getByRole("form", { name: "Inscrição na newsletter" });
  await form.getByRole("textbox", { name: "E-mail", exact: true }).fill("ana@empresa.com.br");
  await form.getByRole("button", { name: "Inscrever-se" }).click();
  await expect(toast(page).filter({ hasText: "Campos obrigatórios" }).first()).toBeVisible();
  await expect(form.getByRole("textbox", { name: "E-mail", exact: true })).toHaveValue(
    "ana@empresa.com.br",
  );

  await form.getByRole("textbox", { name: "Nome", exact: true }).fill("Ana");
  await form.getByRole("button", { name: "Inscrever-se" }).click();
  await expect(toast(page).filter({ hasText: "Consentimento necessário" }).first()).toBeVisible();

  await form.getByRole("checkbox", { name: /aceito receber/ }).check();
  await form.getByRole("button", { name: "Inscrever-se" }).click();
  await expect(toast(page).filter({ hasText: "Inscrição confirmada!" })).toBeVisible();
  await expect(page).toHaveURL(/\/servicos/);
  await expect(form.getByRole("textbox", { name: "Nome", exact: true })).toHaveValue("");
  await expect(form.getByRole("textbox", { name: "E-mail", exact: true })).toHaveValue("");
});

test("home lead form: refused with the message and values kept, then 'Sucesso!' and cleared", async ({
  page,
  checkA11y,
}) => {
  await page.goto("/");
  const form = page.getByRole("form", { name: "Fale com a gente" });
  await form.getByRole("textbox", { name: "Nome completo", exact: true }).fill("Ana Souza");
  await form.getByRole("textbox", { name: "E-mail", exact: true }).fill("ana@empresa.com.br");
  await form.getByRole("button", { name: "Enviar mensagem", exact: true }).click();
  await expect(toast(page).filter({ hasText: "Campos obrigatórios" }).first()).toBeVisible();
  await expect(form.getByText("Informe o nome da empresa.")).toBeVisible();
  await expect(form.getByRole("textbox", { name: "Nome completo", exact: true })).toHaveValue(
    "Ana Souza",
  );
  await checkA11y();

  await form.getByRole("textbox", { name: "Telefone", exact: true }).fill("(11) 99999-0000");
  await form.getByRole("textbox", { name: "Empresa", exact: true }).fill("Empresa Exemplo");
  await form.getByRole("combobox", { name: "Setor", exact: true }).selectOption("technology");
  await form.getByRole("combobox", { name: "Cargo", exact: true }).selectOption("owner");
  await form.getByRole("button", { name: "Enviar mensagem", exact: true }).click();
  await expect(toast(page).filter({ hasText: "Sucesso!" })).toBeVisible();
  await expect(form.getByRole("textbox", { name: "Nome completo", exact: true })).toHaveValue("");
});

test("diagnosis form: 'Campos obrigatórios', then the diagnosis calendar prefilled", async ({
  page,
}) => {
  await page.goto("/diagnostico");
  const form = page.getByRole("form", { name: "Solicitar diagnóstico" });
  await form.getByRole("button", { name: "Solicitar diagnóstico" }).click();
  await expect(toast(page).filter({ hasText: "Campos obrigatórios" }).first()).toBeVisible();

  await fillContact(page, form);
  await form.getByRole("button", { name: "Solicitar diagnóstico" }).click();
  // With JavaScript the message shows before the redirect and ends with its page; without,
  // it comes with the calendar's page.
  await expect(toast(page).filter({ hasText: "Diagnóstico solicitado!" })).toBeVisible();
  await expect(page).toHaveURL(/\/agenda-diagnostico(#[\w-]+)?$/);
  const params = await calendarParams(page);
  expect(params.get("name")).toBe("Ana Souza");
  expect(params.get("company")).toBe("Empresa Exemplo");
  expect(params.has("phone")).toBe(false);
});

test("a mistyped e-mail alone gets the e-mail message, not 'Campos obrigatórios'", async ({
  page,
}) => {
  const emailToast = () =>
    toast(page).filter({ hasText: "Por favor, insira um endereço de email válido." }).first();

  await page.goto("/diagnostico");
  const form = page.getByRole("form", { name: "Solicitar diagnóstico" });
  await fillContact(page, form);
  await form.getByRole("textbox", { name: "E-mail corporativo", exact: true }).fill("ana@empresa");
  await form.getByRole("button", { name: "Solicitar diagnóstico" }).click();
  await expect(emailToast()).toBeVisible();
  await expect(toast(page).filter({ hasText: "Campos obrigatórios" })).toHaveCount(0);
  await expect(form.getByRole("textbox", { name: "Empresa", exact: true })).toHaveValue(
    "Empresa Exemplo",
  );

  await page.goto("/");
  const home = page.getByRole("form", { name: "Fale com a gente" });
  await home.getByRole("textbox", { name: "Nome completo", exact: true }).fill("Ana Souza");
  await home.getByRole("textbox", { name: "E-mail", exact: true }).fill("ana@empresa");
  await home.getByRole("textbox", { name: "Telefone", exact: true }).fill("(11) 99999-0000");
  await home.getByRole("textbox", { name: "Empresa", exact: true }).fill("Empresa Exemplo");
  await home.getByRole("combobox", { name: "Setor", exact: true }).selectOption("technology");
  await home.getByRole("combobox", { name: "Cargo", exact: true }).selectOption("owner");
  await home.getByRole("button", { name: "Enviar mensagem", exact: true }).click();
  await expect(emailToast()).toBeVisible();
  await expect(toast(page).filter({ hasText: "Campos obrigatórios" })).toHaveCount(0);
});

test("a case page's diagnosis form goes on to the diagnosis calendar", async ({ page }) => {
  await page.goto("/cases/heineken");
  const form = page.getByRole("form", { name: "Solicitar diagnóstico" });
  await fillContact(page, form);
  await form.getByRole("button", { name: "Solicitar diagnóstico" }).click();
  await expect(page).toHaveURL(/\/agenda-diagnostico(#[\w-]+)?$/);
});

test("ENICS contact block: 'Mensagem enviada!' and on to /booking with the calendar prefilled", async ({
  page,
}) => {
  await page.goto("/partners/enics");
  const form = page.locator("#contato").getByRole("form", { name: "Fale com a gente" });
  await fillContact(page, form);
  await form.getByRole("button", { name: "Enviar mensagem" }).click();
  await expect(toast(page).filter({ hasText: "Mensagem enviada!" })).toBeVisible();
  await expect(page).toHaveURL(/\/booking(#[\w-]+)?$/);
  expect((await calendarParams(page)).get("email")).toBe("ana@empresa.com.br");
});

test("partner page: the consultation dialog's diagnosis form goes on to the diagnosis calendar", async ({
  page,
  checkA11y,
}) => {
  await page.goto("/partners/agence-mr");
  await page.getByRole("link", { name: "Agende uma consultoria gratuita" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Agende uma consultoria gratuita" });
  await expect(dialog).toBeVisible();
  await checkA11y();
  await fillContact(page, dialog);
  await dialog.getByRole("button", { name: "Solicitar diagnóstico" }).click();
  await expect(toast(page).filter({ hasText: "Diagnóstico solicitado!" })).toBeVisible();
  // Without JavaScript the browser keeps the form's #consultoria across the redirect.
  await expect(page).toHaveURL(/\/agenda-diagnostico(#consultoria)?$/);
  expect((await calendarParams(page)).get("company")).toBe("Empresa Exemplo");
});

test("material page: the download form, the e-mail rule, then /booking with the material", async ({
  page,
  javaScriptEnabled,
}) => {
  await page.goto("/materiais/guia-completo-de-revenue-operations");
  const form = page.getByRole("form", { name: "Receber o material" });
  if (javaScriptEnabled) {
    await expect(form).toBeHidden();
    await page.getByRole("link", { name: "Baixar Material" }).click();
  }
  await expect(form).toBeVisible();
  await form.getByRole("textbox", { name: "Nome", exact: true }).fill("Ana");
  await form.getByRole("textbox", { name: "E-mail", exact: true }).fill("ana@empresa");
  await form.getByRole("textbox", { name: "Empresa", exact: true }).fill("Empresa Exemplo");
  await form.getByRole("combobox", { name: "Setor", exact: true }).selectOption("fintech");
  await form.getByRole("textbox", { name: "Cargo", exact: true }).fill("Diretora de marketing");
  await form.getByRole("checkbox", { name: /materiais educativos/ }).check();
  await form.getByRole("button", { name: "Baixar Material", exact: true }).click();
  await expect(
    toast(page).filter({ hasText: "Por favor, insira um endereço de email válido." }).first(),
  ).toBeVisible();
  await expect(form.getByRole("textbox", { name: "Cargo", exact: true })).toHaveValue(
    "Diretora de marketing",
  );

  await form.getByRole("textbox", { name: "E-mail", exact: true }).fill("ana@empresa.com.br");
  await form.getByRole("radio", { name: /Influenciador/ }).check();
  await form.getByRole("button", { name: "Baixar Material", exact: true }).click();
  await expect(toast(page).filter({ hasText: "Material disponível!" })).toBeVisible();
  await expect(page).toHaveURL(/\/booking(#[\w-]+)?$/);
  await expect(page.getByRole("link", { name: "Baixar material" })).toHaveAttribute(
    "href",
    /^\/baixar\/material-\d+\./,
  );
});

test("/downloads: 'Baixar' opens the form with that material chosen", async ({ page }) => {
  await page.goto("/downloads");
  await page
    .getByRole("link", { name: /Baixar\s*:\s*Playbook de Account Based Marketing/ })
    .click();
  const form = page.getByRole("form", { name: "Receber o material" });
  await expect(form).toBeInViewport();
  await expect(form.getByRole("combobox", { name: "Material", exact: true })).toHaveValue(
    "playbook-de-account-based-marketing",
  );
});

test("REI: section by section to the thank-you page, leaving at section 3 and coming back", async ({
  page,
  checkA11y,
}) => {
  await page.goto("/rei");
  await expect(page.getByText("1 de 7")).toBeVisible();
  await expect(page.getByRole("button", { name: "Anterior" })).toBeDisabled();
  await page.getByRole("button", { name: "Próximo" }).click();
  await expect(
    toast(page).filter({ hasText: "Por favor, preencha: Nome completo, Cargo" }).first(),
  ).toBeVisible();
  await checkA11y();

  await page.getByRole("textbox", { name: "Nome completo", exact: true }).fill("Ana Souza");
  await page.getByRole("textbox", { name: "Cargo", exact: true }).fill("CMO");
  await page
    .getByRole("textbox", { name: "E-mail corporativo", exact: true })
    .fill("ana@empresa.com.br");
  await page.getByRole("textbox", { name: "WhatsApp", exact: true }).fill("(11) 99999-0000");
  await page.getByRole("textbox", { name: "Nome da empresa", exact: true }).fill("Empresa Exemplo");
  await page.getByRole("combobox", { name: "Setor", exact: true }).selectOption("saas");
  await page.getByRole("button", { name: "Próximo" }).click();

  await expect(page.getByText("2 de 7")).toBeVisible();
  await fillSection(page);
  await page.getByRole("button", { name: "Próximo" }).click();
  await expect(page.getByText("3 de 7")).toBeVisible();

  // Leaves, comes back later: the server kept the answers and the place.
  await page.goto("/");
  await page.goto("/rei");
  await expect(page.getByText("3 de 7")).toBeVisible();
  await page.getByRole("button", { name: "Anterior" }).click();
  await expect(page.getByText("2 de 7")).toBeVisible();
  await expect(
    page.getByRole("textbox", { name: "Qual solução sua empresa oferece?", exact: true }),
  ).toHaveValue(/Resposta/);
  await page.getByRole("button", { name: "Próximo" }).click();

  for (const step of [3, 4, 5, 6]) {
    await expect(page.getByText(`${step} de 7`)).toBeVisible();
    await fillSection(page);
    await page.getByRole("button", { name: "Próximo" }).click();
  }
  await expect(page.getByText("7 de 7")).toBeVisible();
  await fillSection(page);
  await page.getByRole("button", { name: "Finalizar" }).click();
  await expect(page.getByRole("heading", { name: "Obrigado pelo seu tempo!" })).toBeVisible();
  // The REI's last screen leads on to the call's free times.
  await page.getByRole("link", { name: "Escolher o horário do diagnóstico" }).click();
  await expect(page).toHaveURL(/\/agenda-diagnostico$/);
  await expect(
    page.getByRole("form", { name: "Agendar diagnóstico" }).getByRole("button", {
      name: /^Agendar às /,
    }),
  ).not.toHaveCount(0);
});

/** Fills every empty required field of the section on screen. */
async function fillSection(page: Page) {
  const form = page.locator("#questionario form");
  for (const field of await form
    .locator("textarea[required], input[required]:not([type=radio])")
    .all()) {
    if (!(await field.inputValue())) await field.fill("Resposta de teste");
  }
  for (const group of await form.locator("fieldset:has(input[type=radio][required])").all()) {
    if (!(await group.locator("input:checked").count())) {
      await group.locator("input[type=radio]").first().check();
    }
  }
  for (const select of await form.locator("select[required]").all()) {
    await select.selectOption({ index: 1 });
  }
}
