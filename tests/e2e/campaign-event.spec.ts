import { writeFile } from "node:fs/promises";
import path from "node:path";
import type { ParsedMail } from "mailparser";
import type { RunningServer } from "../support/server";
import { startSmtp } from "../support/smtp";
import { expect, test } from "./fixtures";
import { logIn, removeDir, startOwnSite, tempDir } from "./own-site";

// A webinar as an event (issue 58), with JavaScript on and off, on a site of its own whose clock
// the test moves (libfaketime, Debian's faketime package): a marketer gives the page's own form
// a date, a length, a room and a recording; a visitor registers and gets the confirmation with
// the event for their calendar (.ics, Google, Outlook); the registrant is marked 'Compareceu';
// a day before, the reminder goes out; once over, the page says 'Encerrado', offers the
// recording and leaves the sitemap.

const PORT = Number(process.env.E2E_PORT ?? 4173) + 15;
const base = `http://127.0.0.1:${PORT}`;
test.use({ baseURL: base });

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let server: RunningServer;
let dataDir: string;
let clockFile: string;

const setClock = (seconds: number) => writeFile(clockFile, `+${seconds}s\n`);

test.beforeAll(async () => {
  test.setTimeout(40_000);
  smtp = await startSmtp();
  dataDir = await tempDir("e2e-evento-");
  clockFile = path.join(dataDir, "relogio");
  await setClock(0);
  server = await startOwnSite(
    PORT,
    dataDir,
    { SMTP_URL: smtp.url, MAIL_FROM: "Vetor Revenue <eventos@vetor.example>" },
    clockFile,
  );
});

test.afterAll(async () => {
  await server?.stop();
  await smtp?.close();
  if (dataDir) await removeDir(dataDir);
});

test.afterEach(() => setClock(0));

/** A Brasília wall-clock minute, as the editor's date field takes it. */
const brasilia = (instant: Date) =>
  instant.toLocaleString("sv-SE", { timeZone: "America/Sao_Paulo" }).slice(0, 16).replace(" ", "T");

/** The messages to `to` whose subject matches, once there are `count` of them. */
async function mailTo(to: string, subject: RegExp, count = 1) {
  const found = () =>
    smtp.messages.filter(
      (message: ParsedMail) =>
        JSON.stringify(message.to ?? "").includes(to) && subject.test(message.subject ?? ""),
    );
  await expect.poll(() => found().length, { timeout: 20_000 }).toBeGreaterThanOrEqual(count);
  return found();
}

test("a webinar's registration: the event in the confirmation, the reminder, attendance, 'Encerrado'", async ({
  page,
  browser,
  javaScriptEnabled,
  checkA11y,
}, testInfo) => {
  test.setTimeout(90_000);
  const address = `evento-${testInfo.project.name}`;
  // Three days ahead, on a whole minute; an hour long.
  const start = new Date(Math.ceil((Date.now() + 3 * 86_400_000) / 60_000) * 60_000);
  await logIn(page);
  await page.goto("/admin/paginas/nova");
  await page.getByRole("textbox", { name: "Título", exact: true }).fill("Webinar ao vivo");
  await page.getByRole("textbox", { name: "Endereço" }).fill(address);
  await page
    .getByRole("combobox", { name: "Tipo do novo bloco" })
    .selectOption({ label: "Formulário" });
  await page.getByRole("button", { name: "Adicionar bloco" }).click();
  const block = page.getByRole("group", { name: "Bloco 1: Formulário" });
  await block
    .getByRole("combobox", { name: "Tipo de formulário" })
    .selectOption({ label: "Formulário próprio" });
  await block
    .getByRole("combobox", { name: "Ponto de partida" })
    .selectOption({ label: "Inscrição em evento" });
  await block.getByRole("textbox", { name: "Título do agradecimento" }).fill("Vaga garantida");
  const event = block.getByRole("group", { name: "Evento" });
  await event.getByRole("checkbox", { name: "Incluir: Evento" }).check();
  await event.getByLabel("Data e hora do evento (Brasília)").fill(brasilia(start));
  await event.getByRole("spinbutton", { name: "Duração (minutos)" }).fill("60");
  await event
    .getByRole("textbox", { name: "Sala on-line (endereço)" })
    .fill("https://sala.exemplo/ao-vivo");
  await event.getByRole("textbox", { name: "Gravação" }).fill("https://video.exemplo/gravacao");
  await page.getByRole("combobox", { name: "Status" }).selectOption({ label: "Publicada" });
  await page.getByRole("button", { name: "Salvar", exact: true }).last().click();
  await expect(
    page
      .locator("[role=alert], [role=status]")
      .filter({ hasText: "Página criada: publicada no site." }),
  ).toBeVisible();

  // A visitor registers.
  const context = await browser.newContext({ baseURL: base, javaScriptEnabled });
  const visitor = await context.newPage();
  await visitor.goto(`/${address}`);
  await expect(visitor.getByText("(horário de Brasília), 60 min · On-line")).toBeVisible();
  const form = visitor.getByRole("form", { name: "Formulário de inscrição" });
  const email = `evento.${testInfo.project.name}@empresa.com.br`;
  await form.getByRole("textbox", { name: "Nome", exact: true }).fill("Lia Evento");
  await form.getByRole("textbox", { name: "E-mail corporativo" }).fill(email);
  await form.getByRole("textbox", { name: "Empresa" }).fill("Empresa Exemplo");
  await form.getByRole("combobox", { name: "Cargo" }).selectOption({ index: 1 });
  await form.getByRole("button", { name: "Enviar" }).click();
  await expect(visitor.getByRole("heading", { name: "Vaga garantida" })).toBeVisible();

  const [confirmation] = await mailTo(email, /^Inscrição confirmada: Webinar ao vivo$/);
  const ics = confirmation?.attachments.find((file) =>
    file.contentType.startsWith("text/calendar"),
  );
  expect(ics?.content.toString()).toContain("METHOD:PUBLISH");
  expect(confirmation?.text).toContain("Sala on-line: https://sala.exemplo/ao-vivo");
  expect(confirmation?.text).toContain("Adicionar ao Google Agenda: https://calendar.google.com/");

  // The team marks her as present.
  await page.goto("/admin/paginas");
  await page.getByRole("link", { name: "Inscritos da página Webinar ao vivo" }).click();
  await expect(page.getByText("1 inscrito · 0 compareceram")).toBeVisible();
  await page.getByRole("button", { name: "Marcar presença de Lia Evento" }).click();
  await expect(page.getByText("1 inscrito · 1 compareceu")).toBeVisible();
  await checkA11y();
  // The page as its visitors see it, with the event's date above the form.
  await page.goto(`/${address}`);
  await checkA11y();

  // A day before, on the site's clock: the reminder.
  const before = Math.round((start.getTime() - 86_400_000 - Date.now()) / 1000) + 60;
  await setClock(before);
  const [reminder] = await mailTo(email, /^Lembrete: /);
  expect(reminder?.subject).toBe("Lembrete: Webinar ao vivo é amanhã");

  // Once over: 'Encerrado', the recording, no form, out of the sitemap.
  await setClock(Math.round((start.getTime() + 2 * 3_600_000 - Date.now()) / 1000));
  await context.close();
  // A new visitor: a browser keeps a page its minute by its own clock, which did not move.
  const later = await browser.newContext({ baseURL: base, javaScriptEnabled });
  const visitor2 = await later.newPage();
  await visitor2.goto(`/${address}`);
  await expect(visitor2.getByRole("heading", { name: "Encerrado" })).toBeVisible();
  await expect(visitor2.getByRole("link", { name: "Assistir à gravação" })).toHaveAttribute(
    "href",
    "https://video.exemplo/gravacao",
  );
  await expect(visitor2.getByRole("form", { name: "Formulário de inscrição" })).toHaveCount(0);
  const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
  expect(sitemap).not.toContain(`/${address}</loc>`);
  await later.close();
});
