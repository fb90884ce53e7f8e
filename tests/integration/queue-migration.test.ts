import { eq, getTableColumns, sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { type Database, setDatabase } from "~/server/db/index.server";
import { deliveries, jobs, leads } from "~/server/db/schema.server";
import { createMailer } from "~/server/email/mailer.server";
import { resendDelivery } from "~/server/leads/deliveries.server";
import { resendLead } from "~/server/leads/inbox.server";
import { describeOnTargets } from "../support/databases";
import { startReceiver } from "../support/http";
import { migrateTo } from "../support/migrations";
import { freePort, startSmtp } from "../support/smtp";
import { queueWorker } from "../support/worker";

// Migration 0017 (ADR 0056): leads and deliveries stored before the queue existed, in every
// state, move into it; none is lost, and the new worker sends each that was due once.

const BEFORE_QUEUE = "0016_page_vitals";

/** The leads' columns as 0016 left them (later migrations add `person_id`). */
const { personId: _added, attendedAt: _later, ...oldLeadColumns } = getTableColumns(leads);

describeOnTargets("moving leads and deliveries into the queue on $name", (target) => {
  let database: Database;
  let dispose: () => Promise<void>;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let smtpPort: number;
  let clock = new Date("2026-03-02T12:00:00Z");
  const minutes = (n: number) => new Date(clock.getTime() + n * 60_000);
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    ({ database, dispose } = await target.open());
    await migrateTo(database, BEFORE_QUEUE);
    setDatabase(database);
    receiver = await startReceiver();
    smtpPort = await freePort();
    smtp = await startSmtp(smtpPort);
  });
  afterAll(async () => {
    setDatabase(undefined);
    await smtp.close();
    await receiver.close();
    await dispose();
  });

  it("keeps every lead and delivery, and sends each that was due once", async () => {
    // Leads in every state, as the old outbox left them: a 'delivering' one holds its claim
    // until `next_attempt_at`, the end of its lease (one lapsed, one still held).
    const states = {
      stored: { status: "stored", nextAttemptAt: null },
      pending: { status: "pending", nextAttemptAt: clock },
      retrying: {
        status: "pending",
        attempts: 2,
        lastError: "HTTP 500",
        nextAttemptAt: minutes(5),
      },
      lapsed: { status: "delivering", attempts: 1, nextAttemptAt: minutes(-1) },
      held: { status: "delivering", nextAttemptAt: minutes(1) },
      delivered: { status: "delivered", attempts: 1, deliveredAt: minutes(-60) },
      failed: { status: "failed", attempts: 9, lastError: "HTTP 503", nextAttemptAt: null },
      suspected: { status: "suspected", suspicion: "honeypot", nextAttemptAt: null },
    } as const;
    for (const [name, state] of Object.entries(states)) {
      // In SQL: the table objects know columns later migrations add.
      const row = (await database.db.execute(sql`insert into leads
          (form_type, payload, created_at, status, suspicion, attempts, next_attempt_at,
           last_error, delivered_at)
          values ('newsletter', ${JSON.stringify({ name, email: `${name}@exemplo.com.br` })}::jsonb,
            ${minutes(-120).toISOString()}::timestamptz, ${state.status},
            ${"suspicion" in state ? state.suspicion : null},
            ${"attempts" in state ? state.attempts : 0},
            ${"nextAttemptAt" in state ? (state.nextAttemptAt?.toISOString() ?? null) : null}::timestamptz,
            ${"lastError" in state ? state.lastError : null},
            ${"deliveredAt" in state ? state.deliveredAt.toISOString() : null}::timestamptz)
          returning id`)) as unknown as { rows?: { id: string }[] } & { id: string }[];
      ids[name] = (row.rows ?? row)[0]?.id ?? "";
    }
    // And a delivery in every state, the material e-mail of the delivered lead.
    const sends = {
      "e-pending": { status: "pending", nextAttemptAt: clock },
      "e-lapsed": { status: "delivering", nextAttemptAt: minutes(-1) },
      "e-delivered": { status: "delivered", attempts: 1, deliveredAt: minutes(-60) },
      "e-failed": { status: "failed", attempts: 9, lastError: "SMTP: 550", nextAttemptAt: null },
      "e-held": { status: "held", nextAttemptAt: null },
    } as const;
    for (const [name, state] of Object.entries(sends)) {
      const [row] = await database.db
        .insert(deliveries)
        .values({
          leadId: name === "e-held" ? ids.suspected : ids.delivered,
          channel: "email",
          purpose: "material",
          message: { to: `${name}@exemplo.com.br`, subject: name, text: name, html: name },
          createdAt: minutes(-120),
          ...state,
        })
        .returning({ id: deliveries.id });
      ids[name] = row?.id ?? "";
    }
    const leadsBefore = await database.db.select(oldLeadColumns).from(leads).orderBy(leads.id);
    const deliveriesBefore = await database.db.select().from(deliveries).orderBy(deliveries.id);

    await database.migrate();

    // Nothing lost or changed; a job for each one still to send, being sent or failed.
    expect(await database.db.select(oldLeadColumns).from(leads).orderBy(leads.id)).toEqual(
      leadsBefore,
    );
    expect(await database.db.select().from(deliveries).orderBy(deliveries.id)).toEqual(
      deliveriesBefore,
    );
    const queued = await database.db.select().from(jobs);
    const byKey = new Map(queued.map((job) => [job.key, job]));
    expect([...byKey.keys()].sort()).toEqual(
      ["pending", "retrying", "lapsed", "held", "failed", "e-pending", "e-lapsed", "e-failed"]
        .map((name) => ids[name])
        .sort(),
    );
    expect(byKey.get(ids.retrying ?? "")).toMatchObject({
      kind: "lead",
      status: "pending",
      attempts: 2,
      runAt: minutes(5),
    });
    expect(byKey.get(ids.held ?? "")).toMatchObject({ status: "running", leaseUntil: minutes(1) });
    expect(byKey.get(ids["e-failed"] ?? "")).toMatchObject({ kind: "delivery", status: "failed" });

    // The new worker, now and after every wait and lease has run out.
    const worker = queueWorker({
      db: database.db,
      urls: { newsletter: receiver.url },
      mailer: createMailer(`smtp://127.0.0.1:${smtpPort}`, { address: "site@exemplo" }, "exemplo"),
      now: () => clock,
      intervalMs: 3_600_000,
    });
    try {
      await worker.idle();
      clock = minutes(10);
      worker.kick();
      await worker.idle();
      const posted = receiver.received.map((post) => post.key);
      expect(posted.sort()).toEqual([ids.pending, ids.retrying, ids.lapsed, ids.held].sort());
      expect(smtp.messages.map((message) => message.subject).sort()).toEqual([
        "e-lapsed",
        "e-pending",
      ]);
      // What failed for good waits for a person, as before; 'Reenviar' sends it once.
      expect(await resendLead(ids.failed ?? "")).toBe(true);
      expect(await resendDelivery(database.db, ids["e-failed"] ?? "", clock)).toBe(true);
      // 'Reenviar' makes it due by the wall clock; the test's goes past it.
      clock = new Date(Math.max(Date.now(), clock.getTime()) + 60_000);
      worker.kick();
      await worker.idle();
    } finally {
      await worker.stop(2_000);
    }
    expect(receiver.received.map((post) => post.key).sort()).toEqual(
      [ids.pending, ids.retrying, ids.lapsed, ids.held, ids.failed].sort(),
    );
    expect(smtp.messages.map((message) => message.subject).sort()).toEqual([
      "e-failed",
      "e-lapsed",
      "e-pending",
    ]);
    const after = await database.db.select().from(leads);
    const statusOf = (id?: string) => after.find((row) => row.id === id)?.status;
    for (const name of ["pending", "retrying", "lapsed", "held", "failed", "delivered"]) {
      expect(statusOf(ids[name])).toBe("delivered");
    }
    expect(statusOf(ids.stored)).toBe("stored");
    expect(statusOf(ids.suspected)).toBe("suspected");
    const [held] = await database.db
      .select()
      .from(deliveries)
      .where(eq(deliveries.id, ids["e-held"] ?? ""));
    expect(held?.status).toBe("held");
  });
});
