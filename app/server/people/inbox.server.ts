import { and, asc, count, desc, eq, exists, isNull, or, type SQL, sql } from "drizzle-orm";
import type { LeadFilter } from "~/lib/lead-filter";
import { db, tables } from "../db/index.server";
import { containsPattern, matching } from "../leads/inbox-filter.server";

// The inbox of people (ADR 0058): one row per person, what they did last, their score, status
// and owner. A filter about submissions (form, material, landing page, days) keeps the people
// who have one such submission.

const { people, leads, adminUsers } = tables;

const PAGE_SIZE = 50;

function searching(text: string): SQL | undefined {
  const pattern = containsPattern(text);
  return or(
    ...[people.name, people.email, people.company, people.phone].map(
      (column) => sql`${column} ILIKE ${pattern} ESCAPE '\\'`,
    ),
  );
}

/** The people a filter keeps. `materials`: the ids the filter's material was stored under. */
export function peopleMatching(filter: LeadFilter, materials: string[] = []) {
  const { formType, material, landing, from, to } = filter;
  const bySubmission = { formType, material, landing, from, to };
  const conditions: (SQL | undefined)[] = [];
  if (filter.search) conditions.push(searching(filter.search));
  if (filter.workStatus) conditions.push(eq(people.workStatus, filter.workStatus));
  if (filter.owner === "none") conditions.push(isNull(people.ownerId));
  else if (filter.owner !== undefined) conditions.push(eq(people.ownerId, filter.owner));
  if (filter.grade) conditions.push(eq(people.fitGrade, filter.grade));
  if (Object.values(bySubmission).some(Boolean)) {
    conditions.push(
      exists(
        db()
          .select({ one: sql`1` })
          .from(leads)
          .where(and(eq(leads.personId, people.id), matching(bySubmission, materials))),
      ),
    );
  }
  return and(...conditions);
}

/** The order of the list: the best grade first ('nota'), else the newest activity. */
const ordering = (filter: LeadFilter) =>
  filter.order === "nota"
    ? [
        asc(people.fitGrade),
        desc(people.interestGrade),
        desc(people.lastActivityAt),
        desc(people.id),
      ]
    : [desc(people.lastActivityAt), desc(people.id)];

/** One page of people with the total the filter keeps. */
export async function listPeople(filter: LeadFilter, asked = 1, materials: string[] = []) {
  const where = peopleMatching(filter, materials);
  const [counted] = await db().select({ total: count() }).from(people).where(where);
  const total = counted?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const page = Math.min(Math.max(Number.isSafeInteger(asked) ? asked : 1, 1), pageCount);
  const rows = await db()
    .select({
      id: people.id,
      name: people.name,
      email: people.email,
      company: people.company,
      companyKey: people.companyKey,
      personalEmail: people.personalEmail,
      phone: people.phone,
      workStatus: people.workStatus,
      fitGrade: people.fitGrade,
      interestGrade: people.interestGrade,
      lastForm: people.lastForm,
      lastActivityAt: people.lastActivityAt,
      owner: adminUsers.username,
      ownerName: adminUsers.name,
      submissions: sql<number>`(select count(*)::int from ${leads} where ${leads.personId} = ${people.id})`,
      // The newest submission's form (a landing page's, the home's), for its label.
      lastFormId: sql<
        string | null
      >`(select ${leads.payload}->>'formId' from ${leads} where ${leads.personId} = ${people.id} order by ${leads.createdAt} desc limit 1)`,
    })
    .from(people)
    .leftJoin(adminUsers, eq(adminUsers.id, people.ownerId))
    .where(where)
    .orderBy(...ordering(filter))
    .limit(PAGE_SIZE)
    .offset((page - 1) * PAGE_SIZE);
  return { total, page, pageCount, people: rows };
}
