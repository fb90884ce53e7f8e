import { eq } from "drizzle-orm";
import type { Db } from "../db/index.server";
import { type DeliveryRow, deliveries, type JobRow } from "../db/schema.server";
import { redactedEmail } from "../email/compose.server";
import type { Mailer } from "../email/mailer.server";
import type { Env } from "../env.server";
import { logger } from "../logger.server";
import type { JobResult } from "../queue/worker.server";
import { type DeliveryPurpose, type EmailMessage, REDACTED_PURPOSES } from "./deliveries.server";
import { type DeliveryResult, postJson } from "./delivery.server";

/** Where a delivery of channel `webhook` goes, by purpose (unset: it cannot be sent). */
export type DeliveryWebhooks = Partial<Record<DeliveryPurpose, string>>;

/** Where deliveries of channel `webhook` go, by purpose. */
export function deliveryWebhooks(config: Env): DeliveryWebhooks {
  return { material: config.WEBHOOK_MATERIAL_EMAIL_URL };
}

/** RD Station Marketing's API: where, and the account's key (never stored with a delivery). */
export interface RdStation {
  url: string;
  key: string;
}

export interface SendContext {
  db: Db;
  mailer?: Mailer;
  webhooks: DeliveryWebhooks;
  rdstation?: RdStation;
  timeoutMs?: number;
}

/** One try of one delivery, by its channel. */
function send(row: DeliveryRow, context: SendContext): Promise<DeliveryResult> | DeliveryResult {
  if (row.channel === "email") {
    if (!context.mailer) return { ok: false, error: "SMTP_URL não configurado" };
    return context.mailer({ ...(row.message as unknown as EmailMessage), id: row.id });
  }
  if (row.channel === "webhook") {
    const url = context.webhooks[row.purpose as DeliveryPurpose];
    if (!url) return { ok: false, error: "webhook não configurado" };
    const body = { ...row.message, leadId: row.leadId };
    return postJson(url, body, row.id, context.timeoutMs ?? 10_000);
  }
  if (row.channel === "rdstation") {
    if (!context.rdstation) return { ok: false, error: "RDSTATION_API_KEY não configurada" };
    const { url, key } = context.rdstation;
    const address = `${url.replace(/\/+$/, "")}/platform/conversions?api_key=${encodeURIComponent(key)}`;
    return postJson(address, row.message, row.id, context.timeoutMs ?? 10_000);
  }
  return { ok: false, error: `canal desconhecido: ${row.channel}` };
}

/** The queue's `delivery` kind (ADR 0056): one try of a stored delivery, by its channel. */
export function deliveryHandler(context: SendContext) {
  return async (job: JobRow): Promise<JobResult> => {
    const [row] = job.deliveryId
      ? await context.db.select().from(deliveries).where(eq(deliveries.id, job.deliveryId))
      : [];
    // Erased with its lead meanwhile: its job went with it.
    if (!row) return { ok: true };
    const result = await send(row, context);
    if (result.ok) {
      // A sent sign-in link leaves no usable copy in the database.
      const redacted = REDACTED_PURPOSES.has(row.purpose);
      return redacted ? { ok: true, extra: { message: redactedEmail(row.message) } } : result;
    }
    logger.warn(
      {
        delivery: row.id,
        lead: row.leadId,
        channel: row.channel,
        attempts: job.attempts + 1,
        error: result.error,
      },
      "envio falhou",
    );
    return result;
  };
}
