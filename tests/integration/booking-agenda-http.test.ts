import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingRules } from "~/server/booking/rules.server";
import { db } from "~/server/db/index.server";
import { adminUsers, bookingHosts, bookings, leads } from "~/server/db/schema.server";
import { postAs, signIn, signInMember } from "../support/admin";
import { startApp, Visitor } from "../support/app";

// The admin's 'Agenda' over HTTP on the production build (ADR 0057): Administrador and
// Comercial open it and mark a past call 'Realizada' or 'Não compareceu'; only an
// Administrador changes the call's rules, even by a forged post; an Editor does not open it.

let app: Awaited<ReturnType<typeof startApp>>;
let admin: Visitor;
let sales: Visitor;
let editor: Visitor;
let ips = 0;
const visitor = () => new Visitor(app.url, `198.51.121.${++ips}`);

const rules = (overrides: Record<string, string> = {}) => ({
  intent: "rules",
  title: "Diagnóstico gratuito",
  lengthMinutes: "45",
  bufferBeforeMinutes: "0",
  bufferAfterMinutes: "15",
  noticeHours: "4",
  horizonDays: "30",
  dailyCap: "6",
  zone: "America/Sao_Paulo",
  ...overrides,
});

/** A call of the first host with a lead of its own, `hours` from now (negative: past). */
async function storeCall(hours: number) {
  const [host] = await db().select({ id: bookingHosts.adminId }).from(bookingHosts).limit(1);
  const [lead] = await db()
    .insert(leads)
    .values({
      formType: "booking",
      payload: { name: "Marina Costa", email: "marina@industria.com.br", company: "Indústria" },
      status: "delivered",
    })
    .returning({ id: leads.id });
  const start = new Date(Date.now() + hours * 3_600_000);
  const end = new Date(start.getTime() + 45 * 60_000);
  const [call] = await db()
    .insert(bookings)
    .values({
      hostId: host?.id ?? 0,
      leadId: lead?.id ?? "",
      uid: `agenda-http-${hours}`,
      startsAt: start,
      endsAt: end,
      blockedFrom: start,
      blockedUntil: end,
    })
    .returning({ id: bookings.id });
  return call?.id ?? "";
}

const outcomeOf = async (id: string) =>
  (await db().select({ outcome: bookings.outcome }).from(bookings).where(eq(bookings.id, id)))[0]
    ?.outcome;

beforeAll(async () => {
  app = await startApp({ TRUST_PROXY: "x-forwarded-for" });
  admin = visitor();
  await signIn(admin, app.url);
  sales = visitor();
  await signInMember(admin, sales, app.url, { role: "sales", email: "vendas@empresa.com.br" });
  editor = visitor();
  await signInMember(admin, editor, app.url, { role: "editor", email: "rita@empresa.com.br" });
});
afterAll(async () => {
  await app?.close();
});

describe("/admin/agenda", () => {
  it("lists a call by host, linked to its lead, for Administrador and Comercial", async () => {
    await storeCall(48);
    for (const who of [admin, sales]) {
      const response = await who.request("/admin/agenda");
      expect(response.status).toBe(200);
      const page = await response.text();
      expect(page).toContain("Marina Costa");
      expect(page).toMatch(/href="\/admin\/leads\/[0-9a-f-]{36}"/);
    }
    expect(await (await admin.request("/admin/agenda")).text()).toContain("Salvar regras");
    expect(await (await sales.request("/admin/agenda")).text()).not.toContain("Salvar regras");
    const refused = await editor.request("/admin/agenda");
    expect(refused.status).not.toBe(200);
  });

  it("marks a past call 'Realizada', and refuses one that has not begun", async () => {
    const past = await storeCall(-3);
    const marked = await postAs(sales, app.url, "/admin/agenda", {
      intent: "outcome",
      id: past,
      outcome: "held",
    });
    expect(marked.status).toBe(302);
    expect(await outcomeOf(past)).toBe("held");

    const future = await storeCall(72);
    const early = await postAs(sales, app.url, "/admin/agenda", {
      intent: "outcome",
      id: future,
      outcome: "no_show",
    });
    expect(early.status).toBe(302);
    expect(await outcomeOf(future)).toBeNull();
  });

  it("saves the call's rules for an Administrador only, and gives a refused form back", async () => {
    const forged = await postAs(sales, app.url, "/admin/agenda", rules({ lengthMinutes: "30" }));
    expect(forged.status).toBe(403);
    expect((await bookingRules(db())).lengthMinutes).toBe(45);

    const bad = await postAs(admin, app.url, "/admin/agenda", rules({ lengthMinutes: "5" }));
    expect(bad.status).toBe(400);
    const page = await bad.text();
    expect(page).toContain("Use um número inteiro de 15 a 180.");
    expect(page).toMatch(/name="lengthMinutes"[^>]*value="5"|value="5"[^>]*name="lengthMinutes"/);
    expect((await bookingRules(db())).lengthMinutes).toBe(45);

    const saved = await postAs(admin, app.url, "/admin/agenda", rules({ lengthMinutes: "30" }));
    expect(saved.status).toBe(302);
    expect((await bookingRules(db())).lengthMinutes).toBe(30);
  });

  it("lets only an Administrador change a host's weight", async () => {
    const [host] = await db().select({ id: bookingHosts.adminId }).from(bookingHosts).limit(1);
    const row = { intent: "host", id: String(host?.id), weight: "3", active: "on" };
    expect((await postAs(sales, app.url, "/admin/agenda", row)).status).toBe(403);
    expect((await postAs(admin, app.url, "/admin/agenda", row)).status).toBe(302);
    const [after] = await db()
      .select({ weight: bookingHosts.weight, name: adminUsers.username })
      .from(bookingHosts)
      .innerJoin(adminUsers, eq(adminUsers.id, bookingHosts.adminId))
      .where(eq(bookingHosts.adminId, host?.id ?? 0));
    expect(after?.weight).toBe(3);
  });
});
