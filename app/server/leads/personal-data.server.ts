import { and, count, eq, inArray, isNull, lt, or, sql } from "drizzle-orm";
import type { Db } from "../db/index.server";
import { jobs, leads, people, personAliases, reiDrafts } from "../db/schema.server";
import { logger } from "../logger.server";
import { personEmail } from "../people/email-domains.server";
import { isUuid } from "./outbox.server";

/**
 * LGPD: what the site keeps of a person, removed on request ('Excluir dados' in the
 * admin) and after the retention period (the worker). A person is their e-mail address, as
 * typed in any form; REI drafts carry it among the answers.
 */

const sameEmail = (column: typeof leads.payload | typeof reiDrafts.answers, email: string) =>
  sql`lower(trim(${column}->>'email')) = ${email.trim().toLowerCase()}`;

/** Jobs due at a time, about no lead (ADR 0056): an e-mail's payload names its recipient. */
const ownJobs = and(isNull(jobs.leadId), isNull(jobs.deliveryId));

export interface PersonalData {
  leads: number;
  drafts: number;
}

async function emailOf(db: Pick<Db, "select">, leadId: string) {
  if (!isUuid(leadId)) return undefined;
  const [row] = await db
    .select({ email: sql<string | null>`${leads.payload}->>'email'` })
    .from(leads)
    .where(eq(leads.id, leadId));
  return row ? (row.email?.trim() ?? "") : undefined;
}

/** What 'Excluir dados' on this lead would remove; undefined for an unknown lead. */
export async function personalDataOfLead(db: Db, leadId: string) {
  const email = await emailOf(db, leadId);
  if (email === undefined) return undefined;
  if (!email) return { leads: 1, drafts: 0 };
  const [person] = await db
    .select({ n: count() })
    .from(leads)
    .where(or(eq(leads.id, leadId), sameEmail(leads.payload, email)));
  const [drafts] = await db
    .select({ n: count() })
    .from(reiDrafts)
    .where(sameEmail(reiDrafts.answers, email));
  return { leads: person?.n ?? 1, drafts: drafts?.n ?? 0 };
}

/**
 * Deletes the lead, every other submission with its e-mail and the REI drafts with it, in one
 * transaction. Undefined when the lead is unknown (already erased).
 */
export async function erasePersonalData(db: Db, leadId: string): Promise<PersonalData | undefined> {
  return db.transaction(async (tx) => {
    const email = await emailOf(tx, leadId);
    if (email === undefined) return undefined;
    const erasedLeads = await tx
      .delete(leads)
      .where(
        email ? or(eq(leads.id, leadId), sameEmail(leads.payload, email)) : eq(leads.id, leadId),
      )
      .returning({ id: leads.id });
    // The person goes with their submissions: their notes and timeline with them.
    const key = personEmail(email);
    await tx.delete(people).where(key ? eq(people.email, key) : eq(people.id, leadId));
    const erasedDrafts = email
      ? await tx
          .delete(reiDrafts)
          .where(sameEmail(reiDrafts.answers, email))
          .returning({ id: reiDrafts.id })
      : [];
    // What was still to be e-mailed to the person goes too (a lead's own jobs went with it).
    if (email) {
      await tx
        .delete(jobs)
        .where(and(ownJobs, sql`lower(trim(${jobs.payload}->>'to')) = ${email.toLowerCase()}`));
    }
    return { leads: erasedLeads.length, drafts: erasedDrafts.length };
  });
}

/** Every e-mail a person gave: theirs, those merged into them, and each submission's. */
async function emailsOfPerson(db: Pick<Db, "select" | "selectDistinct">, personId: string) {
  const [own, aliases, typed] = await Promise.all([
    db.select({ email: people.email }).from(people).where(eq(people.id, personId)),
    db
      .select({ email: personAliases.email })
      .from(personAliases)
      .where(eq(personAliases.personId, personId)),
    db
      .selectDistinct({ email: sql<string | null>`lower(trim(${leads.payload}->>'email'))` })
      .from(leads)
      .where(eq(leads.personId, personId)),
  ]);
  if (!own.length) return undefined;
  const emails = [...own, ...aliases, ...typed].map((row) => row.email ?? "").filter(Boolean);
  return [...new Set(emails)];
}

const anyEmail = (column: typeof leads.payload | typeof reiDrafts.answers, emails: string[]) =>
  inArray(sql`lower(trim(${column}->>'email'))`, emails);

/** What erasing this person would remove; undefined for an unknown person. */
export async function personalDataOfPerson(db: Db, personId: string) {
  if (!isUuid(personId)) return undefined;
  const emails = await emailsOfPerson(db, personId);
  if (!emails) return undefined;
  const mine = eq(leads.personId, personId);
  const [submissions] = await db
    .select({ n: count() })
    .from(leads)
    .where(emails.length ? or(mine, anyEmail(leads.payload, emails)) : mine);
  const [drafts] = emails.length
    ? await db.select({ n: count() }).from(reiDrafts).where(anyEmail(reiDrafts.answers, emails))
    : [{ n: 0 }];
  return { leads: submissions?.n ?? 0, drafts: drafts?.n ?? 0 };
}

/**
 * 'Excluir dados' of a person (LGPD art. 18): every submission of theirs or with one of their
 * e-mails, their REI drafts, what was still to be e-mailed to them, and the person with their
 * notes and timeline, in one transaction. Undefined when the person is unknown.
 */
export async function erasePerson(db: Db, personId: string): Promise<PersonalData | undefined> {
  if (!isUuid(personId)) return undefined;
  return db.transaction(async (tx) => {
    const emails = await emailsOfPerson(tx, personId);
    if (!emails) return undefined;
    const mine = eq(leads.personId, personId);
    const erasedLeads = await tx
      .delete(leads)
      .where(emails.length ? or(mine, anyEmail(leads.payload, emails)) : mine)
      .returning({ id: leads.id });
    await tx.delete(people).where(eq(people.id, personId));
    const erasedDrafts = emails.length
      ? await tx
          .delete(reiDrafts)
          .where(anyEmail(reiDrafts.answers, emails))
          .returning({ id: reiDrafts.id })
      : [];
    if (emails.length) {
      await tx
        .delete(jobs)
        .where(and(ownJobs, inArray(sql`lower(trim(${jobs.payload}->>'to'))`, emails)));
    }
    return { leads: erasedLeads.length, drafts: erasedDrafts.length };
  });
}

/** The moment before which nothing is kept: `months` before `now`. */
export function retentionCutoff(months: number, now = new Date()) {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff;
}

/**
 * Deletes submissions sent, REI drafts last changed, and jobs due at a time finished, whose
 * time came before the cutoff.
 */
export async function deleteExpired(db: Db, cutoff: Date): Promise<PersonalData> {
  const erasedLeads = await db
    .delete(leads)
    .where(lt(leads.createdAt, cutoff))
    .returning({ id: leads.id });
  const erasedDrafts = await db
    .delete(reiDrafts)
    .where(lt(reiDrafts.updatedAt, cutoff))
    .returning({ id: reiDrafts.id });
  // A person none of whose submissions is left goes too, with their notes.
  await db
    .delete(people)
    .where(sql`not exists (select 1 from ${leads} where ${leads.personId} = ${people.id})`);
  // A lead's jobs went with it.
  await db
    .delete(jobs)
    .where(and(ownJobs, inArray(jobs.status, ["done", "failed"]), lt(jobs.runAt, cutoff)));
  return { leads: erasedLeads.length, drafts: erasedDrafts.length };
}

/** Suspected submissions nobody released are kept this long, then deleted (ADR 0011). */
export const SUSPECT_RETENTION_DAYS = 30;

const SUSPECT_RETENTION_MS = SUSPECT_RETENTION_DAYS * 24 * 3_600_000;

export const suspectCutoff = (now = new Date()) => new Date(now.getTime() - SUSPECT_RETENTION_MS);

/** From when the daily sweep deletes a suspect received at `createdAt`. */
export const suspectExpiry = (createdAt: Date) =>
  new Date(createdAt.getTime() + SUSPECT_RETENTION_MS);

/** Deletes suspected submissions received before the cutoff; released ones are leads and stay. */
export async function deleteExpiredSuspects(db: Db, cutoff: Date): Promise<number> {
  const erased = await db
    .delete(leads)
    .where(and(eq(leads.status, "suspected"), lt(leads.createdAt, cutoff)))
    .returning({ id: leads.id });
  return erased.length;
}

const DAY_MS = 24 * 3_600_000;

/**
 * LGPD retention: at start and then daily, deletes submissions older than `months`, REI
 * drafts untouched as long, and suspected submissions nobody released within 30 days.
 * Several processes may sweep at once; a delete is idempotent.
 */
export function startRetentionSweep({
  db,
  months,
  intervalMs = DAY_MS,
}: {
  db: Db;
  months: number;
  intervalMs?: number;
}) {
  const sweep = async () => {
    try {
      const erased = await deleteExpired(db, retentionCutoff(months));
      if (erased.leads || erased.drafts) {
        logger.info({ ...erased, months }, "dados além do prazo de retenção excluídos");
      }
      const suspects = await deleteExpiredSuspects(db, suspectCutoff());
      if (suspects) {
        logger.info(
          { suspects, days: SUSPECT_RETENTION_DAYS },
          "envios suspeitos não liberados excluídos",
        );
      }
    } catch (error) {
      logger.error({ err: error }, "falha ao excluir dados além do prazo de retenção");
    }
  };
  void sweep();
  const timer = setInterval(sweep, intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
