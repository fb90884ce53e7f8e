// The lead page's 'Envios': what the site sends on the lead's behalf, and 'Reenviar' for one.
import type { LeadDeliveryView } from "~/components/admin/LeadDeliveries";
import { formatDateTime } from "~/lib/dates";
import { errorToast, successToast } from "~/lib/forms/toasts";
import { plural } from "~/lib/plural";
import { isUuid } from "~/lib/uuid";
import { redirectWithToast } from "~/routes/handlers/flash.server";
import { db } from "~/server/db/index.server";
import type { DeliveryRow } from "~/server/db/schema.server";
import { env } from "~/server/env.server";
import { deliveriesOfLead, resendDelivery } from "~/server/leads/deliveries.server";
import { kickQueue } from "~/server/queue/index.server";

function label(row: DeliveryRow) {
  if (row.channel === "email" && row.purpose === "alert") {
    return `Aviso de novo lead para ${String(row.message.to ?? "")}`;
  }
  const to = String(row.message.to ?? "");
  if (row.channel === "email" && row.purpose === "confirmation") return `Confirmação para ${to}`;
  if (row.channel === "email" && row.purpose === "reminder") return `Lembrete do evento para ${to}`;
  if (row.channel === "email") return `E-mail do material para ${to}`;
  if (row.channel === "rdstation") {
    const payload = (row.message.payload ?? {}) as Record<string, unknown>;
    return `RD Station Marketing: conversão “${String(payload.conversion_identifier ?? "")}”`;
  }
  return "Pedido de e-mail do material (webhook)";
}

function state(row: DeliveryRow) {
  const tries = plural(row.attempts, "tentativa", "tentativas");
  if (row.status === "delivered" && row.deliveredAt) {
    return `Entregue em ${formatDateTime(row.deliveredAt)}`;
  }
  if (row.status === "failed") return `Falhou após ${tries}`;
  if (row.status === "held") return "Retido até o envio ser liberado";
  if (row.status === "delivering") return "Enviando agora";
  if (row.attempts > 0 && row.nextAttemptAt) {
    return `Nova tentativa em ${formatDateTime(row.nextAttemptAt)} (${tries} até agora)`;
  }
  // A reminder waits for its time.
  if (row.nextAttemptAt && row.nextAttemptAt.getTime() > Date.now() + 60_000)
    return `Agendado para ${formatDateTime(row.nextAttemptAt)}`;
  return "Na fila de envio";
}

/** The lead's deliveries as its page shows them, and whether e-mail is off. */
export async function leadDeliveries(leadId: string) {
  const rows = await deliveriesOfLead(db(), leadId);
  const deliveries: LeadDeliveryView[] = rows.map((row) => ({
    id: row.id,
    label: label(row),
    state: state(row),
    lastError: row.status === "delivered" ? null : row.lastError,
    canResend: row.status === "failed" || (row.status === "pending" && row.attempts > 0),
  }));
  const mailOff =
    !env().mail && rows.some((row) => row.channel === "email" && row.status !== "delivered");
  return { deliveries, mailOff };
}

/** 'Reenviar' on one delivery of this lead. */
export async function resendLeadDelivery(leadId: string, deliveryId: string, back: string) {
  const mine =
    isUuid(deliveryId) &&
    (await deliveriesOfLead(db(), leadId)).some((row) => row.id === deliveryId);
  if (mine && (await resendDelivery(db(), deliveryId))) {
    kickQueue();
    return redirectWithToast(
      `${back}#envios-titulo`,
      successToast({ title: "Envio reenviado", description: "Voltou para a fila de envio." }),
    );
  }
  return redirectWithToast(
    `${back}#envios-titulo`,
    errorToast({
      title: "Envio não reenviado",
      description: "Só um envio que falhou ou espera nova tentativa pode ser reenviado.",
    }),
  );
}
