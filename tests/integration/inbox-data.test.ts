import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import { leadFilter } from "~/lib/lead-filter";
import { materialSlug } from "~/lib/materials";
import { teamMembers } from "~/server/auth/admins.server";
import { type Database, setDatabase, tables } from "~/server/db/index.server";
import { leadsCsv, listLeads } from "~/server/leads/inbox.server";
import { erasePersonalData } from "~/server/leads/personal-data.server";
import { addLeadNote, notesOf, updateLeadWork } from "~/server/leads/work.server";
import { materialAliases, materialNames } from "~/server/materials/names.server";
import { staticMaterials } from "~content/materials";
import { describeOnTargets } from "../support/databases";

// The inbox's queries on PGlite and on PostgreSQL: search, the work filters, the period in
// São Paulo days, notes and their cascade, and the CSV read in batches.

const { leads, leadNotes, adminUsers, materials } = tables;

/** A lead at a São Paulo wall-clock time ('2026-04-30T23:30'). */
const lead = (
  at: string,
  payload: Record<string, unknown>,
  extra: Partial<typeof leads.$inferInsert> = {},
) => ({
  formType: "contact",
  payload,
  createdAt: new Date(`${at}:00-03:00`),
  status: "stored",
  ...extra,
});

const names = async (input: Parameters<typeof leadFilter>[0], aliases: string[] = []) =>
  (await listLeads(leadFilter(input), 1, aliases)).leads.map((row) => row.name).sort();

/** Every line of a CSV export. */
async function exported(input: Parameters<typeof leadFilter>[0]) {
  let text = "";
  for await (const chunk of leadsCsv(leadFilter(input))) text += chunk;
  return text.slice(1).trimEnd().split("\r\n");
}

describeOnTargets("inbox queries on $name", (target) => {
  let database: Database;
  let dispose: () => Promise<void>;
  let ana: number;
  let bruno: number;
  let libraryId: number;
  const sample = staticMaterials[0];

  beforeAll(async () => {
    ({ database, dispose } = await target.open());
    await database.migrate();
    setDatabase(database);
    const team = await database.db
      .insert(adminUsers)
      .values([
        { username: "ana", passwordHash: "x" },
        { username: "bruno", passwordHash: "x" },
      ])
      .returning({ id: adminUsers.id });
    [ana, bruno] = team.map((row) => row.id) as [number, number];
    const [material] = await database.db
      .insert(materials)
      .values({
        slug: materialSlug(sample ?? { title: "Guia" }),
        title: "Guia de RevOps",
        type: "E-book",
        category: "RevOps",
        description: "Um guia.",
      })
      .returning({ id: materials.id });
    libraryId = material?.id ?? 0;
  });
  afterAll(async () => {
    setDatabase(undefined);
    await dispose();
  });
  beforeEach(async () => {
    await database.db.delete(leads);
  });

  it("searches name, e-mail, company and phone, any case, with %, _ and \\ as typed", async () => {
    await database.db
      .insert(leads)
      .values([
        lead("2026-04-10T10:00", { name: "Ana Souza", email: "ana@lima.com.br", company: "Lima" }),
        lead("2026-04-10T10:01", { firstName: "Carla", lastName: "Dias", email: "c@d.com" }),
        lead("2026-04-10T10:02", { name: "Rui", companyName: "REI 100% SA", whatsapp: "119887" }),
        lead("2026-04-10T10:03", { name: "Zeca_Pagodinho", phone: "21 5555" }),
        lead("2026-04-10T10:04", { name: "Barra\\Invertida", email: "b@x.com" }),
      ]);
    expect(await names({ search: "SOUZA" })).toEqual(["Ana Souza"]);
    expect(await names({ search: "lima.com" })).toEqual(["Ana Souza"]);
    expect(await names({ search: "carla dias" })).toEqual(["Carla Dias"]);
    expect(await names({ search: "rei 100%" })).toEqual(["Rui"]);
    expect(await names({ search: "9887" })).toEqual(["Rui"]);
    expect(await names({ search: "5555" })).toEqual(["Zeca_Pagodinho"]);
    // Wildcards typed are only themselves.
    expect(await names({ search: "%" })).toEqual(["Rui"]);
    expect(await names({ search: "_" })).toEqual(["Zeca_Pagodinho"]);
    expect(await names({ search: "a\\i" })).toEqual(["Barra\\Invertida"]);
    expect(await names({ search: "ninguém" })).toEqual([]);
  });

  it("filters by status, owner (or nobody), material under any of its ids, and São Paulo days", async () => {
    const rows = await database.db
      .insert(leads)
      .values([
        lead("2026-04-30T23:30", { name: "Última do mês" }),
        lead("2026-05-01T00:10", { name: "Primeira de maio" }),
        lead("2026-04-01T00:00", { name: "Primeira de abril" }),
        lead("2026-03-31T23:59", { name: "Março" }),
        lead(
          "2026-04-15T12:00",
          { firstName: "Baixou", lastName: "Novo", materialId: `material-${libraryId}` },
          { formType: "download" },
        ),
        lead(
          "2026-04-15T12:00",
          { firstName: "Baixou", lastName: "Antes", materialId: `material-${sample?.id}` },
          { formType: "download" },
        ),
        lead(
          "2026-04-15T12:00",
          { firstName: "Outro", lastName: "Material" },
          {
            formType: "download",
            payload: { firstName: "Outro", lastName: "Material", materialId: "material-999" },
          },
        ),
      ])
      .returning({ id: leads.id });
    const [last, first] = rows.map((row) => row.id) as [string, string];
    expect(await updateLeadWork(last, { workStatus: "qualified", ownerId: ana })).toBe(true);
    expect(await updateLeadWork(first, { workStatus: "customer", ownerId: bruno })).toBe(true);

    expect(await names({ workStatus: "qualified" })).toEqual(["Última do mês"]);
    expect(await names({ workStatus: "new" })).toHaveLength(5);
    expect(await names({ owner: String(bruno) })).toEqual(["Primeira de maio"]);
    expect(await names({ owner: "nenhum" })).toHaveLength(5);
    expect(await names({ from: "2026-04-01", to: "2026-04-30" })).toEqual([
      "Baixou Antes",
      "Baixou Novo",
      "Outro Material",
      "Primeira de abril",
      "Última do mês",
    ]);
    expect(await names({ from: "2026-05-01" })).toEqual(["Primeira de maio"]);
    expect(await names({ to: "2026-03-31" })).toEqual(["Março"]);

    const directory = await materialNames();
    const chosen = `material-${libraryId}`;
    expect(directory.get(chosen)?.title).toBe("Guia de RevOps");
    expect(directory.get(`material-${sample?.id}`)?.libraryId).toBe(libraryId);
    const aliases = materialAliases(directory, chosen);
    expect(await names({ material: chosen }, aliases)).toEqual(["Baixou Antes", "Baixou Novo"]);
    expect(await names({ material: "material-999" })).toEqual(["Outro Material"]);

    const team = await teamMembers();
    expect(team.map((member) => member.username)).toEqual(["ana", "bruno"]);
    const listed = await listLeads(leadFilter({ owner: String(ana) }));
    expect(listed.leads[0]).toMatchObject({ owner: "ana", workStatus: "qualified" });
  });

  it("keeps notes with their author, newest first; bounds them; erasing the person erases them", async () => {
    const [row] = await database.db
      .insert(leads)
      .values(lead("2026-04-10T10:00", { name: "Ana", email: "ana@x.com" }))
      .returning({ id: leads.id });
    const id = row?.id ?? "";
    expect(await addLeadNote(id, ana, "Primeira ligação")).toBe(true);
    expect(await addLeadNote(id, bruno, "Pediu proposta")).toBe(true);
    const notes = await notesOf(id);
    expect(notes.map((note) => [note.author, note.body])).toEqual([
      ["bruno", "Pediu proposta"],
      ["ana", "Primeira ligação"],
    ]);
    expect(await addLeadNote("00000000-0000-4000-8000-000000000000", ana, "x")).toBe(false);
    expect(
      await updateLeadWork("00000000-0000-4000-8000-000000000000", {
        workStatus: "new",
        ownerId: null,
      }),
    ).toBe(false);
    // The database holds the limit too.
    const [owned] = await database.db
      .select({ personId: leads.personId })
      .from(leads)
      .where(eq(leads.id, id));
    await expect(
      database.db.insert(leadNotes).values({
        leadId: id,
        personId: String(owned?.personId),
        adminId: ana,
        body: "x".repeat(5001),
      }),
    ).rejects.toThrow();

    expect(await erasePersonalData(database.db, id)).toEqual({ leads: 1, drafts: 0 });
    const left = await database.db.select().from(leadNotes).where(eq(leadNotes.leadId, id));
    expect(left).toEqual([]);
  });

  it("exports every lead of the filter in batches, none skipped or repeated within a millisecond", async () => {
    // 1,100 leads in one millisecond, microseconds apart: more than two batches.
    await database.db.execute(sql`
      insert into leads (form_type, payload, status, created_at)
      select 'contact', jsonb_build_object('name', 'Pessoa ' || g, 'email', 'p' || g || '@x.com'),
        'stored', timestamptz '2026-04-01 12:00:00.123+00' + g * interval '1 microsecond'
      from generate_series(1, 1100) g`);
    await database.db.insert(leads).values(lead("2026-04-02T10:00", { name: "Outra" }));
    const lines = await exported({ search: "pessoa" });
    expect(lines[0]).toMatch(/^Data;Nome;E-mail;/);
    const people = lines.slice(1).map((line) => line.split(";")[1]);
    expect(people).toHaveLength(1100);
    expect(new Set(people).size).toBe(1100);
    expect(people[0]).toBe("Pessoa 1100");
    // 12:00 UTC is 09:00 in São Paulo.
    expect(lines[1]).toMatch(/^01\/04\/2026 09:00;/);
    expect(await exported({ search: "outra" })).toHaveLength(2);
  });
});
