import { and, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "~/server/db/index.server";
import {
  adminUsers,
  bookingHosts,
  jobs,
  leadRules,
  leads,
  people,
  personEvents,
} from "~/server/db/schema.server";
import { createMailer } from "~/server/email/mailer.server";
import { storeLead } from "~/server/leads/outbox.server";
import { setPersonWork } from "~/server/people/person-work.server";
import { saveRoutingSettings } from "~/server/people/routing.server";
import { describeOnTargets } from "../support/databases";
import { startSmtp } from "../support/smtp";
import { queueWorker } from "../support/worker";

// Routing (ADR 0058) on PGlite and PostgreSQL: a new person goes to the first Administrador's
// rule that matches, else by round-robin to the hosts not 'Ausente', else to an administrator;
// an owner is kept. The owner gets the alert e-mail, and another when the person is left 'Novo'
// past the time in business hours; after as long again, the administrators do.

const BASE = "https://site.exemplo";
let smtp: Awaited<ReturnType<typeof startSmtp>>;

beforeAll(async () => {
  smtp = await startSmtp();
  // Read once by the server's configuration, at the first person routed.
  Object.assign(process.env, {
    SMTP_URL: smtp.url,
    MAIL_FROM: "Vetor Revenue <avisos@site.exemplo>",
    BASE_URL: BASE,
  });
});
afterAll(async () => {
  await smtp?.close();
});

/** Monday 4 May 2026 at a São Paulo wall-clock time (UTC−3). */
const monday = (time: string) => new Date(`2026-05-04T${time}:00-03:00`);

const recipients = () =>
  smtp.messages.map((message) => (message.to && "text" in message.to ? message.to.text : ""));

describeOnTargets("lead routing on $name", (target) => {
  let database: Database;
  let dispose: () => Promise<void>;
  let clock: Date;
  let worker: ReturnType<typeof queueWorker> | undefined;
  const team = { admin: 0, bruno: 0, dora: 0, carla: 0, editor: 0 };

  /** One pass of the queue on the test's clock: alerts sent, stale alerts due run. */
  const pass = async () => {
    worker ??= queueWorker({
      db: database.db,
      mailer: createMailer(smtp.url, { address: "avisos@site.exemplo" }, "site.exemplo"),
      now: () => clock,
      intervalMs: 3_600_000,
    });
    // Twice: what a job stores for now (a stale alert's e-mail) goes out on the next round.
    for (const _ of [1, 2]) {
      worker.kick();
      await worker.idle();
    }
  };

  const member = async (username: string, role: string, host?: { away: boolean }) => {
    const [row] = await database.db
      .insert(adminUsers)
      .values({
        username,
        passwordHash: "x",
        name: username,
        role,
        email: `${username}@site.exemplo`,
      })
      .returning({ id: adminUsers.id });
    const id = Number(row?.id);
    if (host)
      await database.db
        .insert(bookingHosts)
        .values({ adminId: id, slug: username, away: host.away });
    return id;
  };

  const send = (email: string, formType: "contact" | "diagnosis" = "contact", at = clock) =>
    storeLead(
      database.db,
      { formType, payload: { name: email.split("@")[0], email, message: "Olá" } },
      false,
      at,
    );

  const personOf = async (email: string) => {
    const [row] = await database.db.select().from(people).where(eq(people.email, email));
    return row;
  };
  const eventsOf = async (personId: string) =>
    database.db
      .select({ kind: personEvents.kind, data: personEvents.data })
      .from(personEvents)
      .where(eq(personEvents.personId, personId))
      .orderBy(personEvents.id);

  beforeAll(async () => {
    ({ database, dispose } = await target.open());
    await database.migrate();
    team.admin = await member("ana", "admin");
    team.bruno = await member("bruno", "sales", { away: false });
    team.dora = await member("dora", "sales", { away: false });
    team.carla = await member("carla", "sales", { away: true });
    team.editor = await member("edu", "editor", { away: false });
  });
  afterAll(async () => {
    await dispose();
  });
  beforeEach(async () => {
    await database.db.delete(leads);
    await database.db.delete(people);
    await database.db.delete(jobs);
    await database.db.delete(leadRules);
    smtp.messages.length = 0;
    clock = monday("10:00");
  });
  afterEach(async () => {
    await worker?.stop(2_000);
    worker = undefined;
  });

  describe("a new person", () => {
    it("goes by round-robin to the hosts who work leads and are not 'Ausente', one each", async () => {
      await send("a@cliente.com.br");
      await send("b@cliente.com.br");
      await send("c@cliente.com.br");
      const owners = [
        (await personOf("a@cliente.com.br"))?.ownerId,
        (await personOf("b@cliente.com.br"))?.ownerId,
        (await personOf("c@cliente.com.br"))?.ownerId,
      ];
      // Carla is 'Ausente', Edu an Editor: never given one.
      expect(owners.slice(0, 2).sort()).toEqual([team.bruno, team.dora].sort());
      expect(owners[2]).toBe(owners[0]);
      const person = await personOf("a@cliente.com.br");
      expect(person?.assignedAt).toEqual(clock);
      expect(await eventsOf(String(person?.id))).toEqual([
        {
          kind: "assigned",
          data: {
            from: null,
            to: owners[0],
            rule: "Round-robin entre os anfitriões",
            by: "round-robin",
          },
        },
      ]);
      await pass();
      await smtp.received(3);
      expect(recipients().sort()).toEqual(
        ["bruno@site.exemplo", "bruno@site.exemplo", "dora@site.exemplo"].sort(),
      );
      const [alert] = smtp.messages;
      // The grade is the person's, just scored; which of the two arrives first is not fixed.
      expect(alert?.subject).toMatch(/^Novo lead C3: [ab] — Contato$/);
      expect(alert?.text).toContain("é o responsável por esta pessoa");
      expect(alert?.text).toContain(`${BASE}/admin/leads/`);
    });

    it("gives two people stored at the same moment to two hosts", async () => {
      await Promise.all([send("x@cliente.com.br"), send("y@cliente.com.br")]);
      const owners = [
        (await personOf("x@cliente.com.br"))?.ownerId,
        (await personOf("y@cliente.com.br"))?.ownerId,
      ];
      expect(owners.sort()).toEqual([team.bruno, team.dora].sort());
    });

    it("goes to the Administrador's rule that matches before the round-robin", async () => {
      await saveRoutingSettings(
        database.db,
        {
          rules: [
            { field: "grade", value: "A", target: String(team.bruno) },
            { field: "form", value: "diagnosis", target: String(team.carla) },
          ],
          staleMinutes: 15,
          hours: { days: [1, 2, 3, 4, 5], start: "09:00", end: "18:00" },
        },
        "ana",
      );
      await send("d@cliente.com.br", "diagnosis");
      const person = await personOf("d@cliente.com.br");
      // A rule names the member, 'Ausente' or not.
      expect(person?.ownerId).toBe(team.carla);
      const [event] = await eventsOf(String(person?.id));
      expect(event?.data.rule).toBe("Regra 2: Formulário: Diagnóstico");
    });

    it("goes to an administrator when no host can take it", async () => {
      await database.db.update(bookingHosts).set({ away: true });
      try {
        await send("e@cliente.com.br");
        expect((await personOf("e@cliente.com.br"))?.ownerId).toBe(team.admin);
      } finally {
        await database.db
          .update(bookingHosts)
          .set({ away: false })
          .where(eq(bookingHosts.adminId, team.bruno));
        await database.db
          .update(bookingHosts)
          .set({ away: false })
          .where(eq(bookingHosts.adminId, team.dora));
      }
    });
  });

  it("keeps the owner a person has, with nothing new on their timeline", async () => {
    await send("f@cliente.com.br");
    const person = await personOf("f@cliente.com.br");
    await database.db.transaction((tx) =>
      setPersonWork(
        tx,
        String(person?.id),
        (before) => ({ ...before, ownerId: team.admin }),
        team.admin,
        clock,
      ),
    );
    const before = await eventsOf(String(person?.id));
    await send("f@cliente.com.br", "diagnosis", monday("11:00"));
    expect((await personOf("f@cliente.com.br"))?.ownerId).toBe(team.admin);
    expect(await eventsOf(String(person?.id))).toEqual(before);
  });

  it("alerts the owner again after the time in business hours, then the administrators", async () => {
    await send("g@cliente.com.br");
    const person = await personOf("g@cliente.com.br");
    const owner = person?.ownerId === team.bruno ? "bruno" : "dora";
    await pass();
    await smtp.received(1);
    smtp.messages.length = 0;

    clock = monday("10:14");
    await pass();
    expect((await personOf("g@cliente.com.br"))?.staleAlerts).toBe(0);

    clock = monday("10:15");
    await pass();
    await smtp.received(1);
    expect(recipients()).toEqual([`${owner}@site.exemplo`]);
    expect(smtp.messages[0]?.subject).toBe("Lead sem contato: g");
    expect((await personOf("g@cliente.com.br"))?.staleAlerts).toBe(1);
    smtp.messages.length = 0;

    clock = monday("10:30");
    await pass();
    await smtp.received(1);
    expect(recipients()).toEqual(["ana@site.exemplo"]);
    expect((await personOf("g@cliente.com.br"))?.staleAlerts).toBe(2);
    const alerts = (await eventsOf(String(person?.id))).filter((e) => e.kind === "alert");
    expect(alerts.map((e) => e.data.step)).toEqual([1, 2]);

    // Nothing more after the administrators.
    clock = monday("17:00");
    await pass();
    expect(smtp.messages).toHaveLength(1);
  });

  it("counts only business hours, and stops once the person is contacted", async () => {
    clock = new Date("2026-05-08T17:50:00-03:00");
    await send("h@cliente.com.br");
    const person = await personOf("h@cliente.com.br");
    clock = new Date("2026-05-09T12:00:00-03:00");
    await pass();
    expect((await personOf("h@cliente.com.br"))?.staleAlerts).toBe(0);
    clock = new Date("2026-05-11T09:05:00-03:00");
    await pass();
    expect((await personOf("h@cliente.com.br"))?.staleAlerts).toBe(1);
    await database.db.transaction((tx) =>
      setPersonWork(
        tx,
        String(person?.id),
        (before) => ({ ...before, workStatus: "contacted" }),
        team.bruno,
        clock,
      ),
    );
    clock = new Date("2026-05-11T10:00:00-03:00");
    await pass();
    expect((await personOf("h@cliente.com.br"))?.staleAlerts).toBe(1);
    const [job] = await database.db
      .select({ status: jobs.status })
      .from(jobs)
      .where(
        and(
          eq(jobs.kind, "stale-alert"),
          eq(jobs.key, `stale-${person?.id}-${new Date("2026-05-08T17:50:00-03:00").getTime()}-2`),
        ),
      );
    expect(job?.status).toBe("done");
  });
});
