import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openDatabase } from "~/server/db/client.server";
import type { Database } from "~/server/db/index.server";
import { jobs, leads } from "~/server/db/schema.server";
import { storeLead } from "~/server/leads/outbox.server";
import { LEASE_MS, MAX_ATTEMPTS } from "~/server/queue/jobs.server";
import { createPostgresDatabase, describeOnTargets } from "../support/databases";
import { startReceiver } from "../support/http";
import { deliveryWorker, type QueueWorkerOptions, queueWorker } from "../support/worker";

const newsletter = {
  formType: "newsletter" as const,
  payload: {
    name: "Ana",
    email: "ana@exemplo.com.br",
    formType: "newsletter",
    source: "http://localhost/",
    timestamp: "2026-01-01T00:00:00.000Z",
  },
};

describeOnTargets("lead outbox on $name", (target) => {
  let database: Database;
  let dispose: () => Promise<void>;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let clock: Date;
  let worker: ReturnType<typeof deliveryWorker> | undefined;
  /** A pass of the server's worker, started for the test at its first pass: attempts made. */
  const run = (extra: Partial<QueueWorkerOptions> = {}) => {
    worker ??= deliveryWorker({
      db: database.db,
      urls: {
        newsletter: receiver.url,
        contact: receiver.url,
        diagnosis: receiver.url,
        home: receiver.url,
      },
      now: () => clock,
      timeoutMs: 1_000,
      ...extra,
    });
    return worker.pass();
  };
  const row = async (id: string) =>
    (await database.db.select().from(leads).where(eq(leads.id, id)))[0];

  beforeAll(async () => {
    ({ database, dispose } = await target.open());
    await database.migrate();
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await receiver.close();
    await dispose();
  });
  beforeEach(async () => {
    await database.db.delete(leads);
    receiver.received.length = 0;
    receiver.answer(200);
    clock = new Date("2026-03-02T12:00:00Z");
  });
  afterEach(async () => {
    await worker?.stop();
    worker = undefined;
  });

  it("keeps a lead with no webhook as stored and never sends it", async () => {
    const lead = await storeLead(database.db, newsletter, false, clock);
    expect(lead.status).toBe("stored");
    expect(await run()).toBe(0);
    expect(receiver.received).toHaveLength(0);
  });

  it("delivers the spec's payload plus the lead id, keyed by the id", async () => {
    const { id } = await storeLead(database.db, newsletter, true, clock);
    expect(await run()).toBe(1);
    expect(receiver.received).toEqual([{ body: { ...newsletter.payload, leadId: id }, key: id }]);
    expect(await row(id)).toMatchObject({
      status: "delivered",
      attempts: 1,
      lastError: null,
      deliveredAt: clock,
    });
    expect(await run()).toBe(0);
  });

  it("retries a failure within a minute and then delivers once", async () => {
    const { id } = await storeLead(database.db, newsletter, true, clock);
    receiver.answer(500);
    await run();
    const failed = await row(id);
    expect(failed).toMatchObject({ status: "pending", attempts: 1, lastError: "HTTP 500" });
    const wait = (failed?.nextAttemptAt?.getTime() ?? 0) - clock.getTime();
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60_000);
    expect(await run()).toBe(0); // not due yet
    receiver.answer(200);
    clock = new Date(clock.getTime() + 60_000);
    expect(await run()).toBe(1);
    expect(await row(id)).toMatchObject({ status: "delivered", attempts: 2 });
    expect(receiver.received.map((r) => r.key)).toEqual([id, id]);
  });

  it("counts 422 as delivered for the contact and diagnosis form only (spec section 7)", async () => {
    receiver.answer(422);
    const lead = (formType: "contact" | "diagnosis" | "home", extra = {}) =>
      storeLead(
        database.db,
        { formType, payload: { ...newsletter.payload, formType, ...extra } },
        true,
        clock,
      );
    const contact = await lead("contact");
    const diagnosis = await lead("diagnosis");
    // The home form's leads are contact leads, but its row of the spec takes only a success.
    const home = await lead("contact", { formId: "home-lead" });
    const oldHome = await lead("home");
    const news = await storeLead(database.db, newsletter, true, clock);
    await run();
    expect((await row(contact.id))?.status).toBe("delivered");
    expect((await row(diagnosis.id))?.status).toBe("delivered");
    for (const refused of [home, oldHome, news]) {
      expect(await row(refused.id)).toMatchObject({ status: "pending", lastError: "HTTP 422" });
    }
  });

  it("gives up after the last attempt, about a day later, as failed", async () => {
    const { id } = await storeLead(database.db, newsletter, true, clock);
    receiver.answer(503);
    const start = clock.getTime();
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      const due = (await row(id))?.nextAttemptAt;
      if (due) clock = due;
      expect(await run()).toBe(1);
    }
    const last = await row(id);
    expect(last).toMatchObject({ status: "failed", attempts: MAX_ATTEMPTS, nextAttemptAt: null });
    expect(MAX_ATTEMPTS).toBeGreaterThanOrEqual(8);
    expect(clock.getTime() - start).toBeGreaterThan(18 * 3_600_000);
    expect(await run()).toBe(0);
  });

  it("stops waiting for a receiver that hangs and tries again later", async () => {
    const { id } = await storeLead(database.db, newsletter, true, clock);
    receiver.hang();
    await run({ timeoutMs: 200 });
    expect(await row(id)).toMatchObject({
      status: "pending",
      attempts: 1,
      lastError: "sem resposta em 200 ms",
    });
  });

  /**
   * The server's worker, REI leads going to a receiver that never answers: stores one REI lead
   * and waits until the receiver holds it, then stores a newsletter lead and waits until it is
   * delivered. Returns the REI lead's status at that moment.
   */
  async function newsletterBesideSilentRei(worker: { batch: number; timeoutMs: number }) {
    const silent = await startReceiver();
    silent.hang();
    const running = queueWorker({
      db: database.db,
      urls: { rei: silent.url, newsletter: receiver.url },
      intervalMs: 60_000,
      ...worker,
    });
    try {
      const stuck = await storeLead(database.db, { ...newsletter, formType: "rei" }, true);
      running.kick();
      await expect.poll(() => silent.received.length, { timeout: 10_000 }).toBe(1);
      const { id } = await storeLead(database.db, newsletter, true);
      running.kick();
      await expect
        .poll(() => receiver.received.map((r) => r.key), { timeout: 10_000 })
        .toEqual([id]);
      await expect.poll(async () => (await row(id))?.status, { timeout: 10_000 }).toBe("delivered");
      return (await row(stuck.id))?.status;
    } finally {
      await silent.close();
      await running.stop(2_000);
    }
  }

  it("in the server's worker, a receiver that never answers does not hold up other leads", async () => {
    // A timeout far longer than the test waits: the newsletter must not wait for the REI lead.
    const rei = await newsletterBesideSilentRei({ batch: 20, timeoutMs: 120_000 });
    expect(rei).toBe("delivering");
  });

  it("in the server's worker, goes on delivering once every place was held by a silent receiver", async () => {
    // One place, taken by the REI lead; the newsletter goes once that attempt times out.
    const rei = await newsletterBesideSilentRei({ batch: 1, timeoutMs: 300 });
    expect(rei).toBe("pending");
  });

  it("takes back a lead whose worker died mid-delivery once its lease ends", async () => {
    const { id } = await storeLead(database.db, newsletter, true, clock);
    // A worker claims it and dies: its job stays held, the row 'delivering', until the lease ends.
    const leaseUntil = new Date(clock.getTime() + LEASE_MS);
    await database.db
      .update(jobs)
      .set({ status: "running", leaseUntil })
      .where(eq(jobs.leadId, id));
    await database.db
      .update(leads)
      .set({ status: "delivering", nextAttemptAt: leaseUntil })
      .where(eq(leads.id, id));
    expect(await run()).toBe(0);
    clock = new Date(clock.getTime() + LEASE_MS + 1);
    expect(await run()).toBe(1);
    expect((await row(id))?.status).toBe("delivered");
  });
});

// Two worker processes would each have their own connection pool: two pools here.
const onPostgres = describe.skipIf(!process.env.TEST_DATABASE_URL);

onPostgres("two workers on one PostgreSQL", () => {
  it("deliver every lead exactly once", async () => {
    const created = await createPostgresDatabase();
    const first = await openDatabase({ url: created.url, maxConnections: 4 });
    const second = await openDatabase({ url: created.url, maxConnections: 4 });
    const receiver = await startReceiver();
    const workers: ReturnType<typeof queueWorker>[] = [];
    try {
      await first.migrate();
      const ids = [];
      for (let i = 0; i < 60; i++) {
        ids.push(
          (
            await storeLead(
              first.db,
              { ...newsletter, payload: { ...newsletter.payload, n: i } },
              true,
            )
          ).id,
        );
      }
      // Each drains on its own: started, then refilled as its attempts end, with no kick.
      for (const { db } of [first, second]) {
        workers.push(queueWorker({ db, urls: { newsletter: receiver.url }, batch: 5 }));
      }
      const delivered = async () =>
        (await first.db.select().from(leads)).filter((r) => r.status === "delivered").length;
      await expect.poll(delivered, { timeout: 30_000 }).toBe(60);
      await Promise.all(workers.map((worker) => worker.idle()));
      const keys = receiver.received.map((r) => r.key);
      expect(keys).toHaveLength(60);
      expect(new Set(keys)).toEqual(new Set(ids));
      const rows = await first.db.select().from(leads);
      expect(rows.every((r) => r.status === "delivered" && r.attempts === 1)).toBe(true);
    } finally {
      await Promise.all(workers.map((worker) => worker.stop(2_000)));
      await receiver.close();
      await first.close();
      await second.close();
      await created.drop();
    }
  });
});
