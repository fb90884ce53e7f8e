/** Every kind of submission; each is delivered to the webhook configured for it. */
export const formTypes = [
  "newsletter",
  "home",
  "contact",
  "diagnosis",
  "download",
  "material_email",
  "rei",
  "privacy",
] as const;
export type FormType = (typeof formTypes)[number];

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
