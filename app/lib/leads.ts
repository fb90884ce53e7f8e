import type { FormType } from "~/server/leads/outbox.server";

/** How the admin names each kind of lead and each delivery state. */

export const formTypeLabels: Record<FormType, string> = {
  newsletter: "Newsletter",
  home: "Formulário da home",
  contact: "Contato",
  diagnosis: "Diagnóstico",
  download: "Download",
  material_email: "Material por e-mail",
  rei: "REI",
  privacy: "Pedido LGPD",
};

/** The states a person can filter by; `delivering` is a moment inside `pending`. */
export const leadStatuses = ["stored", "pending", "delivered", "failed"] as const;
export type LeadStatus = (typeof leadStatuses)[number];

export const statusLabels: Record<LeadStatus, string> = {
  stored: "Armazenado",
  pending: "Pendente",
  delivered: "Entregue",
  failed: "Falhou",
};

export const formTypeLabel = (formType: string) => formTypeLabels[formType as FormType] ?? formType;

export const statusLabel = (status: string) =>
  status === "delivering" ? "Enviando" : (statusLabels[status as LeadStatus] ?? status);

/** A stored value as text: objects as JSON, nothing as a dash. */
export function displayValue(value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  if (typeof value === "boolean") return value ? "sim" : "não";
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

/** A lead a person may re-send: failed for good, or waiting for a retry after a failure. */
export const canResend = (lead: { status: string; attempts: number }) =>
  lead.status === "failed" || (lead.status === "pending" && lead.attempts > 0);
