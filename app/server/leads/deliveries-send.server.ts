import type { Db } from "../db/index.server";
import type { DeliveryRow } from "../db/schema.server";
import { redactedEmail } from "../email/compose.server";
import type { Mailer } from "../email/mailer.server";
import { logger } from "../logger.server";
import {
  type DeliveryPurpose,
  type EmailMessage,
  markDeliveryDone,
  markDeliveryFailed,
  REDACTED_PURPOSES,
} from "./deliveries.server";
import { type DeliveryResult, postJson } from "./delivery.server";

/** Where a delivery of channel `webhook` goes, by purpose (unset: it cannot be sent). */
export type DeliveryWebhooks = Partial<Record<DeliveryPurpose, string>>;

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
  now: () => Date;
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

/** One attempt at a claimed delivery, its outcome recorded: delivered, or due again later. */
export async function attemptSend(row: DeliveryRow, context: SendContext) {
  const attempts = row.attempts + 1;
  const result = await send(row, context);
  if (result.ok) {
    // A sent sign-in link leaves no usable copy in the database.
    const kept = REDACTED_PURPOSES.has(row.purpose) ? redactedEmail(row.message) : undefined;
    await markDeliveryDone(context.db, row.id, attempts, context.now(), kept);
    return;
  }
  logger.warn(
    { delivery: row.id, lead: row.leadId, channel: row.channel, attempts, error: result.error },
    "envio falhou",
  );
  await markDeliveryFailed(context.db, row.id, attempts, result.error, context.now());
}
