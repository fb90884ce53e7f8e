import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { materialSlug } from "~/lib/materials";
import { type Database, db } from "~/server/db/index.server";
import { leads } from "~/server/db/schema.server";
import { type NewLead, storeLead } from "~/server/leads/outbox.server";
import { deleteSuspect, releaseSuspect } from "~/server/leads/suspects.server";
import { staticMaterials } from "~content/materials";
import { downloadForm } from "../support/actions";
import { formToken, startApp, Visitor } from "../support/app";
import { describeOnTargets } from "../support/databases";
import { startReceiver } from "../support/http";
import { deliveryWorker } from "../support/worker";

// Suspected submissions (ADR 0011): never delivered until a person releases one; then the
// worker delivers it like any lead. Deleting takes only a suspect.

const suspect: NewLead = {
  formType: "newsletter",
  payload: { name: "Ana", email: "ana@exemplo.com.br", formType: "newsletter" },
  suspicion: "honeypot",
};

describeOnTargets("suspected leads on $name", (target) => {
  let database: Database;
  let dispose: () => Promise<void>;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let urls: { newsletter: string; contact: string };
  const clock = new Date("2026-03-02T12:00:00Z");
  let worker: ReturnType<typeof deliveryWorker> | undefined;
  /** A pass of the server's worker: attempts made. */
  const deliver = () => {
    worker ??= deliveryWorker({ db: database.db, urls, now: () => clock, timeoutMs: 1_000 });
    return worker.pass();
  };
  const row = async (id: string) =>
    (await database.db.select().from(leads).where(eq(leads.id, id)))[0];

  beforeAll(async () => {
    ({ database, dispose } = await target.open());
    await database.migrate();
    receiver = await startReceiver();
    urls = { newsletter: receiver.url, contact: receiver.url };
  });
  afterAll(async () => {
    await receiver.close();
    await dispose();
  });
  beforeEach(async () => {
    await database.db.delete(leads);
    receiver.received.length = 0;
    receiver.answer(200);
  });
  afterEach(async () => {
    await worker?.stop();
    worker = undefined;
  });

  it("is never sent while suspected; released, the worker delivers it once, keyed by its id", async () => {
    const { id, status } = await storeLead(database.db, suspect, true, clock);
    expect(status).toBe("suspected");
    expect(await deliver()).toBe(0);
    expect(receiver.received).toHaveLength(0);

    expect(await releaseSuspect(database.db, id, urls, clock)).toEqual({
      id,
      status: "pending",
      deliveries: 0,
    });
    // Kept as the record of why it was held.
    expect(await row(id)).toMatchObject({ status: "pending", suspicion: "honeypot", attempts: 0 });
    expect((await row(id))?.nextAttemptAt).toEqual(clock);

    expect(await deliver()).toBe(1);
    expect(receiver.received).toEqual([{ body: { ...suspect.payload, leadId: id }, key: id }]);
    expect(await row(id)).toMatchObject({ status: "delivered", attempts: 1, deliveredAt: clock });
    expect(await deliver()).toBe(0);
  });

  it("released with no webhook for its form, it is stored and never sent", async () => {
    const { id } = await storeLead(database.db, suspect, true, clock);
    const released = await releaseSuspect(database.db, id, { contact: receiver.url }, clock);
    expect(released).toEqual({ id, status: "stored", deliveries: 0 });
    expect(await row(id)).toMatchObject({ status: "stored", nextAttemptAt: null });
    expect(await releaseSuspect(database.db, id, {}, clock)).toBeUndefined();
    expect(await deliver()).toBe(0);
    expect(receiver.received).toHaveLength(0);
  });

  it("releases only a suspect, and only once, even from two tabs at the same moment", async () => {
    const { id } = await storeLead(database.db, suspect, true, clock);
    const both = await Promise.all([
      releaseSuspect(database.db, id, urls, clock),
      releaseSuspect(database.db, id, urls, clock),
    ]);
    expect(both.filter(Boolean)).toEqual([{ id, status: "pending", deliveries: 0 }]);

    const stored = await storeLead(database.db, { ...suspect, suspicion: undefined }, false, clock);
    expect(await releaseSuspect(database.db, stored.id, urls, clock)).toBeUndefined();
    expect(await row(stored.id)).toMatchObject({ status: "stored", nextAttemptAt: null });
    for (const unknown of ["00000000-0000-4000-8000-000000000000", "nao-e-um-id"]) {
      expect(await releaseSuspect(database.db, unknown, urls, clock)).toBeUndefined();
    }
  });

  it("deletes one suspect and nothing else: not a lead, not one released meanwhile", async () => {
    const held = await storeLead(database.db, suspect, true, clock);
    const other = await storeLead(database.db, { ...suspect, suspicion: "too-fast" }, true, clock);
    const lead = await storeLead(database.db, { ...suspect, suspicion: undefined }, true, clock);
    await releaseSuspect(database.db, other.id, urls, clock);

    expect(await deleteSuspect(database.db, held.id)).toBe(true);
    expect(await row(held.id)).toBeUndefined();
    expect(await deleteSuspect(database.db, held.id)).toBe(false);
    expect(await deleteSuspect(database.db, other.id)).toBe(false);
    expect(await deleteSuspect(database.db, lead.id)).toBe(false);
    expect(await deleteSuspect(database.db, "nao-e-um-id")).toBe(false);
    const left = await database.db.select({ id: leads.id }).from(leads);
    expect(left.map((r) => r.id).sort()).toEqual([other.id, lead.id].sort());
  });
});

// What the visitor is told when the form is held as suspect (sent half a second after its page,
// as autofill does): what happens next, never why, and no e-mail said to be sent. Through the
// production build, as a form without JavaScript (a redirect and its flash message) and with it
// (the action's data, `.data`).
describe("what a suspect is told, over HTTP", () => {
  let app: Awaited<ReturnType<typeof startApp>>;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let count = 0;
  const visitor = () => new Visitor(app.url, `198.51.104.${++count}`);
  const person = { name: "Ana Souza", email: "ana@empresa.com.br", company: "Empresa Exemplo" };
  const slug = materialSlug(staticMaterials[0] ?? { title: "" });
  const material = `/materiais/${slug}`;

  beforeAll(async () => {
    receiver = await startReceiver();
    app = await startApp({
      TRUST_PROXY: "x-forwarded-for",
      FORM_MIN_FILL_SECONDS: "3",
      WEBHOOK_LEADS_URL: receiver.url,
      // An e-mail automation is set up: a person's download is said to be e-mailed.
      WEBHOOK_MATERIAL_EMAIL_URL: receiver.url,
    });
  });
  afterAll(async () => {
    await app?.close();
    await receiver?.close();
  });

  const forms: {
    form: string;
    path: string;
    data: string;
    fields: Record<string, string>;
    personSees: string;
    suspectSees: string;
  }[] = [
    {
      form: "newsletter",
      path: "/newsletter",
      data: "/newsletter.data",
      fields: { name: "Ana", email: person.email, consent: "on", source: "/servicos" },
      personSees: "Você foi inscrito em nossa newsletter com sucesso.",
      suspectSees: "Assim que nossa equipe confirmar, você passa a receber nossos conteúdos",
    },
    {
      form: "home lead",
      path: "/?index",
      data: "/_root.data?index",
      fields: { ...person, phone: "11999990000", role: "ceo", industry: "technology" },
      personSees: "Suas informações foram enviadas com sucesso.",
      suspectSees: "Nossa equipe vai analisá-lo e entrar em contato com você em breve.",
    },
    {
      form: "download",
      path: material,
      data: `${material}.data`,
      fields: { material: slug, ...downloadForm },
      personSees: "Seu download está pronto e também foi enviado para seu email.",
      suspectSees: "Nossa equipe vai analisá-lo e enviar o material para o seu e-mail em breve.",
    },
    {
      form: "privacy request",
      path: "/privacidade",
      data: "/privacidade.data",
      fields: { name: "Ana", email: person.email, kind: "access" },
      personSees: "Vamos responder no e-mail informado em até 15 dias.",
      suspectSees: "Nossa equipe vai analisá-lo e responder no e-mail informado.",
    },
  ];

  it.each(forms)("$form without JavaScript: held, told what comes next, no promise", async (f) => {
    const suspect = visitor();
    const held = await suspect.post(f.path, { _t: formToken(500), ...f.fields });
    expect(held.status).toBe(302);
    const page = await suspect.follow(held);
    expect(page).toContain(f.suspectSees);
    expect(page).not.toContain(f.personSees);
    expect(page).not.toMatch(/enviad[oa] para seu e-?mail|também enviamos/i);
    // A person sent the same form after filling it: the usual message.
    const who = visitor();
    expect(await who.follow(await who.post(f.path, { _t: formToken(), ...f.fields }))).toContain(
      f.personSees,
    );
    const stored = await db().select().from(leads);
    expect(stored.filter((row) => row.suspicion === "too-fast").length).toBeGreaterThan(0);
  });

  it.each(forms)("$form with JavaScript: the reply says what comes next", async (f) => {
    const reply = await visitor().post(f.data, { _t: formToken(500), _js: "1", ...f.fields });
    expect(reply.status).toBe(200);
    const text = await reply.text();
    expect(text).toContain(f.suspectSees);
    expect(text).not.toContain(f.personSees);
    const person = await visitor().post(f.data, { _t: formToken(), _js: "1", ...f.fields });
    expect(await person.text()).toContain(f.personSees);
  });

  it("a suspect's download stays on its page, and /booking offers no link before the review", async () => {
    const suspect = visitor();
    const held = await suspect.post(material, {
      _t: formToken(500),
      material: slug,
      ...downloadForm,
    });
    expect(held.headers.get("location")).toBe(`${material}#baixar`);
    const booking = await (await suspect.request("/booking")).text();
    expect(booking).not.toContain("Baixar material");
    expect(booking).not.toContain("Também enviamos o link para o seu e-mail.");
    // A person's download is offered there.
    const who = visitor();
    await who.post(material, { _t: formToken(), material: slug, ...downloadForm });
    expect(await (await who.request("/booking")).text()).toContain("Baixar material");
  });

  it("a suspect's diagnosis goes on to the calendar like anyone's: booking is their own step", async () => {
    const suspect = visitor();
    const held = await suspect.post("/diagnostico", {
      _t: formToken(500),
      ...person,
      role: "ceo",
    });
    expect(held.headers.get("location")).toBe("/agenda-diagnostico");
    const page = await suspect.follow(held);
    expect(page).toContain("Redirecionando para agendamento...");
    expect(page).not.toMatch(/enviad[oa] para seu e-?mail/i);
  });
});
