import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { HONEYPOT_FIELD } from "~/lib/forms/spam-fields";
import { materialSlug } from "~/lib/materials";
import { db } from "~/server/db/index.server";
import { deliveries, leads, rateLimits } from "~/server/db/schema.server";
import { staticMaterials } from "~content/materials";
import { downloadForm } from "../support/actions";
import { postAs, signIn } from "../support/admin";
import { formToken, newVisitors, startApp, Visitor } from "../support/app";
import { freePort, startSmtp } from "../support/smtp";

// The material e-mail sent by us (ADR 0039): SMTP_URL set, no e-mail automation webhook. A
// real SMTP server on 127.0.0.1 receives it; one that is down loses nothing.

/** The site's address: admin posts must come from it. */
const ORIGIN = "https://site.exemplo";

let app: Awaited<ReturnType<typeof startApp>>;
let smtpPort: number;
let smtp: Awaited<ReturnType<typeof startSmtp>> | undefined;
let editor: Visitor;
const visitor = newVisitors(() => app.url);

const sample = staticMaterials[0];
if (!sample) throw new Error("sem materiais de exemplo");
const slug = materialSlug(sample);

async function download(extra: Record<string, string> = {}) {
  const who = visitor();
  const response = await who.post(`/materiais/${slug}`, {
    _t: formToken(),
    material: slug,
    ...downloadForm,
    ...extra,
  });
  // A person goes on to /booking; a suspect stays on the material's page (told it is reviewed).
  const held = HONEYPOT_FIELD in extra;
  expect(response.headers.get("location")).toBe(held ? `/materiais/${slug}#baixar` : "/booking");
  return who.follow(response);
}

const allDeliveries = () => db().select().from(deliveries);

/** Waits until the worker has tried the only delivery at least once. */
async function firstAttempt() {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const [row] = await allDeliveries();
    if (row && row.attempts > 0) return row;
    if (Date.now() > deadline) throw new Error("o envio não foi tentado");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function delivered(id: string) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const [row] = await db().select().from(deliveries).where(eq(deliveries.id, id));
    if (row?.status === "delivered") return row;
    if (Date.now() > deadline) throw new Error(`o envio ficou ${row?.status}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const resend = (leadId: string, deliveryId: string) =>
  postAs(editor, ORIGIN, `/admin/leads/${leadId}`, {
    intent: "resend-delivery",
    delivery: deliveryId,
  });

beforeAll(async () => {
  smtpPort = await freePort();
  app = await startApp({
    TRUST_PROXY: "x-forwarded-for",
    BASE_URL: ORIGIN,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    MAIL_FROM: "Vetor Revenue <materiais@site.exemplo>",
  });
  editor = new Visitor(app.url, "192.0.2.60");
  await signIn(editor, ORIGIN);
});
afterAll(async () => {
  await smtp?.close();
  await app?.close();
});
beforeEach(async () => {
  await smtp?.close();
  smtp = undefined;
  await db().delete(leads);
  await db().delete(rateLimits);
});

describe("the material e-mail, sent by us", () => {
  it("reaches the person: subject, sender, the signed link that downloads, one lead", async () => {
    smtp = await startSmtp(smtpPort);
    const booking = await download();
    expect(booking).toContain("enviado para seu email");

    const [message] = await smtp.received(1);
    expect(message?.subject).toBe(`Seu material: ${sample.title}`);
    expect(message?.from?.text).toBe('"Vetor Revenue" <materiais@site.exemplo>');
    expect(message?.to && "text" in message.to ? message.to.text : "").toBe("ana@empresa.com.br");
    expect(message?.text).toContain("Olá, Ana!");
    const link = /https:\/\/site\.exemplo(\/baixar\/[^\s]+)/.exec(message?.text ?? "")?.[1];
    expect(link).toMatch(/^\/baixar\/material-\d+\.\d+\.[\w-]{32}$/);
    expect(message?.html).toContain(`href="https://site.exemplo${link}"`);

    const file = await visitor().request(link ?? "");
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/pdf");
    await file.arrayBuffer();

    // One download is one lead; the e-mail is its delivery, delivered.
    const stored = await db().select().from(leads);
    expect(stored.map((lead) => lead.formType)).toEqual(["download"]);
    const [sent] = await allDeliveries();
    expect(sent).toMatchObject({ leadId: stored[0]?.id, channel: "email", status: "delivered" });
    expect(message?.messageId).toBe(`<${sent?.id}@site.exemplo>`);
  });

  it("greets with just 'Olá!' when the name typed is a message with a link", async () => {
    smtp = await startSmtp(smtpPort);
    await download({
      firstName: "Boleto vencido - pague em https://pague.exemplo/boleto",
      email: "vitima@empresa.com.br",
    });
    const [message] = await smtp.received(1);
    expect(message?.text?.startsWith("Olá!\n")).toBe(true);
    expect(String(message?.html)).toContain(">Olá!</p>");
    for (const part of [message?.subject ?? "", message?.text ?? "", String(message?.html)]) {
      expect(part).not.toContain("Boleto");
      expect(part).not.toContain("pague.exemplo");
    }
    // The lead keeps what was typed, for the team.
    const [lead] = await db().select().from(leads);
    expect(lead?.payload).toMatchObject({
      firstName: "Boleto vencido - pague em https://pague.exemplo/boleto",
    });
  });

  it("waits while the mail server is down, shows the failure, and 'Reenviar' sends it once", async () => {
    await download();
    const failed = await firstAttempt();
    expect(failed.status).toBe("pending");
    expect(failed.lastError).toMatch(/^SMTP: /);
    const leadId = failed.leadId ?? "";

    const page = await (await editor.request(`/admin/leads/${leadId}`)).text();
    expect(page).toContain("E-mail do material para ana@empresa.com.br");
    expect(page).toContain("Último erro: SMTP:");
    expect(page).toContain('aria-label="Reenviar: E-mail do material para ana@empresa.com.br"');

    smtp = await startSmtp(smtpPort);
    const again = await resend(leadId, failed.id);
    expect(again.status).toBe(302);
    expect(await editor.follow(again)).toContain("Envio reenviado");
    await delivered(failed.id);
    expect(await smtp.received(1)).toHaveLength(1);

    // Delivered: another 'Reenviar' sends nothing.
    const refused = await resend(leadId, failed.id);
    expect(await editor.follow(refused)).toContain("Envio não reenviado");
    await download();
    await smtp.received(2);
    expect(smtp.messages).toHaveLength(2);
    expect(smtp.messages.filter((m) => m.messageId === `<${failed.id}@site.exemplo>`)).toHaveLength(
      1,
    );
  });

  it("a person asking for the same material twice is one lead with two downloads", async () => {
    smtp = await startSmtp(smtpPort);
    await download();
    await download({ email: "ANA@empresa.com.br" });
    // Each request gets its own e-mail with the link.
    expect(await smtp.received(2)).toHaveLength(2);
    const stored = await db().select().from(leads);
    expect(stored).toHaveLength(1);
    expect(stored[0]?.submissions).toBe(2);
    const page = await (await editor.request(`/admin/leads/${stored[0]?.id}`)).text();
    expect(page).toContain("2 vezes (a última em");
    // Another material, or another person, is another lead.
    await download({ email: "bia@empresa.com.br" });
    expect(await db().select().from(leads)).toHaveLength(2);
  });

  it("holds a suspected download's e-mail until a person releases it", async () => {
    smtp = await startSmtp(smtpPort);
    await download({ [HONEYPOT_FIELD]: "preenchido por um robô" });
    const [held] = await allDeliveries();
    expect(held?.status).toBe("held");
    const [lead] = await db().select().from(leads);
    expect(lead?.status).toBe("suspected");

    const released = await postAs(editor, ORIGIN, `/admin/leads/${lead?.id}`, {
      intent: "release",
    });
    expect(released.status).toBe(302);
    await delivered(held?.id ?? "");
    expect(await smtp.received(1)).toHaveLength(1);
  });

  it("deletes a person's e-mails with their data", async () => {
    smtp = await startSmtp(smtpPort);
    await download();
    await smtp.received(1);
    const [lead] = await db().select().from(leads);
    const erased = await postAs(editor, ORIGIN, `/admin/leads/${lead?.id}`, {
      intent: "erase",
      confirm: "on",
    });
    expect(erased.status).toBe(302);
    expect(await allDeliveries()).toEqual([]);
  });
});
