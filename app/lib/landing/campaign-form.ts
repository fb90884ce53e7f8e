// A campaign's own form (issue 58): the fields a marketer gives a landing page's form block,
// each with a label, an identifier and a required mark, and the one schema built from them
// that the browser and the server both check a post with (app/lib/forms/campaign-schema.ts,
// loaded with the other schemas on a first send). Pure and bounded: a stored form is read
// through `readCampaignFields`, which keeps at most CAMPAIGN_LIMITS.fields fields.
import { reiFieldMissing } from "~content/form-refusals";
import { slugify } from "../slug";

export const campaignFieldKinds = [
  "text",
  "textarea",
  "email",
  "phone",
  "select",
  "radio",
  "multi",
  "checkbox",
  "hidden",
] as const;
export type CampaignFieldKind = (typeof campaignFieldKinds)[number];

/** The address's campaign parameters a hidden field may take its value from. */
export const addressParams = [
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
] as const;
export type AddressParam = (typeof addressParams)[number];

export const CAMPAIGN_LIMITS = {
  fields: 20,
  options: 20,
  label: 120,
  identifier: 40,
  option: 120,
  text: 300,
  textarea: 5000,
  email: 254,
  phone: 40,
  hidden: 300,
} as const;

export interface CampaignField {
  kind: CampaignFieldKind;
  /** The answer's key in the lead, the webhook and RD Station (`cf_{id}`). */
  id: string;
  label: string;
  required: boolean;
  /** The choices of a select, radio or multi field, by their labels. */
  options: string[];
  /** A hidden field's value: a fixed one the marketer sets, or one of the address's. */
  value: string;
  from: AddressParam | "";
}

const IDENTIFIER = /^[a-z][a-z0-9_]{0,39}$/;

/** Names the page's form already uses for itself: no field may take them. */
export const RESERVED_IDENTIFIERS = new Set([
  "source",
  "formid",
  "formtype",
  "timestamp",
  "consent",
  "contato_extra",
  "_t",
  "intent",
  "page",
  "leadid",
]);

export const isIdentifier = (value: string) =>
  IDENTIFIER.test(value) && !RESERVED_IDENTIFIERS.has(value);

/** The identifier a label suggests: 'Cargo atual' → `cargo_atual`. */
export function identifierFor(label: string) {
  const base = slugify(label.slice(0, 200)).replaceAll("-", "_");
  const id = (/^[a-z]/.test(base) ? base : `campo_${base}`).slice(0, CAMPAIGN_LIMITS.identifier);
  return id.replace(/_+$/, "") || "campo";
}

const hasOptions = (kind: CampaignFieldKind) =>
  kind === "select" || kind === "radio" || kind === "multi";

const text = (value: unknown, max: number) =>
  typeof value === "string" ? value.trim().slice(0, max) : "";

/** A stored or posted list of fields, kept to what the form can be: known kinds, bounded. */
export function readCampaignFields(raw: unknown): CampaignField[] {
  if (!Array.isArray(raw)) return [];
  return raw.slice(0, CAMPAIGN_LIMITS.fields).flatMap((item): CampaignField[] => {
    if (!item || typeof item !== "object") return [];
    const field = item as Record<string, unknown>;
    const kind = campaignFieldKinds.find((known) => known === field.kind);
    const id = text(field.id, CAMPAIGN_LIMITS.identifier);
    const label = text(field.label, CAMPAIGN_LIMITS.label);
    if (!kind || !isIdentifier(id) || !label) return [];
    const options = Array.isArray(field.options)
      ? field.options
          .slice(0, CAMPAIGN_LIMITS.options)
          .map((option) => text(option, CAMPAIGN_LIMITS.option))
          .filter(Boolean)
      : [];
    const from = addressParams.find((param) => param === field.from) ?? "";
    return [
      {
        kind,
        id,
        label,
        required: kind !== "hidden" && field.required === true,
        options: hasOptions(kind) ? options : [],
        value: kind === "hidden" ? text(field.value, CAMPAIGN_LIMITS.hidden) : "",
        from: kind === "hidden" ? from : "",
      },
    ];
  });
}

/** What no field says alone: unique identifiers, choices for a choice, a value for a hidden one. */
export function campaignFieldProblems(fields: CampaignField[]) {
  const problems: { index: number; problem: keyof typeof problemWords }[] = [];
  const seen = new Set<string>();
  fields.forEach((field, index) => {
    if (seen.has(field.id)) problems.push({ index, problem: "duplicate" });
    seen.add(field.id);
    if (hasOptions(field.kind) && field.options.length < 2)
      problems.push({ index, problem: "options" });
    if (field.kind === "hidden" && !field.value && !field.from)
      problems.push({ index, problem: "hidden" });
  });
  // The person is found by `email` (ADR 0058): the form's e-mail field goes by that name.
  if (!fields.some((field) => field.kind === "email" && field.required && field.id === "email"))
    problems.push({ index: -1, problem: "email" });
  return problems;
}

export const problemWords = {
  duplicate: "Outro campo já usa este identificador.",
  options: "Dê pelo menos duas opções a este campo.",
  hidden: "Dê um valor fixo ou escolha de onde o valor vem.",
  email:
    'O formulário precisa de um campo de e-mail obrigatório com o identificador "email": é por ele que o lead vira pessoa.',
} as const;

/** The words a visitor reads when a field is refused. */
export const answerWords = {
  // The REI's words: the toast then lists what is missing the same way (reiRefusal).
  missing: reiFieldMissing,
  tooLong: (max: number) => `Use no máximo ${max} caracteres.`,
  email: "Por favor, insira um endereço de email válido.",
  phone: "Informe um telefone com DDD.",
  choice: "Escolha uma das opções.",
  checkbox: (label: string) => `Marque "${label}" para continuar.`,
};

/** Whether a phone has the digits of a number with its area code (10 to 15). */
export function isPhone(value: string) {
  let digits = 0;
  for (const char of value) if (char >= "0" && char <= "9") digits++;
  return digits >= 10 && digits <= 15;
}

/** A checked answer as the lead keeps it: the text, or the list of choices. */
export type CampaignAnswer = string | string[];

/**
 * The answers of a checked post, by identifier, with each field's label beside it (a field
 * removed from the form later keeps its old answers and their label). A fixed hidden value
 * is the form's, whatever was posted.
 */
export function campaignAnswers(fields: CampaignField[], data: Record<string, unknown>) {
  const answers: Record<string, CampaignAnswer> = {};
  const labels: Record<string, string> = {};
  for (const field of fields) {
    const posted = data[field.id];
    let answer: CampaignAnswer;
    if (field.kind === "hidden" && !field.from) answer = field.value;
    else if (field.kind === "checkbox") answer = posted === true || posted === "on" ? "sim" : "";
    else if (Array.isArray(posted)) answer = posted.map(String);
    else answer = typeof posted === "string" ? posted : "";
    if (answer.length === 0) continue;
    answers[field.id] = answer;
    labels[field.id] = field.label;
  }
  return { answers, labels };
}
