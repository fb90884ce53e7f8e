import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from "vitest";
import type { Database } from "~/server/db/index.server";
import { deliveries, leads } from "~/server/db/schema.server";
import { createMailer } from "~/server/email/mailer.server";
import { resendDelivery } from "~/server/leads/deliveries.server";
import { storeLead } from "~/server/leads/outbox.server";
import { MAX_ATTEMPTS } from "~/server/queue/jobs.server";
import { describeOnTargets } from "../support/databases";
import { startReceiver } from "../support/http";
import { freePort, startSmtp } from "../support/smtp";
import { queueWorker } from "../support/worker";

// Deliveries (ADR 0039) on each database: stored with their lead in one transaction, sent by
// the worker once, retried on the leads' schedule, failed after the last attempt, re-sent.

const email = {
  to: "ana@exemplo.com.br",
  subject: "Seu material: Guia",
  text: "Olá, Ana!",
  html: "<p>Olá, Ana!</p>",
};

const download = (suspicion?: "honeypot") => ({
  formType: "download" as const,
  payload: { firstName: "Ana", email: "ana@exemplo.com.br" },
  suspicion,
  deliveries: [
    { channel: "email" as const, purpose: "material" as const, message: email },
    { channel: "webhook" as const, purpose: "material" as const, message: { actionType: "x" } },
  ],
});

describeOnTargets("deliveries on $name", (target) => {
  let database: Database;
  let dispose: () => Promise<void>;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let smtpPort: number;
  let smtp: Awaited<ReturnType<typeof startSmtp>> | undefined;
  let clock: Date;
  let worker: ReturnType<typeof queueWorker> | undefined;

  /** One pass of the worker on the test's clock. */
  const pass = async () => {
    worker ??= queueWorker({
      db: database.db,
      mailer: createMailer(`smtp://127.0.0.1:${smtpPort}`, { address: "site@exemplo" }, "exemplo"),
      webhooks: { material: receiver.url },
      now: () => clock,
      intervalMs: 3_600_000,
      timeoutMs: 1_000,
    });
    worker.kick();
    await worker.idle();
  };
  const rows = () => database.db.select().from(deliveries).orderBy(deliveries.channel);

  beforeAll(async () => {
    ({ database, dispose } = await target.open());
    await database.migrate();
    receiver = await startReceiver();
    smtpPort = await freePort();
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
    smtp = await startSmtp(smtpPort);
  });
  afterEach(async () => {
    await worker?.stop(2_000);
    worker = undefined;
    await smtp?.close();
  });

  it("stores a lead's deliveries with it and sends each once, by its channel", async () => {
    const lead = await storeLead(database.db, download(), false, clock);
    expect(lead.deliveries).toBe(2);
    await pass();
    await pass();
    expect((await rows()).map((row) => [row.channel, row.status, row.attempts])).toEqual([
      ["email", "delivered", 1],
      ["webhook", "delivered", 1],
    ]);
    expect(smtp?.messages.map((message) => message.subject)).toEqual(["Seu material: Guia"]);
    const webhook = (await rows())[1];
    expect(receiver.received).toEqual([
      { body: { actionType: "x", leadId: lead.id }, key: webhook?.id },
    ]);
  });

  it("holds a suspect's deliveries: nothing is sent", async () => {
    await storeLead(database.db, download("honeypot"), false, clock);
    await pass();
    expect((await rows()).map((row) => row.status)).toEqual(["held", "held"]);
    expect(smtp?.messages).toEqual([]);
  });

  it("retries a refused e-mail on the schedule, fails after the last attempt, and is re-sent", async () => {
    await smtp?.close();
    smtp = undefined;
    const emailOnly = { ...download(), deliveries: download().deliveries.slice(0, 1) };
    await storeLead(database.db, emailOnly, false, clock);
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      await pass();
      const [row] = await rows();
      expect(row?.attempts).toBe(attempt);
      expect(row?.lastError).toMatch(/^SMTP: /);
      clock = new Date(clock.getTime() + 24 * 3_600_000);
    }
    const [failed] = await rows();
    expect(failed?.status).toBe("failed");

    smtp = await startSmtp(smtpPort);
    expect(await resendDelivery(database.db, failed?.id ?? "", clock)).toBe(true);
    await pass();
    expect((await rows())[0]?.status).toBe("delivered");
    expect(smtp.messages).toHaveLength(1);
    expect(await resendDelivery(database.db, failed?.id ?? "", clock)).toBe(false);
  });

  it("goes with its lead", async () => {
    const lead = await storeLead(database.db, download(), false, clock);
    await database.db.delete(leads).where(eq(leads.id, lead.id));
    expect(await rows()).toEqual([]);
  });
});
