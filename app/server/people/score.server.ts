import { and, asc, desc, eq, gt, inArray, lte, ne, sql } from "drizzle-orm";
import {
  defaultScoreRules,
  MAX_SUBMISSIONS,
  readScoreRules,
  type Score,
  type ScoreFacts,
  type ScoreRules,
  type ScoreSubmission,
  scorePerson,
} from "~/lib/score";
import type { Db, Tx } from "../db/index.server";
import { bookings, leadRules, leads, people } from "../db/schema.server";
import { enqueue } from "../queue/jobs.server";
import { emailDomain, personEmail } from "./email-domains.server";

// The score of each person (lib/score, ADR 0058): their facts gathered here, the result written
// on their row. Scored again at each submission, when an Administrador saves the rules, and
// once a day so that interest fades ('score-fade' in the queue, ADR 0056).

type Conn = Db | Tx;

export const SCORE_RULES_ID = "score";
/** People scored per transaction when everyone is. */
const BATCH = 200;

/** The rules in effect: the saved ones, else the defaults. */
export async function scoreRules(db: Conn): Promise<ScoreRules> {
  const [row] = await db.select().from(leadRules).where(eq(leadRules.id, SCORE_RULES_ID));
  return row ? readScoreRules(row.value) : defaultScoreRules;
}

/** Who saved the rules and when; undefined while the defaults stand. */
export async function scoreRulesSaved(db: Conn) {
  const [row] = await db
    .select({ savedBy: leadRules.savedBy, savedAt: leadRules.savedAt })
    .from(leadRules)
    .where(eq(leadRules.id, SCORE_RULES_ID));
  return row;
}

export async function saveScoreRules(db: Db, rules: ScoreRules, savedBy: string, now: Date) {
  const value = { ...rules } as Record<string, unknown>;
  await db
    .insert(leadRules)
    .values({ id: SCORE_RULES_ID, value, savedBy, savedAt: now })
    .onConflictDoUpdate({ target: leadRules.id, set: { value, savedBy, savedAt: now } });
}

/** A submission's time: a repeated download's newest. */
const submittedAt = sql<Date>`coalesce(${leads.lastSubmittedAt}, ${leads.createdAt})`;
const cancelledCall = sql<boolean>`exists (select 1 from ${bookings}
  where ${bookings.leadId} = ${leads.id} and ${bookings.status} = 'cancelled')`;

/** The newest submissions of each person (up to MAX_SUBMISSIONS each), suspects left out. */
async function submissionsOf(db: Conn, personIds: string[]) {
  const byPerson = new Map<string, ScoreSubmission[]>();
  if (personIds.length === 0) return byPerson;
  const ranked = db
    .select({
      personId: leads.personId,
      formType: leads.formType,
      payload: leads.payload,
      at: sql<Date>`${submittedAt}`.as("at"),
      cancelled: sql<boolean>`${cancelledCall}`.as("cancelled"),
      n: sql<number>`row_number() over (partition by ${leads.personId} order by ${submittedAt} desc)`.as(
        "n",
      ),
    })
    .from(leads)
    .where(and(inArray(leads.personId, personIds), ne(leads.status, "suspected")))
    .as("ranked");
  const rows = await db.select().from(ranked).where(lte(ranked.n, MAX_SUBMISSIONS));
  for (const row of rows) {
    if (!row.personId) continue;
    const list = byPerson.get(row.personId) ?? [];
    list.push({
      formType: row.formType,
      payload: (row.payload ?? {}) as Record<string, unknown>,
      at: new Date(row.at),
      cancelled: Boolean(row.cancelled),
    });
    byPerson.set(row.personId, list);
  }
  return byPerson;
}

/** Null without an e-mail; else whether it is free mail (read from the address itself). */
const personalOf = (email: string | null) => (email ? emailDomain(email).personal : null);

const scoreColumns = (score: Score, now: Date) => ({
  fitPoints: score.fitPoints,
  interestPoints: score.interestPoints,
  fitGrade: score.fitGrade,
  interestGrade: score.interestGrade,
  scorePoints: score.points,
  scoredAt: now,
});

/** Scores a person again from all they did, in the caller's transaction. */
export async function rescorePerson(
  tx: Conn,
  personId: string,
  now: Date,
  rules?: ScoreRules,
): Promise<Score | undefined> {
  const [person] = await tx
    .select({ email: people.email })
    .from(people)
    .where(eq(people.id, personId));
  if (!person) return undefined;
  const submissions = (await submissionsOf(tx, [personId])).get(personId) ?? [];
  const score = scorePerson(
    { personalEmail: personalOf(person.email), submissions },
    rules ?? (await scoreRules(tx)),
    now,
  );
  await tx.update(people).set(scoreColumns(score, now)).where(eq(people.id, personId));
  return score;
}

/**
 * Scores everyone again (the rules saved, the day's fading): BATCH people at a time in id
 * order, each batch its own transaction. Running twice at once only writes the same score
 * twice. How many were scored.
 */
export async function rescoreEveryone(db: Db, now: Date): Promise<number> {
  const rules = await scoreRules(db);
  let after: string | undefined;
  let count = 0;
  for (;;) {
    const batch = await db
      .select({ id: people.id, email: people.email })
      .from(people)
      .where(after ? gt(people.id, after) : undefined)
      .orderBy(asc(people.id))
      .limit(BATCH);
    if (batch.length === 0) return count;
    await db.transaction(async (tx) => {
      const submissions = await submissionsOf(
        tx,
        batch.map((p) => p.id),
      );
      for (const person of batch) {
        const score = scorePerson(
          {
            personalEmail: personalOf(person.email),
            submissions: submissions.get(person.id) ?? [],
          },
          rules,
          now,
        );
        await tx.update(people).set(scoreColumns(score, now)).where(eq(people.id, person.id));
      }
    });
    count += batch.length;
    after = batch[batch.length - 1]?.id;
  }
}

/**
 * The score a submission about to be stored will give its person: their earlier submissions
 * and this one. The alert's subject and RD Station's fields carry it, built before storing;
 * two forms of one person at the same instant may each miss the other.
 */
export async function prospectiveScore(
  db: Conn,
  submission: { formType: string; payload: Record<string, unknown> },
  now: Date,
): Promise<Score> {
  const email = personEmail(submission.payload.email);
  const [person] = email
    ? await db.select({ id: people.id }).from(people).where(eq(people.email, email))
    : [];
  const earlier = person ? ((await submissionsOf(db, [person.id])).get(person.id) ?? []) : [];
  const facts: ScoreFacts = {
    personalEmail: personalOf(email),
    submissions: [...earlier, { ...submission, at: now }],
  };
  return scorePerson(facts, await scoreRules(db), now);
}

/** Counts of people by grade, for the rules page. */
export async function gradeCounts(db: Db) {
  const rows = await db
    .select({
      fitGrade: people.fitGrade,
      interestGrade: people.interestGrade,
      count: sql<number>`count(*)::int`,
    })
    .from(people)
    .groupBy(people.fitGrade, people.interestGrade)
    .orderBy(asc(people.fitGrade), desc(people.interestGrade));
  return rows.map((row) => ({ ...row, count: Number(row.count) }));
}

/** The people seen most recently with their grade and points: the rules page's preview. */
export async function recentlyScored(db: Db, limit = 5) {
  return db
    .select({
      id: people.id,
      name: people.name,
      email: people.email,
      fitGrade: people.fitGrade,
      interestGrade: people.interestGrade,
      points: people.scorePoints,
    })
    .from(people)
    .orderBy(desc(people.lastActivityAt), asc(people.id))
    .limit(limit);
}

// --- The day's fading: one 'score-fade' job a day, whichever instance queues it first. ---

const FADE_HOUR_UTC = 7; // 04:00 in São Paulo, before the team's day.

/** The next run after `now`, and its key: one job per day for every instance together. */
export function nextFade(now: Date) {
  const runAt = new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), FADE_HOUR_UTC),
  );
  if (runAt.getTime() <= now.getTime()) runAt.setUTCDate(runAt.getUTCDate() + 1);
  return { runAt, key: `score-fade-${runAt.toISOString().slice(0, 10)}` };
}

/** Queues the next day's fading unless an instance already did (the key is unique). */
export async function scheduleScoreFade(db: Db, now: Date) {
  const { runAt, key } = nextFade(now);
  await enqueue(db, [{ kind: "score-fade", key, runAt, payload: { day: key.slice(-10) } }]);
}

/** The 'score-fade' job: everyone scored at this hour, and the next day's job queued. */
export async function runScoreFade(db: Db, now: Date) {
  await rescoreEveryone(db, now);
  await scheduleScoreFade(db, now);
}
