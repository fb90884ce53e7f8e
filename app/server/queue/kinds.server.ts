import { eq } from "drizzle-orm";
import type { Db } from "../db/index.server";
import { bookings, type JobRow } from "../db/schema.server";
import type { Mailer } from "../email/mailer.server";
import type { EmailMessage } from "../leads/deliveries.server";
import {
  type DeliveryWebhooks,
  deliveryHandler,
  type RdStation,
} from "../leads/deliveries-send.server";
import { leadHandler, type WebhookUrls } from "../leads/delivery.server";
import { runScoreFade } from "../people/score.server";
import { type StaleAlert, staleAlertHandler } from "../people/stale-alerts.server";
import type { JobHandler } from "./worker.server";

/**
 * The kinds of job and who runs each (ADR 0056). `lead` and `delivery` are queued with their
 * rows (`storeLead`, `storeDeliveries`); the others are due at a time and carry their payload,
 * typed here, queued by `enqueueJob`.
 */
export interface JobPayloads {
  /** An e-mail due at a time (a booking's reminder, a campaign's confirmation). */
  email: EmailMessage;
  /** A booked call's reminder (ADR 0057): sent only while that version of the call stands. */
  "booking-reminder": { bookingId: string; sequence: number; message: EmailMessage };
  /** A person left 'Novo' past the routing's time (ADR 0058): their owner, then the admins. */
  "stale-alert": StaleAlert;
  /** Everyone scored again once a day, so that interest fades (people/score.server). */
  "score-fade": { day: string };
}

export interface HandlerContext {
  db: Db;
  urls?: WebhookUrls;
  mailer?: Mailer;
  webhooks?: DeliveryWebhooks;
  rdstation?: RdStation;
  timeoutMs?: number;
  /** The clock of jobs that read it (a stale alert's next step); tests set their own. */
  now?: () => Date;
}

/** The `email` kind: sent once through SMTP, its job's id as the Message-ID. */
function emailHandler(mailer: Mailer | undefined): JobHandler {
  return (job: JobRow) => {
    if (!mailer) return { ok: false, error: "SMTP_URL não configurado" };
    return mailer({ ...(job.payload as unknown as EmailMessage), id: job.id });
  };
}

/**
 * The `booking-reminder` kind: a call cancelled or moved since (another status, another
 * SEQUENCE) gets no reminder; the job is done without sending.
 */
function reminderHandler(db: Db, mailer: Mailer | undefined): JobHandler {
  return async (job: JobRow) => {
    const payload = job.payload as unknown as JobPayloads["booking-reminder"];
    const [call] = await db
      .select({ status: bookings.status, sequence: bookings.sequence })
      .from(bookings)
      .where(eq(bookings.id, payload.bookingId));
    if (call?.status !== "confirmed" || call.sequence !== payload.sequence) return { ok: true };
    return emailHandler(mailer)({
      ...job,
      payload: payload.message as unknown as Record<string, unknown>,
    });
  };
}

/** Every kind's handler, on this configuration. */
export function jobHandlers(
  context: HandlerContext,
): Record<"lead" | "delivery" | keyof JobPayloads, JobHandler> {
  const { db, timeoutMs } = context;
  return {
    lead: leadHandler({ db, urls: context.urls ?? {}, timeoutMs }),
    delivery: deliveryHandler({ ...context, webhooks: context.webhooks ?? {} }),
    email: emailHandler(context.mailer),
    "booking-reminder": reminderHandler(db, context.mailer),
    "stale-alert": staleAlertHandler(db, Boolean(context.mailer), context.now),
    "score-fade": async () => {
      await runScoreFade(db, new Date());
      return { ok: true };
    },
  };
}
