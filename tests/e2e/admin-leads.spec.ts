import type { Page, TestInfo } from "@playwright/test";
import { consents } from "~content/form-messages";
import { receiverPort } from "../../playwright.config";
import { expect, test } from "./fixtures";

// The admin's leads inbox, with JavaScript on and off: a lead sent from the site is found,
// filtered and opened. The server's database is shared by every test, so each lead has its
// own name.

async function subscribe(page: Page, name: string, { trap = "" } = {}) {
  await page.goto("/servicos");
  const form = page.getByRole("form", { name: "Inscrição na newsletter" });
  // The honeypot: hidden from people, filled by bots (and here, on purpose).
  if (trap) await form.locator('input[name="contato_extra"]').fill(trap, { force: true });
  await form.getByRole("textbox", { name: "Nome", exact: true }).fill(name);
  await form.getByRole("textbox", { name: "E-mail", exact: true }).fill("leitora@empresa.com.br");
  await form.getByRole("checkbox", { name: /aceito receber/ }).check();
  await form.getByRole("button", { name: "Inscrever-se" }).click();
  // A suspect is told the team will confirm it, never why it was held.
  const told = trap ? "Recebemos seu pedido de inscrição!" : "Inscrição confirmada!";
  await expect(page.locator("[role=alert], [role=status]").filter({ hasText: told })).toBeVisible();
}

/** Opens the inbox with the worker's admin session (the login's way back: admin-login.spec.ts). */
async function openInbox(page: Page, asAdmin: () => Promise<void>) {
  await asAdmin();
  // Every submission, as the team read the inbox before it listed people.
  await page.goto("/admin/leads?por=envio");
  await expect(page).toHaveURL(/\/admin\/leads\?por=envio$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Leads");
}

const uniqueName = (testInfo: TestInfo) => `Leitora ${testInfo.project.name} ${Date.now()}`;

test("a newsletter lead is found in the inbox, filtered and opened", async ({
  page,
  asAdmin,
  checkA11y,
}, testInfo) => {
  const name = uniqueName(testInfo);
  await subscribe(page, name);
  await openInbox(page, asAdmin);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
  await expect(
    page.getByRole("navigation", { name: "Painel administrativo" }).getByRole("link", {
      name: /^Leads/,
    }),
  ).toHaveAttribute("aria-current", "page");
  const table = page.getByRole("table", { name: /Leads recebidos/ });
  await expect(table.getByRole("row", { name: new RegExp(name) })).toBeVisible();
  await checkA11y();

  await page.getByLabel("Formulário", { exact: true }).selectOption("newsletter");
  await page.getByLabel("Entrega", { exact: true }).selectOption("delivered");
  await page.getByRole("button", { name: "Filtrar" }).click();
  await expect(page).toHaveURL(/\/admin\/leads\?.*tipo=newsletter&.*status=delivered/);
  await expect(page.getByLabel("Formulário", { exact: true })).toHaveValue("newsletter");
  await expect(page.getByLabel("Entrega", { exact: true })).toHaveValue("delivered");
  const row = table.getByRole("row", { name: new RegExp(name) });
  await expect(row).toContainText("Newsletter");
  await expect(row).toContainText("Entregue");
  // Every row of the filter is a newsletter lead the local receiver got.
  const types = await table.locator("tbody tr td:nth-child(2)").allTextContents();
  expect(new Set(types)).toEqual(new Set(["Newsletter"]));
  await expect(page.getByRole("link", { name: "Exportar CSV" })).toHaveAttribute(
    "href",
    "/admin/leads.csv?tipo=newsletter&status=delivered&por=envio",
  );

  await page.getByLabel("Formulário", { exact: true }).selectOption("rei");
  await page.getByRole("button", { name: "Filtrar" }).click();
  await expect(page).toHaveURL(/tipo=rei/);
  await expect(table.getByRole("row", { name: new RegExp(name) })).toHaveCount(0);
  await page.getByRole("link", { name: "Limpar filtros" }).click();
  await expect(page).toHaveURL(/\/admin\/leads\?por=envio$/);

  await table
    .getByRole("row", { name: new RegExp(name) })
    .getByRole("link", { name: /Detalhes/ })
    .click();
  await expect(page).toHaveURL(/\/admin\/leads\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Detalhes do lead");
  await expect(page.locator("dd", { hasText: name })).toBeVisible();
  await expect(page.locator("dd", { hasText: "leitora@empresa.com.br" })).toBeVisible();
  await expect(page.locator("dd", { hasText: consents.newsletter.text })).toBeVisible();
  await expect(page.locator("dd", { hasText: consents.newsletter.version })).toBeVisible();
  await expect(page.getByRole("button", { name: "Reenviar" })).toHaveCount(0);
  await checkA11y();

  await page.getByRole("link", { name: "Voltar para os leads" }).click();
  await expect(page).toHaveURL(/\/admin\/leads$/);
});

test("a request about personal data from /privacidade is shown in the inbox and its data erased", async ({
  page,
  asAdmin,
  checkA11y,
}, testInfo) => {
  const name = uniqueName(testInfo);
  const email = `titular.${testInfo.project.name}.${Date.now()}@empresa.com.br`;
  await page.goto("/privacidade");
  const form = page.getByRole("form", { name: "Pedido sobre dados pessoais" });
  await form.getByRole("textbox", { name: "Nome", exact: true }).fill(name);
  await form.getByRole("textbox", { name: "E-mail usado nos formulários" }).fill(email);
  await form.getByRole("button", { name: "Enviar pedido" }).click();
  await expect(
    page.locator("[role=alert], [role=status]").filter({ hasText: "Campos obrigatórios" }).first(),
  ).toBeVisible();
  await expect(form.getByRole("textbox", { name: "Nome", exact: true })).toHaveValue(name);
  await form.getByRole("combobox", { name: "O que você deseja?" }).selectOption("deletion");
  await form.getByRole("button", { name: "Enviar pedido" }).click();
  await expect(
    page.locator("[role=alert], [role=status]").filter({ hasText: "Pedido recebido" }),
  ).toBeVisible();
  await checkA11y();

  await openInbox(page, asAdmin);
  const table = page.getByRole("table", { name: /Leads recebidos/ });
  const row = table.getByRole("row", { name: new RegExp(name) });
  await expect(row).toContainText("Pedido LGPD");
  await row.getByRole("link", { name: /Detalhes/ }).click();
  await expect(page.getByText("Pedido: Excluir meus dados")).toBeVisible();
  const erase = page.getByRole("region", { name: "Excluir dados" });
  await expect(erase).toContainText(`Apaga 1 envio com o e-mail ${email}.`);
  await checkA11y();
  await erase.getByRole("checkbox", { name: "Confirmo que quero excluir esses dados." }).check();
  await erase.getByRole("button", { name: "Excluir dados" }).click();
  await expect(page).toHaveURL(/\/admin\/leads$/);
  await expect(page.getByText("1 envio e 0 rascunhos do REI apagados.")).toBeVisible();
  await expect(table.getByRole("row", { name: new RegExp(name) })).toHaveCount(0);
});

const receiver = `http://127.0.0.1:${receiverPort}`;
type Received = { key: string; status: number; body: Record<string, unknown> };
const receivedFor = async (name: string) =>
  ((await (await fetch(`${receiver}/received`)).json()) as Received[]).filter(
    (entry) => entry.body.name === name,
  );

test("a lead whose delivery failed is re-sent, and the receiver gets it once more", async ({
  page,
  asAdmin,
  checkA11y,
}, testInfo) => {
  const name = uniqueName(testInfo);
  await fetch(`${receiver}/status/500`, { method: "POST" });
  try {
    await subscribe(page, name);
    // The first attempt is made at once, and answered 500.
    await expect.poll(async () => (await receivedFor(name)).map((r) => r.status)).toEqual([500]);
  } finally {
    await fetch(`${receiver}/status/200`, { method: "POST" });
  }
  await openInbox(page, asAdmin);
  const table = page.getByRole("table", { name: /Leads recebidos/ });
  await table
    .getByRole("row", { name: new RegExp(name) })
    .getByRole("link", { name: /Detalhes/ })
    .click();
  await expect(
    page.getByRole("heading", { name: "A entrega deste lead falhou e será tentada de novo" }),
  ).toBeVisible();
  await checkA11y();
  await page.getByRole("button", { name: "Reenviar" }).click();
  await expect(page.getByText("O lead voltou para a fila de envio.")).toBeVisible();
  await expect.poll(async () => (await receivedFor(name)).map((r) => r.status)).toEqual([500, 200]);
  const [first, second] = await receivedFor(name);
  expect(second?.key).toBe(first?.key);
  await page.reload();
  await expect(page.locator("dd", { hasText: "Entregue" }).first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Reenviar" })).toHaveCount(0);
});

test("a suspected submission is found under 'Suspeitos', its reason read, and released", async ({
  page,
  asAdmin,
  checkA11y,
}, testInfo) => {
  // Sent from the page with the honeypot filled: the sender sees the usual success.
  const name = `Suspeita ${uniqueName(testInfo)}`;
  await subscribe(page, name, { trap: "http://spam.example" });
  await openInbox(page, asAdmin);
  const leads = page.getByRole("table", { name: /Leads recebidos/ });
  await expect(leads.getByRole("row", { name: new RegExp(name) })).toHaveCount(0);

  await page.getByRole("link", { name: /^Suspeitos \(\d+\)$/ }).click();
  await expect(page).toHaveURL(/\/admin\/leads\?status=suspected$/);
  await expect(page.getByLabel("Entrega", { exact: true })).toHaveValue("suspected");
  const row = page
    .getByRole("table", { name: /Envios suspeitos/ })
    .getByRole("row", { name: new RegExp(name) });
  await expect(row).toContainText("Suspeito");
  await expect(row).toContainText("Campo oculto preenchido");
  await checkA11y();

  await row.getByRole("link", { name: /Detalhes/ }).click();
  const held = page.getByRole("region", { name: "Envio retido pelos filtros de spam" });
  await expect(held).toContainText("Motivo: Campo oculto preenchido.");
  await expect(page.getByRole("region", { name: "Excluir dados" })).toHaveCount(0);
  await checkA11y();
  await held.getByRole("button", { name: "Liberar" }).click();
  await expect(page.getByText("Agora é um lead e entrou na fila de envio.")).toBeVisible();
  await expect.poll(async () => (await receivedFor(name)).map((r) => r.status)).toEqual([200]);
  await page.reload();
  await expect(page.locator("dd", { hasText: "Entregue" }).first()).toBeVisible();
  await expect(held).toHaveCount(0);
  await expect(page.locator("dd", { hasText: "Campo oculto preenchido (liberado)" })).toBeVisible();

  // Released, it is a lead like any other: among every submission, and its person's.
  await page.goto("/admin/leads?por=envio");
  await expect(leads.getByRole("row", { name: new RegExp(name) })).toBeVisible();
});

test("a suspected submission is deleted after the confirmation box", async ({
  page,
  asAdmin,
}, testInfo) => {
  // A post with a stamp the site never signed, as a script would send it.
  const name = `Robô ${uniqueName(testInfo)}`;
  const posted = await page.request.post("/newsletter", {
    form: { name, email: "robo@empresa.com.br", consent: "on", source: "/", _t: "1.forjado" },
    maxRedirects: 0,
  });
  expect(posted.status()).toBe(302);
  await openInbox(page, asAdmin);
  await page.goto("/admin/leads?status=suspected");
  const suspects = page.getByRole("table", { name: /Envios suspeitos/ });
  const row = suspects.getByRole("row", { name: new RegExp(name) });
  await expect(row).toContainText("Carimbo do formulário inválido");
  await row.getByRole("link", { name: /Detalhes/ }).click();
  const held = page.getByRole("region", { name: "Envio retido pelos filtros de spam" });
  await held.getByRole("checkbox", { name: "Confirmo que quero excluir este envio." }).check();
  await held.getByRole("button", { name: "Excluir", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/leads\?status=suspected$/);
  await expect(page.getByText("O envio suspeito foi apagado.")).toBeVisible();
  await expect(row).toHaveCount(0);
  expect(await receivedFor(name)).toEqual([]);
});

test("a lead is found by a search, given a status, an owner and a note, and exported", async ({
  page,
  asAdmin,
  checkA11y,
}, testInfo) => {
  const name = uniqueName(testInfo);
  await subscribe(page, name);
  await openInbox(page, asAdmin);
  await page.getByLabel("Buscar", { exact: true }).fill(name.toUpperCase());
  await page.getByRole("button", { name: "Filtrar" }).click();
  await expect(page).toHaveURL(/busca=/);
  const table = page.getByRole("table", { name: /Leads recebidos/ });
  await expect(table.locator("tbody tr")).toHaveCount(1);
  const row = table.getByRole("row", { name: new RegExp(name) });
  await expect(row).toContainText("Novo");
  await row.getByRole("link", { name: /Detalhes/ }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Detalhes do lead");
  await expect(
    page
      .getByRole("list", { name: "Falar com a pessoa" })
      .getByRole("link", { name: "Enviar e-mail" }),
  ).toHaveAttribute("href", "mailto:leitora@empresa.com.br");

  // With JavaScript the forms post through a fetcher: the document stays the same.
  const js = testInfo.project.name === "js";
  if (js) await page.evaluate(() => Object.assign(window, { mesmaPagina: true }));
  const work = page.getByRole("region", { name: "Andamento" });
  await work.getByLabel("Status", { exact: true }).selectOption({ label: "Qualificado" });
  await work.getByLabel("Responsável", { exact: true }).selectOption({ label: "editora" });
  await work.getByRole("button", { name: "Salvar" }).click();
  await expect(page.getByText("Status e responsável salvos.")).toBeVisible();
  await expect(work.getByLabel("Status", { exact: true })).toHaveValue("qualified");

  const notes = page.getByRole("region", { name: "Anotações" });
  const text = `Ligar na segunda ${Date.now()}`;
  await notes.getByLabel("Nova anotação").fill(text);
  await notes.getByRole("button", { name: "Adicionar anotação" }).click();
  const note = notes.getByRole("listitem").filter({ hasText: text });
  await expect(note).toBeVisible();
  await expect(note).toContainText(/editora · \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
  await expect(notes.getByLabel("Nova anotação")).toHaveValue("");
  if (js) expect(await page.evaluate(() => "mesmaPagina" in window)).toBe(true);
  await checkA11y();

  await page.reload();
  await expect(
    page.getByRole("region", { name: "Andamento" }).getByLabel("Responsável"),
  ).toHaveValue(/^\d+$/);
  await expect(page.getByRole("region", { name: "Anotações" })).toContainText(text);

  await page.goto("/admin/leads?andamento=qualified&por=envio");
  await expect(table.getByRole("row", { name: new RegExp(name) })).toContainText("editora");
  await expect(page.getByRole("link", { name: "Exportar CSV" })).toHaveAttribute(
    "href",
    "/admin/leads.csv?andamento=qualified&por=envio",
  );

  // The CSV read back as Excel in Brazil splits it.
  const csv = await page.request.get(
    `/admin/leads.csv?busca=${encodeURIComponent(name)}&por=envio`,
  );
  const body = await csv.body();
  expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const [header, line, end] = body.toString("utf8").slice(1).split("\r\n");
  expect(header?.split(";")).toEqual([
    "Data",
    "Nome",
    "E-mail",
    "Empresa",
    "Telefone",
    "Cargo",
    "Setor",
    "Mensagem",
    "Formulário",
    "Material",
    "Status",
    "Responsável",
    "Página do formulário",
    "Origem",
    "Mídia",
    "Campanha",
  ]);
  const cells = line?.split(";") ?? [];
  expect(cells).toHaveLength(16);
  expect(cells[0]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
  expect(cells.slice(1, 3)).toEqual([name, "leitora@empresa.com.br"]);
  expect(cells.slice(8, 12)).toEqual(["Newsletter", "", "Qualificado", "editora"]);
  expect(end).toBe("");
});

test.describe("at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the list is cards with name, form and status, and the page never scrolls sideways", async ({
    page,
    asAdmin,
    checkA11y,
  }, testInfo) => {
    const name = uniqueName(testInfo);
    await subscribe(page, name);
    await openInbox(page, asAdmin);
    await expect(page.getByRole("table")).toBeHidden();
    const card = page
      .getByRole("list", { name: /Leads recebidos/ })
      .getByRole("listitem")
      .filter({ hasText: name });
    await expect(card).toBeVisible();
    await expect(card).toContainText("Newsletter");
    await expect(card).toContainText("Novo");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await card.getByRole("link", { name: /Detalhes/ }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Detalhes do lead");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await checkA11y();
  });
});
