import { and, desc, eq, inArray, ne, sql } from "drizzle-orm";
import type { LeadFilter } from "~/lib/lead-filter";
import { type GivenField, personCsvHead, personCsvLine } from "~/lib/person-csv";
import { db, rowsOf, tables } from "../db/index.server";
import { materialAliases, materialNames } from "../materials/names.server";
import { peopleMatching } from "./inbox.server";

// The inbox's CSV, one row per person (issue 57): the people the filter keeps, in batches after
// the last row sent (keyset on the newest activity and the id), each with the newest value of
// every field their submissions gave. Suspects give no values: a person judges them first.

const { people, leads, leadNotes, adminUsers } = tables;

const BATCH = 500;
/** A value longer than this (a long REI answer) is cut in the file; the person's page has it all. */
const VALUE_LIMIT = 2000;

/** The newest value of each field per person, the newest first. */
async function givenFields(personIds: string[]) {
  const rows = await rowsOf<{ person_id: string; key: string; value: string }>(
    db(),
    sql`
    select person_id, key, value from (
      select distinct on (${leads.personId}, kv.key)
        ${leads.personId} as person_id, kv.key, left(kv.value, ${VALUE_LIMIT}) as value,
        ${leads.createdAt} as at
      from ${leads} cross join lateral jsonb_each_text(${leads.payload}) as kv
      where ${inArray(leads.personId, personIds)} and ${ne(leads.status, "suspected")}
        and jsonb_typeof(${leads.payload}) = 'object' and kv.value <> ''
      order by ${leads.personId}, kv.key, ${leads.createdAt} desc
    ) given order by at desc`,
  );
  const byPerson = new Map<string, GivenField[]>();
  for (const row of rows) {
    const list = byPerson.get(row.person_id) ?? [];
    list.push({ key: row.key, value: row.value });
    byPerson.set(row.person_id, list);
  }
  return byPerson;
}

export async function* peopleCsv(filter: LeadFilter): AsyncGenerator<string> {
  const names = await materialNames();
  const materials = filter.material ? materialAliases(names, filter.material) : [];
  const title = (id: string) => names.get(id)?.title ?? id;
  yield personCsvHead();
  let after: { at: string; id: string } | undefined;
  for (;;) {
    const rows = await db()
      .select({
        id: people.id,
        at: sql<string>`${people.lastActivityAt}::text`,
        name: people.name,
        email: people.email,
        phone: people.phone,
        company: people.company,
        domain: people.domain,
        personalEmail: people.personalEmail,
        fitGrade: people.fitGrade,
        interestGrade: people.interestGrade,
        fitPoints: people.fitPoints,
        interestPoints: people.interestPoints,
        workStatus: people.workStatus,
        owner: adminUsers.username,
        ownerName: adminUsers.name,
        firstSeenAt: people.firstSeenAt,
        lastActivityAt: people.lastActivityAt,
        lastForm: people.lastForm,
        lastFormId: sql<
          string | null
        >`(select ${leads.payload}->>'formId' from ${leads} where ${leads.personId} = ${people.id} order by ${leads.createdAt} desc limit 1)`,
        attribution: sql<Record<string, string> | null>`(select ${leads.attribution} from ${leads}
          where ${leads.personId} = ${people.id} and ${leads.attribution} is not null
          order by ${leads.createdAt} asc limit 1)`,
        submissions: sql<number>`(select count(*)::int from ${leads} where ${leads.personId} = ${people.id})`,
        notes: sql<number>`(select count(*)::int from ${leadNotes} where ${leadNotes.personId} = ${people.id})`,
      })
      .from(people)
      .leftJoin(adminUsers, eq(adminUsers.id, people.ownerId))
      .where(
        and(
          peopleMatching(filter, materials),
          after &&
            sql`(${people.lastActivityAt}, ${people.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`,
        ),
      )
      .orderBy(desc(people.lastActivityAt), desc(people.id))
      .limit(BATCH);
    if (rows.length === 0) return;
    const fields = await givenFields(rows.map((row) => row.id));
    yield rows.map((row) => personCsvLine(row, fields.get(row.id) ?? [], title)).join("");
    const last = rows[rows.length - 1];
    if (!last || rows.length < BATCH) return;
    after = { at: last.at, id: last.id };
  }
}
