import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import type { Database } from "~/server/db/index.server";
import { leads, reiDrafts } from "~/server/db/schema.server";
import { storeLead } from "~/server/leads/outbox.server";
import {
  deleteExpired,
  deleteExpiredSuspects,
  retentionCutoff,
  startRetentionSweep,
  suspectCutoff,
} from "~/server/leads/personal-data.server";
import { describeOnTargets } from "../support/databases";

// LGPD retention: what is older than LEAD_RETENTION_MONTHS goes, the rest stays.
// Suspected submissions nobody released go after 30 days (ADR 0011).

const now = new Date("2026-11-21T12:00:00Z");
const DAY_MS = 24 * 3_600_000;
const monthsAgo = (months: number, days = 0) => {
  const date = new Date(now);
  date.setUTCMonth(date.getUTCMonth() - months);
  date.setUTCDate(date.getUTCDate() - days);
  return date;
};

describeOnTargets("retention on $name", (target) => {
  let database: Database;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    ({ database, dispose } = await target.open());
    await database.migrate();
  });
  afterAll(async () => {
    await dispose();
  });
  beforeEach(async () => {
    await database.db.delete(leads);
    await database.db.delete(reiDrafts);
  });

  const lead = async (createdAt: Date) =>
    (
      await storeLead(
        database.db,
        { formType: "contact", payload: { email: "ana@empresa.com.br" } },
        true,
        createdAt,
      )
    ).id;
  const suspect = async (createdAt: Date, status?: string) => {
    const { id } = await storeLead(
      database.db,
      {
        formType: "contact",
        payload: { email: "robo@exemplo.com" },
        suspicion: "too-fast",
      },
      true,
      createdAt,
    );
    if (status) await database.db.update(leads).set({ status }).where(eq(leads.id, id));
    return id;
  };
  const ids = async () =>
    (await database.db.select({ id: leads.id }).from(leads)).map((row) => row.id).sort();
  const draft = async (updatedAt: Date) => {
    const [row] = await database.db
      .insert(reiDrafts)
      .values({
        answers: { email: "ana@empresa.com.br" },
        section: 1,
        updatedAt,
        createdAt: updatedAt,
      })
      .returning({ id: reiDrafts.id });
    return row?.id;
  };

  it("the cutoff is the same day, months earlier", () => {
    expect(retentionCutoff(24, now).toISOString()).toBe("2024-11-21T12:00:00.000Z");
  });

  it("deletes submissions and drafts past the cutoff, whatever their state, and keeps the rest", async () => {
    const old = await lead(monthsAgo(24, 1));
    const oldPending = await lead(monthsAgo(30));
    const recent = await lead(monthsAgo(23, 27));
    const staleDraft = await draft(monthsAgo(25));
    const liveDraft = await draft(monthsAgo(1));
    await database.db.update(leads).set({ status: "delivered" }).where(eq(leads.id, old));

    const erased = await deleteExpired(database.db, retentionCutoff(24, now));
    expect(erased).toEqual({ leads: 2, drafts: 1 });
    const left = await database.db.select({ id: leads.id }).from(leads);
    expect(left.map((row) => row.id)).toEqual([recent]);
    const drafts = await database.db.select({ id: reiDrafts.id }).from(reiDrafts);
    expect(drafts.map((row) => row.id)).toEqual([liveDraft]);
    expect([old, oldPending, staleDraft]).not.toContain(left[0]?.id);
  });

  it("deletes suspects older than 30 days; younger ones, released ones and leads stay", async () => {
    const old = await suspect(new Date(now.getTime() - 31 * DAY_MS));
    const young = await suspect(new Date(now.getTime() - 29 * DAY_MS));
    const released = await suspect(new Date(now.getTime() - 31 * DAY_MS), "delivered");
    const oldLead = await lead(new Date(now.getTime() - 60 * DAY_MS));

    expect(suspectCutoff(now).toISOString()).toBe("2026-10-22T12:00:00.000Z");
    expect(await deleteExpiredSuspects(database.db, suspectCutoff(now))).toBe(1);
    expect(await ids()).toEqual([young, released, oldLead].sort());
    expect(await ids()).not.toContain(old);
    expect(await deleteExpiredSuspects(database.db, suspectCutoff(now))).toBe(0);
  });

  it("the daily sweep deletes suspects past 30 days too", async () => {
    const young = await suspect(new Date(Date.now() - 29 * DAY_MS));
    await suspect(new Date(Date.now() - 31 * DAY_MS));
    const sweep = startRetentionSweep({ db: database.db, months: 24 });
    try {
      await expect.poll(ids).toEqual([young]);
    } finally {
      sweep.stop();
    }
  });

  it("the worker sweeps when it starts (LEAD_RETENTION_MONTHS)", async () => {
    await lead(monthsAgo(7 * 12));
    const kept = await lead(new Date());
    const sweep = startRetentionSweep({ db: database.db, months: 6 });
    try {
      await expect
        .poll(async () => (await database.db.select({ id: leads.id }).from(leads)).map((r) => r.id))
        .toEqual([kept]);
    } finally {
      sweep.stop();
    }
  });
});
