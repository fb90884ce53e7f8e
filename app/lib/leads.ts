/**
 * Every kind of submission stored; each is delivered to the webhook configured for it.
 * `home` is only found in rows stored before the home form sent the spec's `contact`: kept so
 * that they still show, filter, export and deliver. No form stores it any more.
 */
export const formTypes = [
  "newsletter",
  "contact",
  "home",
  "diagnosis",
  "download",
  "material_email",
  "rei",
  "privacy",
  "booking",
  "campaign",
] as const;
export type FormType = (typeof formTypes)[number];

/**
 * The home page's lead form. Its leads are `contact` leads (spec section 3); the payload says
 * which form sent them in the extra field `formId`.
 */
export const HOME_LEAD_FORM_ID = "home-lead";

/** A landing page's form sends `formId` `lp-{address}` (ADR 0045). */
export const LANDING_FORM_PREFIX = "lp-";

/** Which form sent a lead when its type alone does not say: the home form, old rows included. */
export function leadFormId(formType: string, payload: Record<string, unknown>) {
  if (formType === "home") return HOME_LEAD_FORM_ID;
  return typeof payload.formId === "string" ? payload.formId : undefined;
}

/** How the admin names each kind of lead and each delivery state. */

export const formTypeLabels: Record<FormType, string> = {
  newsletter: "Newsletter",
  contact: "Contato",
  // The filter of this name lists every lead of the home form: the old `home` ones and the
  // `contact` ones whose formId is the home form's.
  home: "Contato (formulário da home)",
  diagnosis: "Diagnóstico",
  download: "Download",
  material_email: "Material por e-mail",
  rei: "REI",
  privacy: "Pedido LGPD",
  booking: "Reunião agendada",
  // A landing page's own form (ADR 0059): its fields are the marketer's.
  campaign: "Formulário de campanha",
};

/**
 * The states a person can filter by; `delivering` is a moment inside `pending`. Suspected
 * submissions are not leads until someone releases them: only their own filter shows them.
 */
export const leadStatuses = ["stored", "pending", "delivered", "failed", "suspected"] as const;
export type LeadStatus = (typeof leadStatuses)[number];

/** One lead's state (the badge). */
const statusLabels: Record<LeadStatus, string> = {
  stored: "Armazenado",
  pending: "Pendente",
  delivered: "Entregue",
  failed: "Falhou",
  suspected: "Suspeito",
};

/** The status filter's options. */
export const statusFilterLabels: Record<LeadStatus, string> = {
  ...statusLabels,
  suspected: "Suspeitos",
};

/**
 * Why the spam guards held a submission, short (the list) and explained (the lead's page).
 * Keyed by string: this module runs in the browser and must not import the server's list.
 */
export const suspicionLabels: Record<string, { label: string; explanation: string }> = {
  honeypot: {
    label: "Campo oculto preenchido",
    explanation:
      "O formulário tem um campo escondido que pessoas não veem; neste envio ele veio preenchido, o que costuma indicar um robô.",
  },
  "too-fast": {
    label: "Enviado rápido demais",
    explanation:
      "O formulário foi enviado poucos segundos depois de a página abrir, mais rápido do que uma pessoa costuma preenchê-lo.",
  },
  "bad-token": {
    label: "Carimbo do formulário inválido",
    explanation:
      "O carimbo que a página põe no formulário, para saber quando ele foi aberto, faltou ou não confere. Costuma indicar um envio automatizado, feito fora das páginas do site.",
  },
};

export const suspicionLabel = (suspicion: string | null) =>
  suspicion ? (suspicionLabels[suspicion]?.label ?? suspicion) : "Motivo não registrado";

export const formTypeLabel = (formType: string) => formTypeLabels[formType as FormType] ?? formType;

/**
 * A lead's kind as the admin reads it: a contact lead of the home form says so, and a lead of a
 * landing page's form names the page ('Diagnóstico — /webinar-revops').
 */
export function leadTypeLabel(formType: string, formId?: string) {
  if (formId === HOME_LEAD_FORM_ID) return formTypeLabels.home;
  if (formId?.startsWith(LANDING_FORM_PREFIX))
    return `${formTypeLabel(formType)} — /${formId.slice(LANDING_FORM_PREFIX.length)}`;
  return formTypeLabel(formType);
}

export const statusLabel = (status: string) =>
  status === "delivering" ? "Enviando" : (statusLabels[status as LeadStatus] ?? status);

/** A stored value as text: objects as JSON, nothing as a dash. */
export function displayValue(value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  if (typeof value === "boolean") return value ? "sim" : "não";
  // Several choices of a campaign's form.
  if (Array.isArray(value) && value.every((item) => typeof item === "string"))
    return value.join(", ") || "—";
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

/** A lead a person may re-send: failed for good, or waiting for a retry after a failure. */
export const canResend = (lead: { status: string; attempts: number }) =>
  lead.status === "failed" || (lead.status === "pending" && lead.attempts > 0);
