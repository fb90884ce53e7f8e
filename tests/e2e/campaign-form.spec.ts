import type { Page } from "@playwright/test";
import { startReceiver } from "../support/http";
import { startRdStation } from "../support/rdstation";
import type { RunningServer } from "../support/server";
import { startSmtp } from "../support/smtp";
import { expect, test } from "./fixtures";
import { logIn, removeDir, startOwnSite, tempDir } from "./own-site";

// A landing page's own form (ADR 0059), with JavaScript on and off: a marketer builds a
// webinar's page in the admin from the 'Inscrição em evento' starting point (name, e-mail,
// company, a 'Cargo' choice, a hidden `evento` with the webinar's name), with a thanks and a
// confirmation e-mail, focused, and publishes it; a visitor's refused post comes back with its values
// and messages, then their registration shows the thanks, the confirmation is in a real SMTP
// server on 127.0.0.1, the webhook and the RD Station stand-in get the answers by identifier,
// and the lead shows them under their labels. On a site of its own, with all three services.

const PORT = Number(process.env.E2E_PORT ?? 4173) + 13;
const base = `http://127.0.0.1:${PORT}`;
const RD_KEY = "chave-rd-e2e";
test.use({ baseURL: base });

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let rd: Awaited<ReturnType<typeof startRdStation>>;
let server: RunningServer;
let dataDir: string;

test.beforeAll(async () => {
  test.setTimeout(40_000);
  smtp = await startSmtp();
  receiver = await startReceiver();
  rd = await startRdStation(RD_KEY);
  dataDir = await tempDir("e2e-campanha-");
  server = await startOwnSite(PORT, dataDir, {
    SMTP_URL: smtp.url,
    MAIL_FROM: "Vetor Revenue <eventos@vetor.example>",
    WEBHOOK_LEADS_URL: receiver.url,
    RDSTATION_API_KEY: RD_KEY,
    RDSTATION_API_URL: rd.url,
  });
});

test.afterAll(async () => {
  await server?.stop();
  await smtp?.close();
  await receiver?.close();
  await rd?.close();
  if (dataDir) await removeDir(dataDir);
});

const formBlock = (page: Page) => page.getByRole("group", { name: "Bloco 1: Formulário" });
const saved = (page: Page, text: string) =>
  expect(page.locator("[role=alert], [role=status]").filter({ hasText: text })).toBeVisible();

async function buildWebinar(page: Page, address: string) {
  await page.goto("/admin/paginas/nova");
  await page.getByRole("textbox", { name: "Título", exact: true }).fill("Webinar de dezembro");
  await page.getByRole("textbox", { name: "Endereço" }).fill(address);
  await page.getByRole("combobox", { name: "Tipo do novo bloco" }).selectOption({
    label: "Formulário",
  });
  await page.getByRole("button", { name: "Adicionar bloco" }).click();
  const block = formBlock(page);
  await block.getByRole("textbox", { name: "Título da seção" }).fill("Garanta sua vaga");
  await block
    .getByRole("combobox", { name: "Tipo de formulário" })
    .selectOption({ label: "Formulário próprio" });
  await block
    .getByRole("combobox", { name: "Ponto de partida" })
    .selectOption({ label: "Inscrição em evento" });
  await block
    .getByRole("textbox", { name: "Título do agradecimento" })
    .fill("Inscrição confirmada");
  await block
    .getByRole("textbox", { name: "Texto do agradecimento" })
    .fill("O link da sala chega no seu e-mail.");
  await block
    .getByRole("textbox", { name: "Assunto do e-mail de confirmação" })
    .fill("Sua vaga no webinar de dezembro");
  await block
    .getByRole("textbox", { name: "Texto do e-mail de confirmação" })
    .fill("Sua inscrição está feita.\n\nNos vemos no dia 10, às 19h.");
  await page.getByRole("checkbox", { name: "Página focada" }).check();
  await page.getByRole("combobox", { name: "Status" }).selectOption({ label: "Publicada" });
  await page.getByRole("button", { name: "Salvar", exact: true }).last().click();
  await expect(page).toHaveURL(/\/admin\/paginas\/editar\/\d+$/);
  await saved(page, "Página criada: publicada no site.");

  // The starting point's fields are now rows to change: the webinar's name in `evento`.
  await expect(formBlock(page).getByRole("textbox", { name: "Rótulo (Linha 4)" })).toHaveValue(
    "Cargo",
  );
  await expect(
    formBlock(page).getByRole("textbox", { name: "Identificador (Linha 5)" }),
  ).toHaveValue("evento");
  await formBlock(page)
    .getByRole("textbox", { name: "Valor fixo (Linha 5)" })
    .fill("Webinar de dezembro");
  await page.getByRole("button", { name: "Salvar", exact: true }).last().click();
  await saved(page, "Página salva: publicada no site.");
}

test("a marketer's webinar form registers a visitor, confirms and delivers by identifier", async ({
  page,
  browser,
  javaScriptEnabled,
  checkA11y,
}, testInfo) => {
  test.setTimeout(60_000);
  const address = `webinar-${testInfo.project.name}`;
  await logIn(page);
  await buildWebinar(page, address);

  const context = await browser.newContext({ baseURL: base, javaScriptEnabled });
  const visitor = await context.newPage();
  await visitor.goto(`/${address}?utm_source=linkedin`);
  if (javaScriptEnabled) await visitor.waitForLoadState("networkidle");
  // Focused: the logo and the legal links, no menu and no footer newsletter to wander off by.
  await expect(visitor.getByRole("navigation", { name: "Principal" })).toHaveCount(0);
  await expect(visitor.getByRole("region", { name: "Newsletter" })).toHaveCount(0);
  await expect(visitor.getByRole("link", { name: "Política de Privacidade" })).toBeVisible();
  const form = visitor.getByRole("form", { name: "Formulário de inscrição" });
  const email = `webinar.${testInfo.project.name}@empresa.com.br`;
  await form.getByRole("textbox", { name: "Nome", exact: true }).fill("Clara Webinar");
  await form.getByRole("textbox", { name: "E-mail corporativo" }).fill("sem-arroba");
  await form.getByRole("textbox", { name: "Empresa" }).fill("Empresa Exemplo");
  await form.getByRole("button", { name: "Enviar" }).click();

  // Refused: the values stay, each field says what is wrong.
  await expect(form.getByText("Por favor, insira um endereço de email válido.")).toBeVisible();
  await expect(form.getByText("Preencha: Cargo.")).toBeVisible();
  await expect(form.getByRole("textbox", { name: "Nome", exact: true })).toHaveValue(
    "Clara Webinar",
  );
  await expect(form.getByRole("textbox", { name: "E-mail corporativo" })).toHaveValue("sem-arroba");
  await checkA11y();

  await form.getByRole("textbox", { name: "E-mail corporativo" }).fill(email);
  await form.getByRole("combobox", { name: "Cargo" }).selectOption({ index: 1 });
  await form.getByRole("button", { name: "Enviar" }).click();
  await expect(visitor.getByRole("heading", { name: "Inscrição confirmada" })).toBeVisible();
  await expect(visitor.getByText("O link da sala chega no seu e-mail.")).toBeVisible();
  await expect(form).toHaveCount(0);
  await context.close();

  // The confirmation, in the marketer's words.
  const to = (message: (typeof smtp.messages)[number]) => JSON.stringify(message.to ?? "");
  await expect
    .poll(() => smtp.messages.some((message) => to(message).includes(email)), { timeout: 15_000 })
    .toBe(true);
  const confirmation = smtp.messages.find((message) => to(message).includes(email));
  expect(confirmation?.subject).toBe("Sua vaga no webinar de dezembro");
  expect(confirmation?.text).toContain("Olá, Clara Webinar!");
  expect(confirmation?.text).toContain("Nos vemos no dia 10, às 19h.");

  // The webhook and RD Station, by identifier.
  await expect
    .poll(() => receiver.received.find((entry) => entry.body.email === email)?.body)
    .toMatchObject({
      nome: "Clara Webinar",
      empresa: "Empresa Exemplo",
      evento: "Webinar de dezembro",
      origem: "linkedin",
      page: `/${address}`,
      formType: "campaign",
    });
  await expect
    .poll(() => rd.conversions.find((conversion) => conversion.email === email))
    .toMatchObject({
      conversion_identifier: address,
      name: "Clara Webinar",
      cf_evento: "Webinar de dezembro",
      cf_origem: "linkedin",
    });

  // The lead, under the labels the marketer gave.
  await page.goto("/admin/leads");
  await page.getByRole("link", { name: "Clara Webinar" }).first().click();
  const details = page.getByRole("main");
  await expect(details).toContainText("Evento");
  await expect(details).toContainText("Webinar de dezembro");
  await expect(details).toContainText("Origem da campanha");
  await expect(details).toContainText(`Formulário de campanha — /${address}`);
});
