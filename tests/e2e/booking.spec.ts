import type { Browser, Page } from "@playwright/test";
import ICAL from "ical.js";
import type { ParsedMail } from "mailparser";
import { e2eAdmin } from "../../playwright.config";
import { type RunningServer, removeDir, startServer, tempDir } from "../support/server";
import { startSmtp } from "../support/smtp";
import { expect, test } from "./fixtures";

// The diagnostic call booked on the site (ADR 0057), with JavaScript on and off, on a phone
// and a desktop: a diagnosis request ends on the free times, a time is booked, the visitor and
// the host get their invitations in a real SMTP server on 127.0.0.1, the time is gone for the
// next visitor, 'Remarcar' moves the call (same UID, SEQUENCE raised) and 'Cancelar' frees it
// (METHOD:CANCEL). On a site of its own, with e-mail on and a host who has an address.

const PORT = Number(process.env.E2E_PORT ?? 4173) + 9;
const base = `http://127.0.0.1:${PORT}`;
test.use({ baseURL: base });

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let server: RunningServer;
let dataDir: string;
const hostEmail = "anfitria@vetor.example";

test.beforeAll(async ({ browser }) => {
  test.setTimeout(40_000);
  smtp = await startSmtp();
  dataDir = await tempDir("e2e-agendamento-");
  server = await startServer({
    PORT: String(PORT),
    BASE_URL: base,
    DATA_DIR: dataDir,
    ADMIN_USERNAME: e2eAdmin.username,
    ADMIN_PASSWORD: e2eAdmin.password,
    SMTP_URL: smtp.url,
    MAIL_FROM: "Vetor Revenue <agenda@vetor.example>",
    FORM_MIN_FILL_SECONDS: "0",
    FORM_RATE_LIMIT: "100000",
    LOGIN_MAX_FAILURES: "100000",
  });
  await giveHostAnEmail(browser);
});

test.afterAll(async () => {
  await server?.stop();
  await smtp?.close();
  if (dataDir) await removeDir(dataDir);
});

/** The first administrator is the fresh site's host: they confirm an e-mail of their own. */
async function giveHostAnEmail(browser: Browser) {
  const page = await browser.newPage({ baseURL: base });
  await page.goto("/admin/login");
  await page.getByLabel("Usuário").fill(e2eAdmin.username);
  await page.getByLabel("Senha", { exact: true }).fill(e2eAdmin.password);
  await page.getByRole("button", { name: "Entrar" }).click();
  await page.waitForURL((address) => address.pathname !== "/admin/login");
  await page.goto("/admin/settings");
  await page.getByRole("textbox", { name: "Novo e-mail" }).fill(hostEmail);
  await page.getByLabel("Sua senha").fill(e2eAdmin.password);
  await page.getByRole("button", { name: "Trocar e-mail" }).click();
  const [confirmation] = await smtp.received(1);
  const link = confirmation?.text?.match(/https?:\/\/\S+confirmar-email\/\S+/)?.[0] ?? "";
  await page.goto(new URL(link).pathname);
  await page.getByRole("button", { name: "Confirmar e-mail" }).click();
  await expect(page.getByRole("heading", { name: "E-mail confirmado" })).toBeVisible();
  await page.close();
  smtp.messages.length = 0;
}

/** A call's page; without JavaScript the form's own anchor stays on the address. */
const CALL_PAGE = /\/reuniao\/[\w.-]+(#[\w-]+)?$/;

const bookingForm = (page: Page) => page.getByRole("form", { name: "Agendar diagnóstico" });

async function fillVisitor(page: Page, who: { name: string; email: string }) {
  const form = bookingForm(page);
  await form.getByRole("textbox", { name: "Nome", exact: true }).fill(who.name);
  await form.getByRole("textbox", { name: "E-mail corporativo", exact: true }).fill(who.email);
  await form.getByRole("textbox", { name: "Telefone", exact: true }).fill("(11) 99999-0000");
  await form.getByRole("textbox", { name: "Empresa", exact: true }).fill("Empresa Exemplo");
}

/** The times offered on the page, by their buttons' names ('Agendar às 14:00'). */
const times = (page: Page) => bookingForm(page).getByRole("button", { name: /^Agendar às / });

/** The invitations that reached `to` after the `since`-th message, their calendars read back. */
async function invitations(to: string, count: number, since = 0) {
  const deadline = Date.now() + 20_000;
  let found: ParsedMail[] = [];
  while (Date.now() < deadline) {
    found = smtp.messages
      .slice(since)
      .filter((message) => [message.to ?? []].flat().some((address) => address.text.includes(to)))
      // The host may also be told of the new person they now own (routing): not an invitation.
      .filter((message) => message.attachments.some((file) => file.filename === "convite.ics"));
    if (found.length >= count) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect(found.length, `e-mails para ${to}`).toBeGreaterThanOrEqual(count);
  return found.map((message) => {
    const ics = message.attachments.find((file) => file.filename === "convite.ics");
    const calendar = new ICAL.Component(ICAL.parse(ics?.content.toString("utf8") ?? ""));
    const event = calendar.getFirstSubcomponent("vevent");
    return {
      subject: message.subject ?? "",
      text: message.text ?? "",
      method: String(calendar.getFirstPropertyValue("method")),
      uid: String(event?.getFirstPropertyValue("uid")),
      sequence: Number(event?.getFirstPropertyValue("sequence") ?? 0),
      start: (event?.getFirstPropertyValue("dtstart") as ICAL.Time | null)?.toJSDate(),
      organizer: String(event?.getFirstPropertyValue("organizer")),
    };
  });
}

for (const width of [390, 1280]) {
  test(`at ${width} px: a diagnosis request ends on the times, a time is booked, moved and cancelled`, async ({
    page,
    browser,
    checkA11y,
    javaScriptEnabled,
  }) => {
    test.slow();
    await page.setViewportSize({ width, height: 900 });
    const tag = `${width}-${javaScriptEnabled ? "js" : "sem-js"}`;
    const visitorEmail = `ana-${tag}@empresa.com.br`;
    await page.goto("/diagnostico");
    const request = page.getByRole("form", { name: "Solicitar diagnóstico" });
    await request.getByRole("textbox", { name: "Nome", exact: true }).fill("Ana Souza");
    await request
      .getByRole("textbox", { name: "E-mail corporativo", exact: true })
      .fill(visitorEmail);
    await request.getByRole("textbox", { name: "Empresa", exact: true }).fill("Empresa Exemplo");
    await request.getByRole("combobox", { name: "Cargo", exact: true }).selectOption("cro");
    await request.getByRole("button", { name: "Solicitar diagnóstico" }).click();
    await expect(page).toHaveURL(/\/agenda-diagnostico/);

    // The data of the request is in the booking form; the phone is asked for.
    const form = bookingForm(page);
    await expect(form.getByRole("textbox", { name: "Nome", exact: true })).toHaveValue("Ana Souza");
    await form.getByRole("textbox", { name: "Telefone", exact: true }).fill("(11) 98888-0000");
    await checkA11y();

    // A later day, by its link: its times replace the first day's.
    const days = page.getByRole("navigation", { name: "Escolha o dia" }).getByRole("link");
    const day = days.nth(width === 390 ? 2 : 3);
    const dayLabel = (await day.locator("span").first().textContent()) ?? "";
    await day.click();
    await expect(day).toHaveAttribute("aria-current", "date");
    await expect(page.getByRole("heading", { name: `Horários de ${dayLabel}` })).toBeVisible();
    await form.getByRole("textbox", { name: "Telefone", exact: true }).fill("(11) 98888-0000");
    const first = times(page).first();
    const mailBefore = smtp.messages.length;
    const label = ((await first.textContent()) ?? "").trim();
    const iso = (await first.getAttribute("value")) ?? "";
    await first.click();

    await expect(page).toHaveURL(CALL_PAGE);
    await expect(page.getByRole("heading", { name: "Sua reunião de diagnóstico" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Adicionar ao Google Agenda" })).toHaveAttribute(
      "href",
      /calendar\.google\.com/,
    );
    await checkA11y();
    const callUrl = page.url();

    // The invitations: the visitor's and the host's, one UID, the chosen time, the organizer.
    const [toVisitor] = await invitations(visitorEmail, 1, mailBefore);
    const [toHost] = await invitations(hostEmail, 1, mailBefore);
    for (const invitation of [toVisitor, toHost]) {
      expect(invitation?.method).toBe("REQUEST");
      expect(invitation?.start?.toISOString()).toBe(new Date(iso).toISOString());
      expect(invitation?.organizer).toBe(`mailto:${hostEmail}`);
    }
    expect(toHost?.uid).toBe(toVisitor?.uid);
    expect(toVisitor?.text).toContain("Remarcar");

    // The next visitor on that day no longer sees the time.
    const other = await browser.newPage({ baseURL: base, javaScriptEnabled });
    await other.goto(`/agenda-diagnostico?dia=${iso.slice(0, 10)}`);
    await expect(bookingForm(other).locator(`button[value="${iso}"]`)).toHaveCount(0);
    expect(label).not.toBe("");

    // Remarcar: the data is kept, another time moves the call.
    await page.getByRole("link", { name: "Remarcar" }).click();
    await expect(page.getByRole("heading", { name: "Escolha o novo horário" })).toBeVisible();
    await expect(
      bookingForm(page).getByRole("textbox", { name: "E-mail corporativo", exact: true }),
    ).toHaveValue(visitorEmail);
    const second = times(page).nth(1);
    const newIso = (await second.getAttribute("value")) ?? "";
    await second.click();
    await expect(page).toHaveURL(CALL_PAGE);
    expect(page.url()).not.toBe(callUrl);
    const moved = (await invitations(visitorEmail, 2))[1];
    expect(moved?.uid).toBe(toVisitor?.uid);
    expect(moved?.sequence).toBeGreaterThan(toVisitor?.sequence ?? 0);
    expect(moved?.start?.toISOString()).toBe(new Date(newIso).toISOString());
    // The old link says where the call went.
    await other.goto(callUrl);
    await expect(other.getByText("Esta reunião foi remarcada.")).toBeVisible();
    await other.getByRole("link", { name: "Ver a reunião nova" }).click();
    await expect(other).toHaveURL(page.url().split("#")[0] ?? "");

    // Cancelar frees the time at once, and the calendars are told.
    await page.getByRole("link", { name: "Cancelar" }).click();
    await page.getByRole("button", { name: "Sim, cancelar a reunião" }).click();
    await expect(page.getByText("Esta reunião foi cancelada.")).toBeVisible();
    const cancelled = (await invitations(visitorEmail, 3))[2];
    expect(cancelled?.method).toBe("CANCEL");
    expect(cancelled?.uid).toBe(toVisitor?.uid);
    await other.goto(`/agenda-diagnostico?dia=${newIso.slice(0, 10)}`);
    await expect(bookingForm(other).locator(`button[value="${newIso}"]`)).toHaveCount(1);
    await other.close();
  });
}

test("a time taken meanwhile: the page says so, keeps the data and offers the next times", async ({
  page,
  browser,
  javaScriptEnabled,
}) => {
  await page.goto("/agenda-diagnostico");
  await fillVisitor(page, { name: "Bruno Lima", email: "bruno@empresa.com.br" });
  const chosen = times(page).last();
  const iso = (await chosen.getAttribute("value")) ?? "";

  // Another visitor takes it first.
  const other = await browser.newPage({ baseURL: base, javaScriptEnabled });
  await other.goto("/agenda-diagnostico");
  await fillVisitor(other, { name: "Carla Dias", email: "carla@empresa.com.br" });
  await bookingForm(other).locator(`button[value="${iso}"]`).click();
  await expect(other).toHaveURL(/\/reuniao\//);
  await other.close();

  await chosen.click();
  await expect(
    page
      .locator("[role=alert], [role=status]")
      .filter({ hasText: "Esse horário acabou de ser reservado" })
      .first(),
  ).toBeVisible();
  await expect(page.getByRole("heading", { name: "Próximos horários livres" })).toBeVisible();
  await expect(bookingForm(page).getByRole("textbox", { name: "Nome", exact: true })).toHaveValue(
    "Bruno Lima",
  );
});

test("the team's page books with any host; a name that is no host is a 404", async ({ page }) => {
  await page.goto("/agenda/diagnostico");
  await expect(times(page).first()).toBeVisible();
  const missing = await page.goto("/agenda/ninguem-aqui");
  expect(missing?.status()).toBe(404);
});
