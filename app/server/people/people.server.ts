import { and, eq, ne, not, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { leadPerson } from "~/lib/lead-fields";
import type { Db, Tx } from "../db/index.server";
import { leads, people, personAliases } from "../db/schema.server";
import { companyKey, emailDomain, isPersonalDomain, personEmail } from "./email-domains.server";
import { afterSubmission, type Submission } from "./on-submission.server";

// Every submission belongs to the person of its e-mail (ADR 0058). The person is found or made
// in the transaction that stores the submission, so two forms sent at once make one person.

const BOUND = 200;
const bounded = (value: string) => value.slice(0, BOUND).trim();

/**
 * The person a submission belongs to, made or brought up to date with what it gave: the newest
 * name, company and phone that are not empty, the last activity and form. A submission with no
 * e-mail is a person of its own, with the submission's id.
 */
export async function attachPerson(tx: Tx, submission: Submission, now: Date) {
  const email = personEmail(submission.payload.email);
  const given = leadPerson(submission.payload);
  const name = bounded(given.name);
  const company = bounded(given.company);
  const phone = bounded(given.phone);
  const { domain, personal } = emailDomain(email);
  const values = {
    ...(email ? {} : { id: submission.id }),
    email,
    name,
    company,
    phone,
    domain,
    personalEmail: personal,
    companyKey: companyKey(domain, personal, company),
    firstSeenAt: now,
    lastActivityAt: now,
    lastForm: submission.formType,
    createdAt: now,
  };
  const keep = (column: AnyPgColumn, value: string) => (value ? sql`${value}` : sql`${column}`);
  const news = {
    name: keep(people.name, name),
    company: keep(people.company, company),
    phone: keep(people.phone, phone),
    companyKey: company && personal ? values.companyKey : sql`${people.companyKey}`,
    lastActivityAt: sql`greatest(${people.lastActivityAt}, ${now.toISOString()}::timestamptz)`,
    lastForm: submission.formType,
  };
  // An e-mail merged into another person (ADR 0058) brings the submission to that person.
  const [alias] = email
    ? await tx
        .select({ personId: personAliases.personId })
        .from(personAliases)
        .where(eq(personAliases.email, email))
        .limit(1)
    : [];
  const [person] = alias
    ? await tx
        .update(people)
        .set({ ...news, companyKey: sql`${people.companyKey}` })
        .where(eq(people.id, alias.personId))
        .returning({ id: people.id })
    : email
      ? await tx
          .insert(people)
          .values(values)
          .onConflictDoUpdate({ target: people.email, set: news })
          .returning({ id: people.id })
      : await tx.insert(people).values(values).onConflictDoNothing().returning({ id: people.id });
  const personId = person?.id ?? submission.id;
  await tx.update(leads).set({ personId }).where(eq(leads.id, submission.id));
  await afterSubmission(tx, personId, submission, now);
  return personId;
}

/**
 * People the migration made know their domain but not what it is (the free-mail list lives
 * here, not in SQL): at start, each such domain is marked free mail or a company, in batches.
 */
export async function classifyMigratedPeople(db: Db) {
  const unclassified = and(
    ne(people.domain, ""),
    eq(people.companyKey, ""),
    not(people.personalEmail),
  );
  for (;;) {
    const domains = await db
      .selectDistinct({ domain: people.domain })
      .from(people)
      .where(unclassified)
      .limit(500);
    if (!domains.length) return;
    for (const { domain } of domains) {
      const personal = isPersonalDomain(domain);
      await db
        .update(people)
        .set(
          personal
            ? {
                personalEmail: true,
                companyKey: sql`case when btrim(${people.company}) = '' then ''
                  else 'nome:' || lower(regexp_replace(btrim(left(${people.company}, 200)), '\\s+', ' ', 'g')) end`,
              }
            : { companyKey: domain },
        )
        .where(and(unclassified, eq(people.domain, domain)));
    }
  }
}
