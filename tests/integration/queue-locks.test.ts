import { eq } from "drizzle-orm";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "~/server/db/client.server";
import { jobs, leads } from "~/server/db/schema.server";
import { claimDue, enqueue, leadJob, markDone } from "~/server/queue/jobs.server";
import { createPostgresDatabase } from "../support/databases";

// The queue's worker and a person erasing a lead take their rows in one order (ADR 0056): the
// lead, its deliveries, their jobs. Taken the other way round, they would wait for each other
// in a circle and PostgreSQL would abort one: the erasure or the delivery. Only a real server
// has two connections to show it.

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  "the queue beside an erasure, on PostgreSQL",
  () => {
    let database: Database;
    let drop: () => Promise<void>;
    let other: postgres.Sql;

    beforeAll(async () => {
      const created = await createPostgresDatabase();
      drop = created.drop;
      database = await openDatabase({ url: created.url, maxConnections: 4 });
      await database.migrate();
      other = postgres(created.url, { max: 2, onnotice: () => {} });
    });
    afterAll(async () => {
      await other?.end();
      await database?.close();
      await drop?.();
    });

    /** Whether a statement of this database is waiting for a row lock. */
    async function someoneWaits() {
      const [row] = await other<{ n: number }[]>`
      select count(*)::int as n from pg_stat_activity
      where datname = current_database() and wait_event_type = 'Lock'`;
      return (row?.n ?? 0) > 0;
    }

    it("lets a job finish while its lead is being erased: the erasure goes through, nothing is aborted", async () => {
      const [lead] = await database.db
        .insert(leads)
        .values({ formType: "contact", payload: { email: "ana@exemplo.com.br" } })
        .returning({ id: leads.id });
      const leadId = lead?.id ?? "";
      await enqueue(database.db, [leadJob(leadId, new Date(0))]);
      const [claimed] = await claimDue(database.db, ["lead"], 10);
      expect(claimed?.leadId).toBe(leadId);

      // 'Excluir dados' is under way: its transaction holds the lead.
      const erasing = await other.reserve();
      await erasing`begin`;
      await erasing`select id from leads where id = ${leadId} for update`;
      // The worker ends the job meanwhile, and waits for the lead.
      const finishing = markDone(database.db, claimed?.id ?? "", 1);
      for (let tries = 0; tries < 500 && !(await someoneWaits()); tries++)
        await new Promise((resolve) => setTimeout(resolve, 10));
      expect(await someoneWaits()).toBe(true);
      // The erasure deletes the lead, and with it its job, and ends.
      await erasing`delete from leads where id = ${leadId}`;
      await erasing`commit`;
      erasing.release();

      await expect(finishing).resolves.toBeUndefined();
      expect(await database.db.select().from(leads).where(eq(leads.id, leadId))).toEqual([]);
      expect(await database.db.select().from(jobs).where(eq(jobs.leadId, leadId))).toEqual([]);
    });
  },
);
