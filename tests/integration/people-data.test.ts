import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import { type Database, setDatabase, tables } from "~/server/db/index.server";
import { storeLead } from "~/server/leads/outbox.server";
import { deleteExpired, erasePersonalData } from "~/server/leads/personal-data.server";
import { releaseSuspect } from "~/server/leads/suspects.server";
import { addLeadNote, notesOf, updateLeadWork } from "~/server/leads/work.server";
import { describeOnTargets } from "../support/databases";

// People (ADR 0058) on PGlite and PostgreSQL: every submission joins the person of its e-mail
// as it is stored; notes are the person's; erasure and retention take the person too.

const { leads, leadNotes, people, personEvents, adminUsers } = tables;

describeOnTargets("people on $name", (target) => {
  let database: Database;
  let dispose: () => Promise<void>;
  let carla: number;

  beforeAll(async () => {
    ({ database, dispose } = await target.open());
    await database.migrate();
    setDatabase(database);
    const [member] = await database.db
      .insert(adminUsers)
      .values({ username: "carla", passwordHash: "x", name: "Carla", role: "sales" })
      .returning({ id: adminUsers.id });
    carla = Number(member?.id);
  });
  beforeEach(async () => {
    await database.db.delete(leads);
    await database.db.delete(people);
  });
  afterAll(async () => {
    setDatabase(undefined);
    await dispose();
  });

  const at = (day: number) => new Date(`2026-05-${String(day).padStart(2, "0")}T12:00:00Z`);

  it("makes one person of three forms sent with one e-mail, however it was typed", async () => {
    const first = await storeLead(
      database.db,
      { formType: "home", payload: { name: "Ana", email: "ana@acme.com.br" } },
      false,
      at(1),
    );
    await storeLead(
      database.db,
      {
        formType: "download",
        payload: { firstName: "Ana", lastName: "Lima", email: " ANA@acme.com.br", company: "Acme" },
      },
      false,
      at(2),
    );
    const third = await storeLead(
      database.db,
      {
        formType: "rei",
        payload: { name: "", email: "Ana@Acme.com.br ", whatsapp: "11999990000" },
      },
      false,
      at(3),
    );
    const all = await database.db.select().from(people);
    expect(all).toHaveLength(1);
    expect(all[0]).toMatchObject({
      email: "ana@acme.com.br",
      // An empty name does not wipe the one given before.
      name: "Ana Lima",
      company: "Acme",
      phone: "11999990000",
      domain: "acme.com.br",
      personalEmail: false,
      companyKey: "acme.com.br",
      lastForm: "rei",
    });
    expect(all[0]?.firstSeenAt.toISOString()).toBe(at(1).toISOString());
    expect(all[0]?.lastActivityAt.toISOString()).toBe(at(3).toISOString());
    const owners = await database.db.select({ personId: leads.personId }).from(leads);
    expect(new Set(owners.map((row) => row.personId))).toEqual(new Set([all[0]?.id]));

    // A note written on one submission is on the person: every submission shows it.
    expect(await addLeadNote(first.id, carla, "Ligar amanhã.")).toBe(true);
    expect((await notesOf(third.id)).map((note) => note.body)).toEqual(["Ligar amanhã."]);
  });

  it("keeps status and owner on the person: saved on one submission, every other shows them", async () => {
    const home = await storeLead(
      database.db,
      { formType: "home", payload: { name: "Ivo", email: "ivo@firma.com" } },
      false,
      at(1),
    );
    const rei = await storeLead(
      database.db,
      { formType: "rei", payload: { name: "Ivo", email: "ivo@firma.com" } },
      false,
      at(2),
    );
    expect(await updateLeadWork(rei.id, { workStatus: "qualified", ownerId: carla }, carla)).toBe(
      true,
    );
    const both = await database.db
      .select({ workStatus: leads.workStatus, ownerId: leads.ownerId })
      .from(leads)
      .where(eq(leads.id, home.id));
    expect(both).toEqual([{ workStatus: "qualified", ownerId: carla }]);
    const [person] = await database.db.select().from(people);
    expect(person).toMatchObject({ workStatus: "qualified", ownerId: carla });
    expect(person?.firstContactAt).not.toBeNull();
    expect(person?.assignedAt).not.toBeNull();
    // Each change is on the timeline, with who made it; saving again changes nothing.
    await updateLeadWork(home.id, { workStatus: "qualified", ownerId: carla }, carla);
    const events = await database.db
      .select({ kind: personEvents.kind, data: personEvents.data, adminId: personEvents.adminId })
      .from(personEvents)
      .where(eq(personEvents.personId, String(person?.id)))
      .orderBy(personEvents.id);
    expect(events).toEqual([
      { kind: "status", data: { from: "new", to: "qualified" }, adminId: carla },
      { kind: "owner", data: { from: null, to: carla }, adminId: carla },
    ]);
    expect(
      await updateLeadWork("00000000-0000-4000-8000-000000000000", {
        workStatus: "new",
        ownerId: null,
      }),
    ).toBe(false);
  });

  it("marks a free-mail address as personal and groups it by the company typed", async () => {
    await storeLead(
      database.db,
      {
        formType: "contact",
        payload: { name: "Bia", email: "bia@gmail.com", company: "Padaria Sol" },
      },
      false,
      at(1),
    );
    await storeLead(
      database.db,
      { formType: "contact", payload: { name: "Caio", email: "caio@uol.com.br" } },
      false,
      at(1),
    );
    const rows = await database.db
      .select({ email: people.email, personal: people.personalEmail, key: people.companyKey })
      .from(people)
      .orderBy(people.email);
    expect(rows).toEqual([
      { email: "bia@gmail.com", personal: true, key: "nome:padaria sol" },
      { email: "caio@uol.com.br", personal: true, key: "" },
    ]);
  });

  it("keeps a suspect apart until it is released, then joins it to its person", async () => {
    const known = await storeLead(
      database.db,
      { formType: "contact", payload: { name: "Davi", email: "davi@firma.com" } },
      false,
      at(1),
    );
    const held = await storeLead(
      database.db,
      {
        formType: "contact",
        payload: { name: "Davi", email: "davi@firma.com" },
        suspicion: "too-fast",
      },
      false,
      at(2),
    );
    const [waiting] = await database.db
      .select({ personId: leads.personId })
      .from(leads)
      .where(eq(leads.id, held.id));
    expect(waiting?.personId).toBeNull();
    expect(await releaseSuspect(database.db, held.id, {}, at(3))).toMatchObject({ id: held.id });
    const joined = await database.db
      .select({ personId: leads.personId })
      .from(leads)
      .where(eq(leads.id, held.id));
    const [owner] = await database.db
      .select({ personId: leads.personId })
      .from(leads)
      .where(eq(leads.id, known.id));
    expect(joined[0]?.personId).toBe(owner?.personId);
  });

  it("erases the person with their submissions and notes, and retention takes a person left with none", async () => {
    const lead = await storeLead(
      database.db,
      { formType: "contact", payload: { name: "Eva", email: "eva@firma.com" } },
      false,
      at(1),
    );
    await addLeadNote(lead.id, carla, "Pediu proposta.");
    expect(await erasePersonalData(database.db, lead.id)).toEqual({ leads: 1, drafts: 0 });
    expect(await database.db.select().from(people)).toEqual([]);
    expect(await database.db.select().from(leadNotes)).toEqual([]);

    await storeLead(
      database.db,
      { formType: "contact", payload: { name: "Old", email: "old@firma.com" } },
      false,
      at(1),
    );
    await storeLead(
      database.db,
      { formType: "contact", payload: { name: "New", email: "new@firma.com" } },
      false,
      at(20),
    );
    await deleteExpired(database.db, at(10));
    const left = await database.db.select({ email: people.email }).from(people);
    expect(left).toEqual([{ email: "new@firma.com" }]);
  });
});
