import type { Page, TestInfo } from "@playwright/test";
import { expect, test } from "./fixtures";

// People in the inbox, with JavaScript on and off (ADR 0058): three forms sent with one e-mail
// are one person with three entries on their timeline, ways to reach them, and a second record
// merged by hand. The server's database is shared, so each run has its own e-mails.

const toast = (page: Page) => page.locator("[role=alert], [role=status]");

const unique = (testInfo: TestInfo) => `${testInfo.project.name}-${Date.now()}`;

async function homeForm(page: Page, name: string, email: string) {
  await page.goto("/");
  const form = page.getByRole("form", { name: "Fale com a gente" });
  await form.getByRole("textbox", { name: "Nome completo", exact: true }).fill(name);
  await form.getByRole("textbox", { name: "E-mail", exact: true }).fill(email);
  await form.getByRole("textbox", { name: "Telefone", exact: true }).fill("(11) 98888-7777");
  await form.getByRole("textbox", { name: "Empresa", exact: true }).fill("Pessoas SA");
  await form.getByRole("combobox", { name: "Setor", exact: true }).selectOption("technology");
  await form.getByRole("combobox", { name: "Cargo", exact: true }).selectOption("owner");
  await form.getByRole("button", { name: "Enviar mensagem", exact: true }).click();
  await expect(toast(page).filter({ hasText: "Sucesso!" })).toBeVisible();
}

async function diagnosis(page: Page, name: string, email: string) {
  await page.goto("/diagnostico");
  const form = page.getByRole("form", { name: "Solicitar diagnóstico" });
  await form.getByRole("textbox", { name: "Nome", exact: true }).fill(name);
  await form.getByRole("textbox", { name: "E-mail corporativo", exact: true }).fill(email);
  await form.getByRole("textbox", { name: "Empresa", exact: true }).fill("Pessoas SA");
  await form.getByRole("combobox", { name: "Cargo", exact: true }).selectOption("cro");
  await form.getByRole("button", { name: "Solicitar diagnóstico" }).click();
  await expect(toast(page).filter({ hasText: "Diagnóstico solicitado!" })).toBeVisible();
}

async function newsletter(page: Page, name: string, email: string) {
  await page.goto("/servicos");
  const form = page.getByRole("form", { name: "Inscrição na newsletter" });
  await form.getByRole("textbox", { name: "Nome", exact: true }).fill(name);
  await form.getByRole("textbox", { name: "E-mail", exact: true }).fill(email);
  await form.getByRole("checkbox", { name: /aceito receber/ }).check();
  await form.getByRole("button", { name: "Inscrever-se" }).click();
  await expect(toast(page).filter({ hasText: "Inscrição confirmada!" })).toBeVisible();
}

test("three forms with one e-mail are one person with three entries, links to reach them, and a merge", async ({
  page,
  asAdmin,
  checkA11y,
}, testInfo) => {
  const id = unique(testInfo);
  const name = `Pessoa ${id}`;
  const email = `pessoa-${id}@pessoas.com.br`;
  await homeForm(page, name, email);
  await diagnosis(page, name, email.toUpperCase());
  await newsletter(page, name, email);
  await newsletter(page, `${name} (pessoal)`, `pessoa-${id}@gmail.com`);

  await asAdmin();
  await page.goto(`/admin/leads?busca=${encodeURIComponent(email)}`);
  const table = page.getByRole("table", { name: /Pessoas/ });
  await expect(table.getByRole("row")).toHaveCount(2);
  const row = table.getByRole("row", { name: new RegExp(name) });
  await expect(row).toContainText("3 envios");
  await expect(row).toContainText("Newsletter");
  await row.getByRole("link", { name: /Abrir/ }).click();

  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  const timeline = page.getByRole("region", { name: "Linha do tempo" });
  await expect(timeline.getByText(/^Enviou: /)).toHaveCount(3);
  await expect(timeline.getByText("Enviou: Diagnóstico")).toBeVisible();
  const reach = page.getByRole("list", { name: "Falar com a pessoa" });
  await expect(reach.getByRole("link", { name: "Ligar" })).toHaveAttribute(
    "href",
    "tel:+5511988887777",
  );
  await expect(reach.getByRole("link", { name: "WhatsApp" })).toHaveAttribute(
    "href",
    "https://wa.me/5511988887777",
  );
  await expect(reach.getByRole("link", { name: "Enviar e-mail" })).toHaveAttribute(
    "href",
    `mailto:${email}`,
  );
  await expect(page.getByRole("region", { name: "Pontuação" })).toContainText("Perfil");
  await checkA11y();

  // The personal address is the same person: merged by hand, its newsletter joins the timeline.
  const merge = page.getByRole("region", { name: "Juntar com outro registro" });
  await merge
    .getByRole("textbox", { name: "E-mail do outro registro" })
    .fill(`pessoa-${id}@gmail.com`);
  await merge.getByRole("checkbox", { name: /mesma pessoa/ }).check();
  await merge.getByRole("button", { name: "Juntar registros" }).click();
  await expect(toast(page).filter({ hasText: "Registros juntados" })).toBeVisible();
  await expect(timeline.getByText(/^Enviou: /)).toHaveCount(4);
  await expect(timeline).toContainText(`Registro de pessoa-${id}@gmail.com juntado a esta pessoa`);

  // The inbox's CSV is one row per person, read as Excel in Brazil splits it (';', UTF-8 BOM).
  await page.goto(`/admin/leads?busca=${encodeURIComponent(email)}`);
  const href = await page.getByRole("link", { name: "Exportar CSV" }).getAttribute("href");
  const file = await page.request.get(href ?? "");
  const body = await file.body();
  expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const [head, line, end] = body.toString("utf8").slice(1).split("\r\n");
  expect(end).toBe("");
  const header = head?.split(";") ?? [];
  const cells = line?.split(";") ?? [];
  expect(cells).toHaveLength(header.length);
  const cell = (column: string) => cells[header.indexOf(column)];
  expect(cell("Nome")).toBe(name);
  expect(cell("E-mail")).toBe(email);
  expect(cell("Empresa")).toBe("Pessoas SA");
  expect(cell("Envios")).toBe("4");
  expect(cell("Nota")).toMatch(/^[A-D][1-4]$/);
  expect(cell("Cargo")).toBe("CRO");
  expect(cell("Setor")).toBe("Tecnologia");
});
