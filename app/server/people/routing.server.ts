import { and, asc, eq, gt, inArray, sql } from "drizzle-orm";
import { leadFormId, leadTypeLabel } from "~/lib/leads";
import {
  conditionLabel,
  dueAfterBusinessMinutes,
  firstMatch,
  ROUND_ROBIN,
  type RoutingSettings,
  readRoutingSettings,
} from "~/lib/routing";
import { routingCopy } from "~content/admin-routing";
import { HOST_ROLES } from "../booking/hosts.server";
import type { Db, Tx } from "../db/index.server";
import {
  adminUsers,
  bookingHosts,
  deliveries,
  leadRules,
  people,
  personEvents,
} from "../db/schema.server";
import { alertEmail } from "../email/compose.server";
import { env } from "../env.server";
import { storeDeliveries } from "../leads/deliveries.server";
import { enqueue } from "../queue/jobs.server";
import type { Submission } from "./on-submission.server";
import { setPersonWork } from "./person-work.server";

// Who gets a new person (ADR 0058): their owner if they have one; else the first Administrador's
// rule that matches; else the round-robin among the hosts not 'Ausente'; else an administrator.
// The owner is told by e-mail, and again if the person is left 'Novo' (stale-alerts.server).

const RULES_ID = "routing";
/** The round-robin counts the people it gave in this many days. */
const WINDOW_DAYS = 90;

/** The rules in effect: the saved ones, or the defaults. */
export async function routingSettings(db: Db | Tx): Promise<RoutingSettings> {
  const [row] = await db.select().from(leadRules).where(eq(leadRules.id, RULES_ID));
  return readRoutingSettings(row?.value);
}

/** The rules as saved, and who saved them when; undefined before the first save. */
export async function routingSaved(db: Db) {
  const [row] = await db
    .select({ savedBy: leadRules.savedBy, savedAt: leadRules.savedAt })
    .from(leadRules)
    .where(eq(leadRules.id, RULES_ID));
  return row;
}

export async function saveRoutingSettings(
  db: Db,
  settings: RoutingSettings,
  savedBy: string,
  now = new Date(),
) {
  const value = { ...settings };
  await db
    .insert(leadRules)
    .values({ id: RULES_ID, value, savedBy, savedAt: now })
    .onConflictDoUpdate({ target: leadRules.id, set: { value, savedBy, savedAt: now } });
}

/** Members who may work leads (and so own people), by id. */
async function leadWorkers(tx: Tx) {
  return tx
    .select({ id: adminUsers.id, role: adminUsers.role, email: adminUsers.email })
    .from(adminUsers)
    .where(inArray(adminUsers.role, [...HOST_ROLES]))
    .orderBy(asc(adminUsers.id));
}

/**
 * The host whose turn it is: fewest people given by the round-robin lately for their weight,
 * the least recently given on a tie. The hosts' rows stay locked to the end of the transaction,
 * so two people stored at once on two instances are counted one after the other.
 */
async function roundRobinHost(tx: Tx, now: Date) {
  const hosts = await tx
    .select({ id: bookingHosts.adminId, weight: bookingHosts.weight })
    .from(bookingHosts)
    .innerJoin(adminUsers, eq(adminUsers.id, bookingHosts.adminId))
    .where(
      and(
        eq(bookingHosts.active, true),
        eq(bookingHosts.away, false),
        inArray(adminUsers.role, [...HOST_ROLES]),
      ),
    )
    .orderBy(asc(bookingHosts.adminId))
    .for("no key update", { of: bookingHosts });
  if (hosts.length === 0) return undefined;
  const since = new Date(now.getTime() - WINDOW_DAYS * 86_400_000);
  const to = sql<string>`${personEvents.data}->>'to'`;
  const rows = await tx
    .select({
      to,
      given: sql<number>`count(*)::int`,
      last: sql<string>`max(${personEvents.createdAt})::text`,
    })
    .from(personEvents)
    .where(
      and(
        eq(personEvents.kind, "assigned"),
        sql`${personEvents.data}->>'by' = ${ROUND_ROBIN}`,
        gt(personEvents.createdAt, since),
      ),
    )
    .groupBy(to);
  const stats = new Map(rows.map((row) => [Number(row.to), row]));
  const load = (host: (typeof hosts)[number]) => (stats.get(host.id)?.given ?? 0) / host.weight;
  const last = (host: (typeof hosts)[number]) => {
    const at = stats.get(host.id)?.last;
    return at ? new Date(at).getTime() : 0;
  };
  const [next] = [...hosts].sort((a, b) => load(a) - load(b) || last(a) - last(b) || a.id - b.id);
  return next?.id;
}

interface Choice {
  ownerId: number;
  rule: string;
  by: "rule" | typeof ROUND_ROBIN | "admins";
}

/** The owner the rules give a person with this grade and submission. */
async function chooseOwner(
  tx: Tx,
  settings: RoutingSettings,
  grade: string,
  submission: Submission,
  now: Date,
): Promise<Choice | undefined> {
  const workers = await leadWorkers(tx);
  const reasons = routingCopy.reasons;
  const match = firstMatch(settings.rules, {
    grade,
    formType: submission.formType,
    payload: submission.payload,
  });
  if (match) {
    const condition = conditionLabel(match.rule.field, match.rule.value);
    const member = workers.find((worker) => String(worker.id) === match.rule.target);
    // A rule's member who no longer works leads (removed, now an Editor) is passed over.
    if (member) {
      return { ownerId: member.id, rule: reasons.rule(match.position, condition), by: "rule" };
    }
    if (match.rule.target === ROUND_ROBIN) {
      const host = await roundRobinHost(tx, now);
      if (host !== undefined) {
        return {
          ownerId: host,
          rule: reasons.ruleRoundRobin(match.position, condition),
          by: ROUND_ROBIN,
        };
      }
    }
  }
  const host = await roundRobinHost(tx, now);
  if (host !== undefined) return { ownerId: host, rule: reasons.roundRobin, by: ROUND_ROBIN };
  const admin = workers.find((worker) => worker.role === "admin");
  return admin ? { ownerId: admin.id, rule: reasons.admins, by: "admins" } : undefined;
}

/** The job that alerts again a person left 'Novo': one per assignment and step. */
export const staleJob = (personId: string, step: 1 | 2, assignedAt: Date, runAt: Date) => ({
  kind: "stale-alert",
  key: `stale-${personId}-${assignedAt.getTime()}-${step}`,
  runAt,
  payload: { personId, step },
});

/**
 * Gives a person without an owner the one the rules choose, on their timeline ('assigned',
 * with why), and tells that owner by e-mail unless the submission's alerts already do. A
 * booked call is left to its host (the booking gives them). No owner to be found: none given.
 */
export async function routePerson(tx: Tx, personId: string, submission: Submission, now: Date) {
  if (submission.formType === "booking") return;
  const [person] = await tx
    .select({ ownerId: people.ownerId, grade: people.fitGrade })
    .from(people)
    .where(eq(people.id, personId));
  if (!person || person.ownerId !== null) return;
  const settings = await routingSettings(tx);
  const choice = await chooseOwner(tx, settings, person.grade, submission, now);
  if (!choice) return;
  const given = await setPersonWork(
    tx,
    personId,
    (before) => ({ ...before, ownerId: before.ownerId ?? choice.ownerId }),
    null,
    now,
    { rule: choice.rule, by: choice.by },
  );
  if (!given) return;
  await tx.update(people).set({ staleAlerts: 0 }).where(eq(people.id, personId));
  await enqueue(tx, [
    staleJob(personId, 1, now, dueAfterBusinessMinutes(now, settings.staleMinutes, settings.hours)),
  ]);
  await alertOwner(tx, personId, choice, submission, now);
}

/** The owner's new-lead e-mail, stored with the submission; none without SMTP or an address. */
async function alertOwner(
  tx: Tx,
  personId: string,
  choice: Choice,
  submission: Submission,
  now: Date,
) {
  const config = env();
  if (!config.mail) return;
  const [owner] = await tx
    .select({ email: adminUsers.email })
    .from(adminUsers)
    .where(eq(adminUsers.id, choice.ownerId));
  const email = owner?.email?.trim().toLowerCase();
  if (!email) return;
  const planned = (submission.deliveries ?? []).filter((item) => item.purpose === "alert");
  const stored = await tx
    .select({ to: sql<string>`${deliveries.message}->>'to'` })
    .from(deliveries)
    .where(and(eq(deliveries.leadId, submission.id), eq(deliveries.purpose, "alert")));
  const told = [...planned.map((item) => item.message.to), ...stored.map((row) => row.to)];
  if (told.some((to) => typeof to === "string" && to.trim().toLowerCase() === email)) return;
  const [grade] = await tx
    .select({ fitGrade: people.fitGrade, interestGrade: people.interestGrade })
    .from(people)
    .where(eq(people.id, personId));
  const message = alertEmail({
    to: email,
    formLabel: leadTypeLabel(
      submission.formType,
      leadFormId(submission.formType, submission.payload),
    ),
    payload: submission.payload,
    sourcePage: submission.sourcePage ?? undefined,
    attribution: submission.attribution ?? undefined,
    leadUrl: `${config.BASE_URL}/admin/leads/${submission.id}`,
    footer: routingCopy.emails.assignedFooter(choice.rule),
    // The score was written just before, in this transaction.
    grade: grade ? { fit: grade.fitGrade, interest: grade.interestGrade } : undefined,
  });
  await storeDeliveries(
    tx,
    [{ leadId: submission.id, channel: "email", purpose: "alert", message: { ...message } }],
    { now },
  );
}
