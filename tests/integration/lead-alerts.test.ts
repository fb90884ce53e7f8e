import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { HONEYPOT_FIELD } from "~/lib/forms/spam-fields";
import { db } from "~/server/db/index.server";
import { adminUsers, leads, rateLimits } from "~/server/db/schema.server";
import { formToken, newVisitors, startApp } from "../support/app";
import { startSmtp } from "../support/smtp";

// The alert a member chose in 'Minha conta': an e-mail in the minute a lead arrives, with its
// fields in Portuguese, where it came from and the link to it; never for a suspect.

const ORIGIN = "https://site.exemplo";
let app: Awaited<ReturnType<typeof startApp>>;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
const visitor = newVisitors(() => app.url);

const diagnosis = {
  name: "Ana Souza",
  email: "ana@empresa.com.br",
  company: "Empresa Exemplo",
  role: "cro",
  phone: "11 99999-0000",
  message: "Queremos organizar o funil.",
};

beforeAll(async () => {
  smtp = await startSmtp();
  app = await startApp({
    TRUST_PROXY: "x-forwarded-for",
    BASE_URL: ORIGIN,
    SMTP_URL: smtp.url,
    MAIL_FROM: "Vetor Revenue <avisos@site.exemplo>",
  });
  await db()
    .update(adminUsers)
    .set({ email: "vendas@site.exemplo", alertForms: ["diagnosis"] });
});
afterAll(async () => {
  await app?.close();
  await smtp?.close();
});
beforeEach(async () => {
  await db().delete(leads);
  await db().delete(rateLimits);
  smtp.messages.length = 0;
});

describe("lead alerts", () => {
  it("e-mails a member who chose the form: subject, fields in Portuguese, origin, link", async () => {
    const who = visitor();
    await who.request("/?utm_source=linkedin&utm_medium=social&utm_campaign=abril", {
      headers: { accept: "text/html" },
    });
    const response = await who.post("/diagnostico", { _t: formToken(), ...diagnosis });
    expect(response.status).toBe(302);
    const [alert] = await smtp.received(1);
    // The person's grade (lib/score): a CRO with a company e-mail, a form sent today.
    expect(alert?.subject).toBe("Novo lead B3: Ana Souza — Diagnóstico");
    expect(alert?.to && "text" in alert.to ? alert.to.text : "").toBe("vendas@site.exemplo");
    const [lead] = await db().select().from(leads);
    expect(alert?.text).toContain("Pontuação: Perfil B · Interesse 3");
    expect(alert?.text).toContain("Cargo: CRO");
    expect(alert?.text).toContain("Mensagem: Queremos organizar o funil.");
    expect(alert?.text).toContain("Página do formulário: /diagnostico");
    expect(alert?.text).toContain("Campanha: linkedin / social / abril");
    expect(alert?.text).toContain(`${ORIGIN}/admin/leads/${lead?.id}`);
    expect(alert?.html).toContain(`href="${ORIGIN}/admin/leads/${lead?.id}"`);
  });

  it("shows the addresses a lead typed as text, never as links, in both parts", async () => {
    const response = await visitor().post("/diagnostico", {
      _t: formToken(),
      ...diagnosis,
      name: "Suporte www.pague.exemplo",
      message: "Boleto vencido: pague em https://pague.exemplo/boleto ou suporte@pague.exemplo",
    });
    expect(response.status).toBe(302);
    const [alert] = await smtp.received(1);
    const [lead] = await db().select().from(leads);
    const html = String(alert?.html);
    const text = alert?.text ?? "";
    expect(text).toContain(
      "Mensagem: Boleto vencido: pague em https[:]//pague[.]exemplo/boleto ou suporte@pague[.]exemplo",
    );
    expect(html).toContain("https[:]//pague[.]exemplo/boleto");
    // The lead's own e-mail too: text the team can read and copy, not a mailto: link.
    expect(text).toContain("E-mail: ana@empresa[.]com[.]br");
    expect(html).toContain("ana@empresa[.]com[.]br");
    expect(alert?.subject).toBe("Novo lead B3: Suporte www[.]pague[.]exemplo — Diagnóstico");
    for (const part of [text, html, alert?.subject ?? ""]) {
      expect(part).not.toContain("pague.exemplo");
      expect(part).not.toContain("https://pague");
    }
    // The one link is ours: the lead in the admin.
    expect([...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1])).toEqual([
      `${ORIGIN}/admin/leads/${lead?.id}`,
    ]);
  });

  it("sends nothing for a form the member did not choose, nor for a suspect", async () => {
    await visitor().post("/newsletter", {
      _t: formToken(),
      source: "/",
      name: "Bia",
      email: "bia@empresa.com.br",
      consent: "on",
    });
    await visitor().post("/diagnostico", {
      _t: formToken(),
      ...diagnosis,
      [HONEYPOT_FIELD]: "robô",
    });
    // A chosen form's lead after them: its alert is the only choice's e-mail. The new person
    // of the newsletter is the member's by routing (the only host): that e-mail says so.
    await visitor().post("/diagnostico", { _t: formToken(), ...diagnosis, name: "Caio" });
    const messages = await smtp.received(2);
    expect(messages.map((m) => m.subject).sort()).toEqual([
      "Novo lead B3: Caio — Diagnóstico",
      "Novo lead C2: Bia — Newsletter",
    ]);
    const owner = messages.find((m) => m.subject === "Novo lead C2: Bia — Newsletter");
    expect(owner?.text).toContain("é o responsável por esta pessoa");
    expect(await db().select().from(leads)).toHaveLength(3);
  });
});
