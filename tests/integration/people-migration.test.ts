import { type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Database } from "~/server/db/index.server";
import { classifyMigratedPeople } from "~/server/people/people.server";
import { describeOnTargets } from "../support/databases";
import { migrateTo } from "../support/migrations";

// Migration 0019 (ADR 0058): leads of today's shape become people, one per e-mail, with every
// submission, note, status, owner and delivery kept.

const BEFORE_PEOPLE = "0018_booking";

type Row = Record<string, unknown>;

describeOnTargets("grouping today's leads into people on $name", (target) => {
  let database: Database;
  let dispose: () => Promise<void>;
  const query = async (statement: SQL) => {
    const result = await database.db.execute(statement);
    return ((result as unknown as { rows?: Row[] }).rows ?? (result as unknown as Row[])) as Row[];
  };

  beforeAll(async () => {
    ({ database, dispose } = await target.open());
    await migrateTo(database, BEFORE_PEOPLE);
  });
  afterAll(async () => {
    await dispose();
  });

  it("keeps every submission, note, status, owner and delivery, one person per e-mail", async () => {
    const [carla] = await query(
      sql`insert into admin_users (username, password_hash, name, role)
          values ('carla', 'x', 'Carla Vendas', 'sales') returning id`,
    );
    const owner = Number(carla?.id);
    const lead = async (
      id: string,
      formType: string,
      payload: Row,
      at: string,
      extra: { status?: string; work?: string; owner?: number | null } = {},
    ) => {
      await query(
        sql`insert into leads (id, form_type, payload, status, work_status, owner_id, created_at)
            values (${id}, ${formType}, ${JSON.stringify(payload)}::jsonb,
              ${extra.status ?? "delivered"}, ${extra.work ?? "new"}, ${extra.owner ?? null},
              ${at}::timestamptz)`,
      );
    };
    const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
    // One visitor, three forms, the e-mail typed three ways.
    await lead(id(1), "home", { name: "Ana", email: "ana@acme.com.br" }, "2026-03-01T10:00Z");
    await lead(
      id(2),
      "download",
      { firstName: "Ana", lastName: "Lima", email: " Ana@Acme.com.br ", company: "Acme" },
      "2026-03-02T10:00Z",
      { work: "qualified", owner },
    );
    await lead(
      id(3),
      "rei",
      { name: "Ana Lima", email: "ANA@ACME.COM.BR", whatsapp: "11988887777" },
      "2026-03-03T10:00Z",
      { work: "contacted" },
    );
    // Someone else; a privacy request with no e-mail; a suspect nobody wrote on; a suspect
    // with a note.
    await lead(id(4), "contact", { name: "Bruno", email: "bruno@gmail.com" }, "2026-03-04T10:00Z");
    await lead(id(5), "privacy", { name: "Sem e-mail" }, "2026-03-05T10:00Z");
    await lead(id(6), "contact", { name: "Robô", email: "x@spam.test" }, "2026-03-06T10:00Z", {
      status: "suspected",
    });
    await lead(id(7), "contact", { name: "Talvez", email: "t@real.com" }, "2026-03-07T10:00Z", {
      status: "suspected",
    });
    await query(
      sql`insert into lead_notes (lead_id, admin_id, body, created_at) values
          (${id(2)}, ${owner}, 'Ligou de volta.', '2026-03-02T11:00Z'),
          (${id(3)}, ${owner}, 'Quer proposta.', '2026-03-03T12:00Z'),
          (${id(7)}, ${owner}, 'Parece real.', '2026-03-07T12:00Z')`,
    );
    await query(
      sql`insert into deliveries (lead_id, channel, purpose, message, status)
          values (${id(2)}, 'email', 'material', '{"to":"ana@acme.com.br"}'::jsonb, 'delivered')`,
    );

    await migrateTo(database);

    // Nothing lost: every lead, note and delivery is still there.
    expect((await query(sql`select count(*)::int as n from leads`))[0]?.n).toBe(7);
    expect((await query(sql`select count(*)::int as n from lead_notes`))[0]?.n).toBe(3);
    expect((await query(sql`select count(*)::int as n from deliveries`))[0]?.n).toBe(1);

    const people = await query(
      sql`select id, email, name, company, phone, domain, work_status, owner_id,
            first_seen_at, last_activity_at, last_form, first_contact_at from people order by first_seen_at`,
    );
    expect(people.map((person) => person.email)).toEqual([
      "ana@acme.com.br",
      "bruno@gmail.com",
      null,
      "t@real.com",
    ]);
    const ana = people[0] as Row;
    // The newest name, company and phone given; the furthest status; the owner given.
    expect(ana).toMatchObject({
      name: "Ana Lima",
      company: "Acme",
      phone: "11988887777",
      domain: "acme.com.br",
      work_status: "qualified",
      owner_id: owner,
      last_form: "rei",
    });
    expect(new Date(String(ana.first_seen_at)).toISOString()).toBe("2026-03-01T10:00:00.000Z");
    expect(new Date(String(ana.last_activity_at)).toISOString()).toBe("2026-03-03T10:00:00.000Z");
    expect(new Date(String(ana.first_contact_at)).toISOString()).toBe("2026-03-02T11:00:00.000Z");

    // At start, each migrated person's domain is read against the free-mail list.
    await classifyMigratedPeople(database.db);
    const kinds = await query(
      sql`select email, personal_email, company_key from people where email is not null order by email`,
    );
    expect(kinds).toEqual([
      { email: "ana@acme.com.br", personal_email: false, company_key: "acme.com.br" },
      { email: "bruno@gmail.com", personal_email: true, company_key: "" },
      { email: "t@real.com", personal_email: false, company_key: "real.com" },
    ]);

    const byLead = Object.fromEntries(
      (await query(sql`select id, person_id from leads`)).map((row) => [row.id, row.person_id]),
    );
    expect([byLead[id(1)], byLead[id(2)], byLead[id(3)]]).toEqual([ana.id, ana.id, ana.id]);
    // A lead without an e-mail is a person of its own, with the lead's id.
    expect(byLead[id(5)]).toBe(id(5));
    // The suspect nobody wrote on waits apart; the one with a note is a person.
    expect(byLead[id(6)]).toBeNull();
    expect(byLead[id(7)]).toBe(people[3]?.id);

    const notes = await query(sql`select body, person_id, lead_id from lead_notes order by id`);
    expect(notes.map((note) => note.person_id)).toEqual([ana.id, ana.id, people[3]?.id]);
    expect(notes.map((note) => note.lead_id)).toEqual([id(2), id(3), id(7)]);
    // The lead's own work columns are kept as they were.
    const [second] = await query(sql`select work_status, owner_id from leads where id = ${id(2)}`);
    expect(second).toMatchObject({ work_status: "qualified", owner_id: owner });
  });
});
