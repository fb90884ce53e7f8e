import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { toSaoPauloLocal } from "~/lib/dates";
import { HONEYPOT_FIELD } from "~/lib/forms/spam-fields";
import type { LandingBlock } from "~/lib/landing/blocks";
import { db } from "~/server/db/index.server";
import { deliveries, leads, rateLimits } from "~/server/db/schema.server";
import { createMailer } from "~/server/email/mailer.server";
import {
  type LandingInput,
  landingPageBySlug,
  saveLandingPage,
} from "~/server/landing/pages.server";
import { postAs, readable, signIn } from "../support/admin";
import { formToken, newVisitors, startApp, Visitor } from "../support/app";
import { startReceiver } from "../support/http";
import { startRdStation } from "../support/rdstation";
import { startSmtp } from "../support/smtp";
import { queueWorker } from "../support/worker";

// A landing page's own form (ADR 0059) over HTTP on the production build: the post checked
// against the page's fields, a refusal given back with what was typed, the answers stored by
// identifier with their labels, the marketer's next step and confirmation e-mail, the webhook
// and RD Station getting the answers by identifier.

const KEY = "chave-rd-de-teste";
const row = (label: string, id: string, kind: string, more: Record<string, unknown> = {}) => ({
  label,
  id,
  kind,
  required: "",
  options: [],
  value: "",
  from: "",
  ...more,
});
const fields = [
  row("Nome", "nome", "text", { required: "sim" }),
  row("E-mail", "email", "email", { required: "sim" }),
  row("Empresa", "empresa", "text"),
  row("Cargo", "cargo", "select", { required: "sim", options: ["Diretor", "Gerente", "Analista"] }),
  row("Temas de interesse", "temas", "multi", { options: ["Funil", "Previsão", "CRM"] }),
  row("Aceito receber o convite", "aceite", "checkbox", { required: "sim" }),
  row("Evento", "evento", "hidden", { value: "Webinar de dezembro" }),
  row("Origem", "origem", "hidden", { from: "utm_source" }),
];
const formBlock = (campaign: Record<string, unknown>): LandingBlock => ({
  type: "form",
  data: {
    title: "Inscreva-se",
    text: "",
    formType: "campaign",
    material: "",
    buttonLabel: "Quero participar",
    campaign: { preset: "", fields, ...campaign },
  },
});
const page = (slug: string, blocks: LandingBlock[]): LandingInput => ({
  slug,
  title: "Webinar de receita previsível",
  status: "published",
  publishAt: new Date(Date.now() - 60_000),
  seoTitle: null,
  seoDescription: null,
  socialImage: null,
  noindex: false,
  blocks,
});
async function save(input: LandingInput) {
  const id = (await landingPageBySlug(input.slug))?.id;
  if (!(await saveLandingPage(input, "teste", id))?.ok) throw new Error(`${input.slug} não salva`);
}
const thanks = {
  next: "thanks",
  thanksTitle: "Inscrição confirmada",
  thanksText: "Você vai receber o link da sala por e-mail.",
  confirmSubject: "Sua vaga no webinar",
  confirmText: "Sua inscrição está feita.\n\nAté dia 10, às 19h.",
};

const answers: [string, string][] = [
  ["nome", "Ana Souza"],
  ["email", "ana@empresa.com.br"],
  ["empresa", "Empresa Exemplo"],
  ["cargo", "Gerente"],
  ["temas", "Funil"],
  ["temas", "CRM"],
  ["aceite", "on"],
  ["evento", "outro valor"],
  ["origem", "linkedin"],
];

const DAY = 86_400_000;
// Whole minutes: the editor keeps an event's start as a Brasília wall-clock minute.
const inDays = (days: number) => new Date(Math.floor((Date.now() + days * DAY) / 60_000) * 60_000);
const start = inDays(3);
const upcoming = {
  start: toSaoPauloLocal(start),
  minutes: 90,
  room: "https://sala.exemplo/webinar",
};
const past = {
  start: toSaoPauloLocal(inDays(-2)),
  minutes: 60,
  place: "Av. Paulista, 1000",
  recording: "https://video.exemplo/gravacao",
};

let app: Awaited<ReturnType<typeof startApp>>;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let rd: Awaited<ReturnType<typeof startRdStation>>;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let editor: Visitor;
const visitor = newVisitors(() => app.url);

const send = (who: Visitor, path: string, pairs: [string, string][]) =>
  who.request(path, {
    method: "POST",
    body: new URLSearchParams([["_t", formToken()], ...pairs]),
  });

async function until<T>(read: () => T[], count: number) {
  const deadline = Date.now() + 15_000;
  while (read().length < count) {
    if (Date.now() > deadline) throw new Error(`esperava ${count}, chegaram ${read().length}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return read();
}

beforeAll(async () => {
  receiver = await startReceiver();
  rd = await startRdStation(KEY);
  smtp = await startSmtp();
  app = await startApp({
    TRUST_PROXY: "x-forwarded-for",
    WEBHOOK_LEADS_URL: receiver.url,
    RDSTATION_API_KEY: KEY,
    RDSTATION_API_URL: rd.url,
    SMTP_URL: smtp.url,
    MAIL_FROM: "Vetor Revenue <eventos@site.exemplo>",
  });
  await save(page("webinar-dezembro", [formBlock(thanks)]));
  await save(page("webinar-agenda", [formBlock({ next: "booking" })]));
  await save(page("webinar-ao-vivo", [formBlock({ ...thanks, event: upcoming })]));
  await save(page("webinar-passado", [formBlock({ ...thanks, event: past })]));
  editor = new Visitor(app.url, "192.0.2.62");
  await signIn(editor, app.url);
});
afterAll(async () => {
  await app?.close();
  await receiver?.close();
  await rd?.close();
  await smtp?.close();
});
beforeEach(async () => {
  await db().delete(leads);
  await db().delete(rateLimits);
  receiver.received.length = 0;
  rd.conversions.length = 0;
  smtp.messages.length = 0;
});

describe("a landing page's own form", () => {
  it("shows its fields, with a hidden field from the address filled in", async () => {
    const body = await (await visitor().request("/webinar-dezembro?utm_source=newsletter")).text();
    for (const label of ["Nome", "E-mail", "Cargo", "Temas de interesse", "Aceito receber"])
      expect(readable(body)).toContain(label);
    expect(body).toMatch(
      /<input[^>]*name="origem"[^>]*value="newsletter"|value="newsletter"[^>]*name="origem"/,
    );
    // A fixed value is the server's: it is not in the page.
    expect(body).not.toContain("Webinar de dezembro");
  });

  it("gives a refused post back with what was typed and each field's message", async () => {
    const refused: [string, string][] = [
      ["nome", ""],
      ["email", "sem-arroba"],
      ["empresa", "Empresa Exemplo"],
      ["cargo", "Gerente"],
      ["temas", "Funil"],
      ["temas", "CRM"],
    ];
    const response = await send(visitor(), "/webinar-dezembro", refused);
    expect(response.status).toBe(400);
    const body = await response.text();
    const text = readable(body);
    expect(text).toContain("Preencha: Nome.");
    expect(text).toContain("Por favor, insira um endereço de email válido.");
    expect(text).toContain('Marque "Aceito receber o convite" para continuar.');
    expect(body).toContain('value="Empresa Exemplo"');
    expect(body).toContain('value="sem-arroba"');
    // Both ticked choices come back ticked, the one left alone does not.
    const ticked = [...body.matchAll(/<input[^>]*name="temas"[^>]*>/g)].map((m) => m[0]);
    expect(ticked.filter((input) => / checked=""/.test(input))).toHaveLength(2);
    expect(ticked.find((input) => input.includes('value="Previsão"'))).not.toContain("checked");
    expect(await db().select().from(leads)).toHaveLength(0);
  });

  it("refuses a choice that is not one of the field's options", async () => {
    const response = await send(visitor(), "/webinar-dezembro", [
      ...answers.filter(([name]) => name !== "cargo"),
      ["cargo", "Presidente"],
    ]);
    expect(response.status).toBe(400);
    expect(readable(await response.text())).toContain("Escolha uma das opções.");
    expect(await db().select().from(leads)).toHaveLength(0);
  });

  it("stores the answers under their identifiers and labels, and shows the page's thanks", async () => {
    const who = visitor();
    const response = await send(who, "/webinar-dezembro", answers);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/webinar-dezembro#formulario");
    const after = readable(await who.follow(response));
    expect(after).toContain("Inscrição confirmada");
    expect(after).toContain("Você vai receber o link da sala por e-mail.");

    const [lead] = await db().select().from(leads);
    expect(lead?.formType).toBe("campaign");
    expect(lead?.payload).toMatchObject({
      nome: "Ana Souza",
      email: "ana@empresa.com.br",
      cargo: "Gerente",
      temas: ["Funil", "CRM"],
      aceite: "sim",
      evento: "Webinar de dezembro",
      origem: "linkedin",
      formId: "lp-webinar-dezembro",
      page: "/webinar-dezembro",
      fieldLabels: { cargo: "Cargo", temas: "Temas de interesse", evento: "Evento" },
    });
    expect(lead?.consent).toMatchObject({ text: "Aceito receber o convite" });

    // The webhook: flat, by identifier, with the page; the labels stay with us.
    const [hook] = await until(() => receiver.received, 1);
    expect(hook?.body).toMatchObject({
      nome: "Ana Souza",
      cargo: "Gerente",
      temas: ["Funil", "CRM"],
      evento: "Webinar de dezembro",
      page: "/webinar-dezembro",
      formType: "campaign",
    });
    expect(hook?.body).not.toHaveProperty("fieldLabels");

    // RD Station: the page's conversion, the answers as custom fields.
    const [payload] = await until(() => rd.conversions, 1);
    expect(payload).toMatchObject({
      conversion_identifier: "webinar-dezembro",
      email: "ana@empresa.com.br",
      name: "Ana Souza",
      cf_cargo: "Gerente",
      cf_temas: "Funil, CRM",
      cf_evento: "Webinar de dezembro",
    });
    expect(JSON.stringify(payload)).not.toContain("field_labels");

    // The confirmation, in the marketer's words.
    const [mail] = await smtp.received(1);
    expect(mail?.subject).toBe("Sua vaga no webinar");
    expect(mail?.text).toContain("Olá, Ana Souza!");
    expect(mail?.text).toContain("Até dia 10, às 19h.");
  });

  it("shows the answers under their labels to the team, after the field leaves the form", async () => {
    await send(visitor(), "/webinar-dezembro", answers);
    const [lead] = await db().select().from(leads);
    // The marketer takes 'Temas de interesse' out of the form.
    await save(
      page("webinar-dezembro", [
        formBlock({ ...thanks, fields: fields.filter((field) => field.id !== "temas") }),
      ]),
    );
    const text = readable(await (await editor.request(`/admin/leads/${lead?.id}`)).text());
    expect(text).toContain("Temas de interesse");
    expect(text).toContain("Funil, CRM");
    expect(text).toContain("Cargo");
    expect(text).toContain("Webinar de dezembro");
    expect(text).not.toContain("fieldLabels");
    await save(page("webinar-dezembro", [formBlock(thanks)]));
  });

  it("goes on to the diagnosis calendar when the marketer chose the booking", async () => {
    const response = await send(visitor(), "/webinar-agenda", answers);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/agenda-diagnostico");
    expect(await db().select().from(leads)).toHaveLength(1);
  });

  it("registers for an event: its confirmation carries it for the calendar, its reminders wait", async () => {
    const body = readable(await (await visitor().request("/webinar-ao-vivo")).text());
    expect(body).toContain("(horário de Brasília), 90 min · On-line");
    // The room is for the registrants.
    expect(body).not.toContain("sala.exemplo");

    const response = await send(visitor(), "/webinar-ao-vivo", answers);
    expect(response.status).toBe(302);
    // An earlier test's confirmation may still arrive: this one is the event's.
    const mail = await until(
      () => smtp.messages.filter((message) => message.text?.includes("sala.exemplo")),
      1,
    ).then((found) => found[0]);
    expect(mail?.subject).toBe("Sua vaga no webinar");
    expect(mail?.text).toContain("Sala on-line: https://sala.exemplo/webinar");
    expect(mail?.text).toContain("https://calendar.google.com/calendar/render?");
    expect(mail?.text).toContain("https://outlook.live.com/calendar/");
    const ics = mail?.attachments.find((file) => file.contentType.startsWith("text/calendar"));
    const calendar = ics?.content.toString() ?? "";
    expect(calendar).toContain("METHOD:PUBLISH");
    expect(calendar).toContain(
      `DTSTART:${start
        .toISOString()
        .replace(/[-:]/g, "")
        .replace(/\.\d{3}/, "")}`,
    );
    expect(calendar).toContain("SUMMARY:Webinar de receita previsível");

    const reminders = (await db().select().from(deliveries)).filter(
      (row) => row.purpose === "reminder",
    );
    expect(reminders.map((row) => row.nextAttemptAt?.getTime()).sort()).toEqual([
      start.getTime() - DAY,
      start.getTime() - 3_600_000,
    ]);
    expect(reminders.every((row) => row.status === "pending")).toBe(true);

    // The day before, on the test's clock: the reminder goes out, the hour's one still waits.
    smtp.messages.length = 0;
    const worker = queueWorker({
      db: db(),
      mailer: createMailer(smtp.url, { address: "eventos@site.exemplo" }, "site.exemplo"),
      now: () => new Date(start.getTime() - DAY + 60_000),
      intervalMs: 3_600_000,
    });
    try {
      worker.kick();
      await worker.idle();
      const reminders = () =>
        smtp.messages.filter((message) => message.subject?.startsWith("Lembrete"));
      const [reminder] = await until(reminders, 1);
      expect(reminder?.subject).toBe("Lembrete: Webinar de receita previsível é amanhã");
      expect(reminder?.text).toContain("https://sala.exemplo/webinar");
      expect(reminders()).toHaveLength(1);
    } finally {
      await worker.stop();
    }
  });

  it("says an event is over, offers its recording, takes no more registrations and leaves the sitemap", async () => {
    const body = readable(await (await visitor().request("/webinar-passado")).text());
    expect(body).toContain("Encerrado");
    expect(body).toContain("Assistir à gravação");
    expect(body).not.toContain("Quero participar");

    const response = await send(visitor(), "/webinar-passado", answers);
    expect(response.status).toBe(409);
    expect(readable(await response.text())).toContain("as inscrições estão encerradas");
    expect(await db().select().from(leads)).toHaveLength(0);

    const sitemap = await (await visitor().request("/sitemap.xml")).text();
    expect(sitemap).toContain("/webinar-ao-vivo</loc>");
    expect(sitemap).not.toContain("/webinar-passado</loc>");
  });

  it("lists a page's registrants, marks who attended and exports them by label", async () => {
    await send(visitor(), "/webinar-dezembro", answers);
    const bia = answers.map(([name, value]): [string, string] =>
      name === "nome"
        ? [name, "Bia Lima"]
        : name === "email"
          ? [name, "bia@empresa.com.br"]
          : [name, value],
    );
    await send(
      visitor(),
      "/webinar-dezembro",
      bia.filter(([name]) => name !== "temas"),
    );
    // A suspect waits for a person: not a registrant yet.
    await send(visitor(), "/webinar-dezembro", [...answers, [HONEYPOT_FIELD, "robô"]]);
    const path = "/admin/leads/inscritos/webinar-dezembro";
    const list = readable(await (await editor.request(path)).text());
    expect(list).toContain("2 inscritos · 0 compareceram");
    expect(list).toContain("Ana Souza");
    expect(list).toContain("Bia Lima");

    const [ana] = (await db().select().from(leads)).filter(
      (row) => row.payload.nome === "Ana Souza" && row.status !== "suspected",
    );
    const marked = await postAs(editor, app.url, path, {
      lead: ana?.id ?? "",
      name: "Ana Souza",
      intent: "attended",
    });
    expect(marked.status).toBe(302);
    expect(readable(await editor.follow(marked))).toContain("2 inscritos · 1 compareceu");
    // A registration of another page is not this page's to mark.
    const other = await postAs(editor, app.url, "/admin/leads/inscritos/webinar-agenda", {
      lead: ana?.id ?? "",
      intent: "attended",
    });
    expect(readable(await editor.follow(other))).toContain("Inscrição não encontrada");

    const csv = await editor.request(`${path}/inscritos.csv`);
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const [head, ...lines] = (await csv.text())
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(head).toBe(
      "Nome;E-mail;Empresa;Cargo;Temas de interesse;Aceito receber o convite;Evento;Origem;Inscrito em;Compareceu",
    );
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(
      /^Ana Souza;ana@empresa\.com\.br;Empresa Exemplo;Gerente;Funil, CRM;sim;Webinar de dezembro;linkedin;\d{2}\/\d{2}\/\d{4} \d{2}:\d{2};Sim$/,
    );
    expect(lines[1]).toMatch(/^Bia Lima;.*;;sim;.*;Não$/);

    // Without a session, no file.
    expect((await visitor().request(`${path}/inscritos.csv`)).status).not.toBe(200);
  });
});
