import { and, asc, desc, eq, isNotNull, isNull } from "drizzle-orm";
import { dueAfterBusinessMinutes } from "~/lib/routing";
import { routingCopy } from "~content/admin-routing";
import type { Db } from "../db/index.server";
import { adminUsers, type JobRow, leads, people, personEvents } from "../db/schema.server";
import { html } from "../email/compose.server";
import { inertText } from "../email/visitor-text.server";
import { env } from "../env.server";
import { storeDeliveries } from "../leads/deliveries.server";
import { enqueue } from "../queue/jobs.server";
import type { JobResult } from "../queue/worker.server";
import { routingSettings, staleJob } from "./routing.server";

// A person left 'Novo' (ADR 0058): once the time set in 'Distribuição' has passed in business
// hours with no contact, their owner is told again; after as long again, the administrators.
// Each step moves `stale_alerts` from what it was, so two instances never send one twice.

export interface StaleAlert {
  personId: string;
  step: 1 | 2;
}

const copy = routingCopy.emails;

function staleEmail(input: {
  to: string;
  name: string;
  minutes: number;
  leadUrl: string;
  closing: string;
}) {
  const subject = copy.staleSubject(input.name);
  const intro = copy.staleIntro(input.name, input.minutes);
  return {
    to: input.to,
    subject,
    text: [intro, input.closing, `${copy.button}: ${input.leadUrl}`].join("\n\n"),
    html: html([intro, input.closing], { label: copy.button, href: input.leadUrl }, []),
  };
}

/**
 * Runs a step if the person is still 'Novo', never contacted, and the step before was the last
 * one sent: the alert on their timeline, its e-mails (with `mail`), and the next step queued.
 */
export async function runStaleAlert(
  db: Db,
  alert: StaleAlert,
  { now, mail }: { now: Date; mail: boolean },
): Promise<JobResult> {
  await db.transaction(async (tx) => {
    const [person] = await tx
      .update(people)
      .set({ staleAlerts: alert.step })
      .where(
        and(
          eq(people.id, alert.personId),
          eq(people.workStatus, "new"),
          isNull(people.firstContactAt),
          eq(people.staleAlerts, alert.step - 1),
        ),
      )
      .returning({
        name: people.name,
        ownerId: people.ownerId,
        assignedAt: people.assignedAt,
      });
    if (!person) return;
    const settings = await routingSettings(tx);
    const admins = await tx
      .select({ id: adminUsers.id, email: adminUsers.email })
      .from(adminUsers)
      .where(and(eq(adminUsers.role, "admin"), isNotNull(adminUsers.email)))
      .orderBy(asc(adminUsers.id));
    const [owner] =
      person.ownerId === null
        ? []
        : await tx
            .select({ id: adminUsers.id, email: adminUsers.email, name: adminUsers.name })
            .from(adminUsers)
            .where(eq(adminUsers.id, person.ownerId));
    // No owner left to tell: the administrators at once, and that is the last step.
    const toOwner = alert.step === 1 && owner !== undefined;
    const step = toOwner ? 1 : 2;
    if (step !== alert.step) {
      await tx.update(people).set({ staleAlerts: step }).where(eq(people.id, alert.personId));
    }
    await tx.insert(personEvents).values({
      personId: alert.personId,
      kind: "alert",
      data: { step, to: toOwner ? (owner?.id ?? null) : null },
      createdAt: now,
    });
    if (toOwner) {
      const assignedAt = person.assignedAt ?? now;
      const runAt = dueAfterBusinessMinutes(now, settings.staleMinutes, settings.hours);
      await enqueue(tx, [staleJob(alert.personId, 2, assignedAt, runAt)]);
    }
    if (!mail) return;
    const [lead] = await tx
      .select({ id: leads.id })
      .from(leads)
      .where(eq(leads.personId, alert.personId))
      .orderBy(desc(leads.createdAt))
      .limit(1);
    if (!lead) return;
    const recipients = toOwner ? [owner?.email ?? ""] : admins.map((admin) => admin.email ?? "");
    const name = inertText(person.name.slice(0, 200)) || copy.noName;
    const closing = toOwner
      ? copy.staleOwner
      : copy.staleAdmins(owner?.name || owner?.email || copy.noOwner);
    const minutes = settings.staleMinutes * alert.step;
    const leadUrl = `${env().BASE_URL}/admin/leads/${lead.id}`;
    await storeDeliveries(
      tx,
      [...new Set(recipients.filter(Boolean))].map((to) => ({
        leadId: lead.id,
        channel: "email" as const,
        purpose: "alert" as const,
        message: { ...staleEmail({ to, name, minutes, leadUrl, closing }) },
      })),
      { now },
    );
  });
  return { ok: true };
}

/** The `stale-alert` job kind's handler. */
export const staleAlertHandler =
  (db: Db, mail: boolean, now: () => Date = () => new Date()) =>
  (job: JobRow) =>
    runStaleAlert(db, job.payload as unknown as StaleAlert, { now: now(), mail });
