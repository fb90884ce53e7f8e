// A lead's payload as people read it: a field's stored code ('owner', 'technology') by the label
// its form showed. The options are the forms' own (content/forms/, content/rei.ts).
import { formTypeLabel } from "~/lib/leads";
import {
  contactIndustries,
  downloadIndustries,
  homeIndustries,
  type Option,
  privacyRequestKinds,
  rolesA,
  rolesB,
  roleTypes,
} from "~content/forms";
import { reiFields } from "~content/rei";

/** Options merged by code; the first list that names a code wins. */
const byCode = (...lists: Option[][]) => {
  const map = new Map<string, string>();
  for (const option of lists.flat())
    if (!map.has(option.value)) map.set(option.value, option.label);
  return map;
};

const fieldOptions: Record<string, Map<string, string>> = {
  // The REI's selects first ('sector', 'hasPlans'…), then the lead forms' fields.
  ...Object.fromEntries(
    reiFields.flatMap((field) => (field.options ? [[field.name, byCode(field.options)]] : [])),
  ),
  role: byCode(rolesA, rolesB),
  industry: byCode(homeIndustries, contactIndustries, downloadIndustries),
  roleType: byCode(roleTypes),
  kind: byCode(privacyRequestKinds),
};

/**
 * The label of a payload field's value; a field without options, or a code no form lists
 * (an older form's, or typed: the download form's role is free text), is the value as stored.
 */
export function fieldLabel(field: string, value: string): string {
  if (field === "formType") return formTypeLabel(value);
  return fieldOptions[field]?.get(value) ?? value;
}

/** Payload fields by the names their forms showed; the REI's by its questions. */
const FIELD_NAMES: Record<string, string> = {
  ...Object.fromEntries(reiFields.map((field) => [field.name, field.label])),
  name: "Nome",
  firstName: "Nome",
  lastName: "Sobrenome",
  email: "E-mail",
  phone: "Telefone",
  whatsapp: "WhatsApp",
  company: "Empresa",
  companyName: "Empresa",
  role: "Cargo",
  industry: "Setor",
  message: "Mensagem",
  roleType: "Papel na decisão",
  materialId: "Material",
  kind: "Pedido",
};

/** Fields that say how a lead was sent, not what the person said: left out of a summary. */
const TECHNICAL = new Set([
  "formType",
  "formId",
  "timestamp",
  "source",
  "agree",
  "consent",
  "materiallink",
  "materialType",
  // A campaign form's (ADR 0059): its labels, and the page it was on.
  "fieldLabels",
  "page",
]);

/**
 * The order people read a lead in: who, how to reach them, their company, what they asked, then
 * the REI's questions in its order. The database keeps a payload's keys in its own order.
 */
const FIELD_ORDER = [
  ..."name firstName lastName email phone whatsapp company companyName role roleType industry".split(
    " ",
  ),
  ..."message materialId kind".split(" "),
  ...reiFields.map((field) => field.name),
];
const rank = (field: string) => {
  const index = FIELD_ORDER.indexOf(field);
  return index === -1 ? FIELD_ORDER.length : index;
};

/** The fields the site's forms ask, in the order people read them. */
export const knownFields: readonly string[] = FIELD_ORDER;

/** Payload entries in the order people read them; fields no form lists keep theirs, last. */
export const inReadingOrder = <T>(entries: [string, T][]) =>
  [...entries].sort((a, b) => rank(a[0]) - rank(b[0]));

/** The labels a campaign form's payload keeps beside its answers, by identifier. */
function keptLabel(payload: Record<string, unknown> | undefined, field: string) {
  const labels = payload?.fieldLabels;
  if (!labels || typeof labels !== "object" || Array.isArray(labels)) return undefined;
  const label = (labels as Record<string, unknown>)[field];
  return typeof label === "string" && label ? label : undefined;
}

/**
 * A payload field's name as the form showed it; null for a technical field. A campaign form's
 * answer is named by the label its field had when it was sent, kept in its `payload`.
 */
export function fieldName(field: string, payload?: Record<string, unknown>): string | null {
  if (TECHNICAL.has(field)) return null;
  return keptLabel(payload, field) ?? FIELD_NAMES[field] ?? field;
}

/** The visit's first touch by names a marketer reads; the utm_ code stays beside each. */
const ATTRIBUTION_NAMES: Record<string, string> = {
  utm_source: "Origem (utm_source)",
  utm_medium: "Mídia (utm_medium)",
  utm_campaign: "Campanha (utm_campaign)",
  utm_term: "Termo (utm_term)",
  utm_content: "Conteúdo (utm_content)",
  referrer: "Site de onde veio",
  landingPage: "Primeira página da visita",
};

/** An attribution key's name; a key no longer collected keeps its code. */
export const attributionName = (key: string) => ATTRIBUTION_NAMES[key] ?? key;

/** Whether a field's value is a code the admin reads through `fieldLabel`. */
export const hasLabels = (field: string) => field === "formType" || field in fieldOptions;

const text = (value: unknown) =>
  typeof value === "string" || typeof value === "number" ? String(value) : "";

/** A payload value as text, several choices of a campaign form joined ('CRM, BI'). */
export const answerText = (value: unknown) =>
  Array.isArray(value) ? value.map(text).filter(Boolean).join(", ") : text(value);

/**
 * Who the lead is, whatever the form: the download form splits the name, the REI calls the
 * company companyName and the phone whatsapp.
 */
export function leadPerson(payload: Record<string, unknown>) {
  // A campaign form's fields go by the identifiers its starting points give them.
  const name =
    text(payload.name) ||
    [text(payload.firstName), text(payload.lastName)].join(" ").trim() ||
    text(payload.nome);
  return {
    name,
    email: text(payload.email),
    company: text(payload.company) || text(payload.companyName) || text(payload.empresa),
    phone: text(payload.phone) || text(payload.whatsapp) || text(payload.telefone),
  };
}

/** 'Cargo' and 'Setor' as the admin reads them; the REI calls the industry `sector`. */
export function leadProfile(payload: Record<string, unknown>) {
  const industry = text(payload.industry) ? "industry" : "sector";
  // A campaign form's answers are labels already ('cargo', 'setor').
  return {
    role: fieldLabel("role", text(payload.role)) || answerText(payload.cargo),
    industry: fieldLabel(industry, text(payload[industry])) || answerText(payload.setor),
  };
}

const CAMPAIGN_IDENTITY = new Set(["nome", "email", "empresa", "telefone", "cargo", "setor"]);

/** A campaign form's other answers in one line, 'Evento: Webinar; Interesses: CRM, BI'. */
export function campaignSummary(payload: Record<string, unknown>) {
  return Object.entries(payload)
    .flatMap(([field, value]) => {
      const name = CAMPAIGN_IDENTITY.has(field) ? null : fieldName(field, payload);
      const shown = answerText(value);
      return name && shown ? [`${name}: ${shown}`] : [];
    })
    .join("; ");
}

/** A payload value as text ('' for anything that is not a string or a number). */
export const payloadText = text;
