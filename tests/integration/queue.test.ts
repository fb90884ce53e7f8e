import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from "vitest";
import { type Database, setDatabase } from "~/server/db/index.server";
import { jobs } from "~/server/db/schema.server";
import { createMailer } from "~/server/email/mailer.server";
import { storeLead } from "~/server/leads/outbox.server";
import { deleteExpired, erasePersonalData } from "~/server/leads/personal-data.server";
import { releaseSuspect } from "~/server/leads/suspects.server";
import { enqueueJob } from "~/server/queue/index.server";
import { startWorker } from "~/server/queue/worker.server";
import { describeOnTargets } from "../support/databases";
import { freePort, startSmtp } from "../support/smtp";
import { queueWorker } from "../support/worker";

// Jobs due at a time (ADR 0056): queued with a key, run once when due, on each database.

const reminder = {
  to: "ana@exemplo.com.br",
  subject: "Lembrete: sua reunião é hoje às 10h",
  text: "Olá, Ana!",
  html: "<p>Olá, Ana!</p>",
};

describeOnTargets("jobs due at a time on $name", (target) => {
  let database: Database;
  let dispose: () => Promise<void>;
  let smtpPort: number;
  let smtp: Awaited<ReturnType<typeof startSmtp>> | undefined;
  let clock: Date;
  let worker: ReturnType<typeof queueWorker> | undefined;

  /** One pass of the server's worker on the test's clock. */
  const pass = async () => {
    worker ??= queueWorker({
      db: database.db,
      mailer: createMailer(`smtp://127.0.0.1:${smtpPort}`, { address: "site@exemplo" }, "exemplo"),
      now: () => clock,
      intervalMs: 3_600_000,
    });
    worker.kick();
    await worker.idle();
  };
  const job = async (key: string) =>
    (await database.db.select().from(jobs).where(eq(jobs.key, key)))[0];

  beforeAll(async () => {
    ({ database, dispose } = await target.open());
    await database.migrate();
    setDatabase(database);
    smtpPort = await freePort();
  });
  afterAll(async () => {
    setDatabase(undefined);
    await dispose();
  });
  beforeEach(async () => {
    await database.db.delete(jobs);
    // Monday afternoon in São Paulo.
    clock = new Date("2026-03-02T14:30:00-03:00");
    smtp = await startSmtp(smtpPort);
  });
  afterEach(async () => {
    await worker?.stop(2_000);
    worker = undefined;
    await smtp?.close();
  });

  it("sends an e-mail due tomorrow at 09:00 in São Paulo once, and not before", async () => {
    const runAt = new Date("2026-03-03T09:00:00-03:00");
    expect(runAt.toLocaleString("sv-SE", { timeZone: "America/Sao_Paulo" })).toBe(
      "2026-03-03 09:00:00",
    );
    const queued = { kind: "email" as const, runAt, key: "lembrete:reuniao-42", payload: reminder };
    expect(await enqueueJob(queued)).toBe(true);

    await pass();
    clock = new Date(runAt.getTime() - 1);
    await pass();
    expect(smtp?.messages).toEqual([]);

    clock = runAt;
    await pass();
    expect(smtp?.messages.map((message) => message.subject)).toEqual([reminder.subject]);
    expect(smtp?.messages[0]?.to).toMatchObject({ text: reminder.to });

    // Queued again with its key, or the worker passing again: nothing more is sent.
    expect(await enqueueJob(queued)).toBe(false);
    clock = new Date(runAt.getTime() + 24 * 3_600_000);
    await pass();
    expect(smtp?.messages).toHaveLength(1);
    // Done, with no copy of the message left behind.
    expect(await job(queued.key)).toMatchObject({ status: "done", attempts: 1, payload: null });
  });

  it("retries one refused on the leads' schedule, then sends it once", async () => {
    await smtp?.close();
    smtp = undefined;
    const key = "confirmacao:campanha-7";
    await enqueueJob({ kind: "email", runAt: clock, key, payload: reminder });
    await pass();
    const refused = await job(key);
    expect(refused).toMatchObject({ status: "pending", attempts: 1 });
    expect(refused?.lastError).toMatch(/^SMTP: /);
    const wait = (refused?.runAt.getTime() ?? 0) - clock.getTime();
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60_000);

    smtp = await startSmtp(smtpPort);
    await pass(); // not due yet
    expect(smtp.messages).toEqual([]);
    clock = new Date(clock.getTime() + 60_000);
    await pass();
    expect(smtp.messages).toHaveLength(1);
    expect(await job(key)).toMatchObject({ status: "done", attempts: 2 });
  });

  it("is left to a worker that has its kind: one without it claims nothing", async () => {
    const key = "lembrete:sem-tipo";
    await enqueueJob({ kind: "email", runAt: clock, key, payload: reminder });
    // An instance of an older release, say, that knows only leads.
    const older = startWorker({
      db: database.db,
      now: () => clock,
      intervalMs: 3_600_000,
      handlers: { lead: () => ({ ok: true }) },
    });
    older.kick();
    await older.idle();
    await older.stop();
    expect(await job(key)).toMatchObject({ status: "pending", attempts: 0 });
    await pass();
    expect(smtp?.messages).toHaveLength(1);
  });

  it("goes with the person's data: 'Excluir dados', and past the retention period once run", async () => {
    const lead = await storeLead(
      database.db,
      { formType: "newsletter", payload: { name: "Ana", email: "Ana@Exemplo.com.br" } },
      false,
      clock,
    );
    const tomorrow = new Date(clock.getTime() + 24 * 3_600_000);
    await enqueueJob({ kind: "email", runAt: tomorrow, key: "da-ana", payload: reminder });
    const other = { ...reminder, to: "bia@exemplo.com.br" };
    await enqueueJob({ kind: "email", runAt: tomorrow, key: "da-bia", payload: other });
    await erasePersonalData(database.db, lead.id);
    expect((await database.db.select().from(jobs)).map((row) => row.key)).toEqual(["da-bia"]);

    // Sent, then kept as long as a lead; one still waiting stays.
    await enqueueJob({ kind: "email", runAt: clock, key: "enviado", payload: other });
    await pass();
    const later = new Date(clock.getTime() + 2 * 24 * 3_600_000);
    await deleteExpired(database.db, later);
    expect((await database.db.select().from(jobs)).map((row) => row.key)).toEqual(["da-bia"]);
  });

  it("sends a lead's reminder at its time, also one held with a suspect and released", async () => {
    const sendAt = new Date(clock.getTime() + 3_600_000);
    const message = { ...reminder, sendAt: sendAt.toISOString() };
    const delivery = { channel: "email" as const, purpose: "reminder" as const, message };
    await storeLead(
      database.db,
      { formType: "campaign", payload: { email: "ana@exemplo.com.br" }, deliveries: [delivery] },
      false,
      clock,
    );
    const held = await storeLead(
      database.db,
      {
        formType: "campaign",
        payload: { email: "bia@exemplo.com.br" },
        suspicion: "honeypot",
        deliveries: [{ ...delivery, message: { ...message, to: "bia@exemplo.com.br" } }],
      },
      false,
      clock,
    );
    await releaseSuspect(database.db, held.id, {}, clock);
    await pass();
    expect(smtp?.messages).toEqual([]);
    clock = sendAt;
    await pass();
    expect(smtp?.messages.map((m) => (m.to && "text" in m.to ? m.to.text : "")).sort()).toEqual([
      "ana@exemplo.com.br",
      "bia@exemplo.com.br",
    ]);
  });
});
