import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from "vitest";
import type { Database } from "~/server/db/index.server";
import { leads } from "~/server/db/schema.server";
import { type NewLead, storeLead } from "~/server/leads/outbox.server";
import { deleteSuspect, releaseSuspect } from "~/server/leads/suspects.server";
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
