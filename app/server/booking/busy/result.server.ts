import { OutboundError } from "~/server/outbound/safe-fetch.server";
import type { Interval } from "../interval.server";
import { IcsError, type IcsErrorReason } from "./ics-error.server";

/** A host's calendar as read: its busy times, or a short Portuguese reason for the admin. */
export type BusyRead = { ok: true; busy: Interval[] } | { ok: false; error: string };

export const READ_LIMITS = { maxBytes: 5 * 1024 * 1024, timeoutMs: 15_000 };

const ICS_MESSAGES: Record<IcsErrorReason, string> = {
  "too-large": "A agenda passa de 5 MB",
  "too-many-events": "A agenda tem mais de 5.000 eventos",
  "too-much-recurrence": "A agenda tem repetições demais para ler",
  "not-ical": "O endereço não é um calendário iCal",
};

/** What the admin reads when a request or a calendar fails; the details go to the log. */
export function failureMessage(error: unknown): string {
  if (error instanceof IcsError) return ICS_MESSAGES[error.reason];
  const text = error instanceof Error ? error.message : "";
  if (error instanceof OutboundError) {
    if (/maior que/.test(text)) return ICS_MESSAGES["too-large"];
    if (/redirecionamentos/.test(text)) return "A agenda redirecionou vezes demais";
    return "Endereço da agenda recusado (rede interna ou protocolo não permitido)";
  }
  const name = error instanceof Error ? error.name : "";
  if (name === "TimeoutError" || name === "AbortError") {
    return "Agenda não respondeu em 15 segundos";
  }
  return "Não foi possível conectar à agenda";
}
