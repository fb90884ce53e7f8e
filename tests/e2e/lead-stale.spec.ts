import { writeFile } from "node:fs/promises";
import path from "node:path";
import type { Page } from "@playwright/test";
import type { ParsedMail } from "mailparser";
import type { RunningServer } from "../support/server";
import { startSmtp } from "../support/smtp";
import { expect, test } from "./fixtures";
import { logIn, removeDir, startOwnSite, tempDir } from "./own-site";

// Routing and its alerts (ADR 0058), with JavaScript on and off, on a site of its own whose
// clock the test moves (libfaketime, Debian's faketime package): the administrator is 'Ausente',
// so a new person goes to the 'Comercial' host by the round-robin, who is told by e-mail; left
// 'Novo' past the 15 business minutes, the host is told again and the timeline says so.

const PORT = Number(process.env.E2E_PORT ?? 4173) + 11;
const base = `http://127.0.0.1:${PORT}`;
test.use({ baseURL: base });

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let server: RunningServer;
let dataDir: string;
let clockFile: string;
/** Seconds the site's clock runs ahead of this machine's. */
let ahead = 0;

/** The next Wednesday, 10:00 in São Paulo: inside business hours, whatever the day now. */
function nextWednesdayMorning(now = new Date()) {
  const day = new Date(now);
  day.setUTCDate(day.getUTCDate() + ((3 - day.getUTCDay() + 7) % 7 || 7));
  day.setUTCHours(13, 0, 0, 0);
  return day;
}

const setClock = (seconds: number) => writeFile(clockFile, `+${seconds}s\n`);

test.beforeAll(async () => {
  test.setTimeout(40_000);
  smtp = await startSmtp();
  dataDir = await tempDir("e2e-distribuicao-");
  clockFile = path.join(dataDir, "relogio");
  ahead = Math.round((nextWednesdayMorning().getTime() - Date.now()) / 1000);
  await setClock(ahead);
  server = await startOwnSite(
    PORT,
    dataDir,
    { SMTP_URL: smtp.url, MAIL_FROM: "Vetor Revenue <avisos@vetor.example>" },
    clockFile,
  );
});

test.afterAll(async () => {
  await server?.stop();
  await smtp?.close();
  if (dataDir) await removeDir(dataDir);
});

async function saveAvailability(page: Page, away: boolean) {
  await page.goto("/admin/settings");
  const checkbox = page.getByRole("checkbox", { name: "Ausente" });
  if (away) await checkbox.check();
  else await checkbox.uncheck();
  await page.getByRole("button", { name: "Salvar disponibilidade" }).click();
  await expect(
    page
      .locator("[role=status], [role=alert]")
      .filter({ hasText: "Disponibilidade salva" })
      .first(),
  ).toBeVisible();
}

/** The messages to `to` whose subject matches, waiting up to 20 s for `count` of them. */
async function mailTo(to: string, subject: RegExp, count = 1) {
  const deadline = Date.now() + 20_000;
  let found: ParsedMail[] = [];
  while (Date.now() < deadline) {
    found = smtp.messages.filter(
      (message) =>
        subject.test(message.subject ?? "") &&
        [message.to ?? []].flat().some((address) => address.text.includes(to)),
    );
    if (found.length >= count) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  expect(found.length, `e-mails "${subject}" para ${to}`).toBeGreaterThanOrEqual(count);
  return found;
}

test("a 'Comercial' host gets a new person by the round-robin, and is told again when it is left 'Novo'", async ({
  page,
  context,
  checkA11y,
}) => {
  test.slow();
  const hostEmail = "clara@vetor.example";
  const hostName = "Clara Comercial";

  // The administrator is away; a 'Comercial' member is invited and opens her availability.
  await logIn(page);
  await saveAvailability(page, true);
  await page.goto("/admin/equipe");
  const invite = page.getByRole("region", { name: "Convidar pessoa" });
  await invite.getByLabel("Nome").fill(hostName);
  await invite.getByLabel("E-mail").fill(hostEmail);
  await invite.getByLabel("Papel").selectOption({ label: "Comercial" });
  await invite.getByRole("button", { name: "Enviar convite" }).click();
  const [invitation] = await mailTo(hostEmail, /convite/i);
  const link = invitation?.text?.match(/https?:\/\/\S+\/admin\/convite\/[\w-]+/)?.[0] ?? "";
  expect(link).not.toBe("");
  await context.clearCookies();
  await page.goto(new URL(link).pathname);
  await page.getByRole("textbox", { name: "Nova senha", exact: true }).fill("clara-senha-2026");
  await page
    .getByRole("textbox", { name: "Confirmar senha", exact: true })
    .fill("clara-senha-2026");
  await page.getByRole("button", { name: "Criar senha e entrar" }).click();
  await expect(page).toHaveURL(/\/admin\/painel$/);
  await saveAvailability(page, false);

  // A visitor subscribes: a new person, given to the only host who is not away.
  await context.clearCookies();
  const visitor = "Rita Roteada";
  await page.goto("/servicos");
  const form = page.getByRole("form", { name: "Inscrição na newsletter" });
  await form.getByRole("textbox", { name: "Nome", exact: true }).fill(visitor);
  await form.getByRole("textbox", { name: "E-mail", exact: true }).fill("rita@roteada.com.br");
  await form.getByRole("checkbox", { name: /aceito receber/ }).check();
  await form.getByRole("button", { name: "Inscrever-se" }).click();
  await expect(
    page.locator("[role=alert], [role=status]").filter({ hasText: "Inscrição confirmada!" }),
  ).toBeVisible();
  const [told] = await mailTo(hostEmail, /^Novo lead/);
  expect(told?.subject).toContain(visitor);
  expect(told?.text).toContain("é o responsável por esta pessoa (Round-robin");

  // Nobody touches her: 20 minutes later on the site's clock, the host is told again.
  expect(await mailTo(hostEmail, /^Lead sem contato/, 0)).toHaveLength(0);
  await setClock(ahead + 20 * 60);
  const [again] = await mailTo(hostEmail, /^Lead sem contato/);
  expect(again?.subject).toBe(`Lead sem contato: ${visitor}`);
  expect(again?.text).toContain("segue em Novo, sem contato, há 15 minutos em horário comercial");

  await logIn(page, "clara@vetor.example", "clara-senha-2026");
  await page.goto("/admin/leads?busca=rita%40roteada.com.br");
  await page
    .getByRole("table", { name: /Pessoas/ })
    .getByRole("row", { name: new RegExp(visitor) })
    .getByRole("link", { name: /Abrir/ })
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(visitor);
  const owner = page.getByRole("region", { name: "Andamento" }).getByLabel("Responsável");
  await expect(owner.locator("option:checked")).toHaveText(hostName);
  const timeline = page.getByRole("region", { name: "Linha do tempo" });
  await expect(timeline).toContainText(
    `Distribuído para ${hostName} (Round-robin entre os anfitriões)`,
  );
  await expect(timeline).toContainText(`Aviso de lead parado enviado a ${hostName}`);
  await checkA11y();
});
