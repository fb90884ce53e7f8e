import { fieldLabel, leadPerson, leadProfile, payloadText } from "~/lib/lead-fields";
import { LANDING_FORM_PREFIX } from "~/lib/leads";
import { scoreLabel } from "~/lib/score";

/**
 * A lead as an RD Station Marketing conversion (its Conversions API, ADR 0041): the contact's
 * standard fields, the campaign of its first visit as `traffic_*`, and every other field of
 * the form as a custom field `cf_*` (created in the RD Station account to be kept there).
 */

export interface ConversionInput {
  formType: string;
  payload: Record<string, unknown>;
  sourcePage?: string;
  attribution?: Record<string, string>;
  consent?: { text: string; version: string; at: string };
}

/** A person's grade (lib/score): sent as cf_perfil, cf_interesse and cf_nota. */
export interface Grade {
  fit: string;
  interest: number;
}

/** Forms whose leads are conversions; a privacy request is a person's right, not interest. */
const CONVERTING = new Set([
  "newsletter",
  "contact",
  "home",
  "diagnosis",
  "download",
  "rei",
  "booking",
  "campaign",
]);

/** What RD Station names the conversion: the form (the home's is a contact), a download's material. */
export function conversionIdentifier(formType: string, payload: Record<string, unknown>) {
  if (formType === "diagnosis") return "diagnostico";
  if (formType === "booking") return "reuniao-agendada";
  if (formType === "contact" || formType === "home") return "contato";
  if (formType === "download") return `download-${payloadText(payload.materialId) || "material"}`;
  // A landing page's own form converts under the page's address (ADR 0059).
  if (formType === "campaign")
    return payloadText(payload.formId).slice(LANDING_FORM_PREFIX.length) || formType;
  return formType;
}

/** Fields sent in RD Station's own names: not repeated as custom fields. */
const STANDARD = new Set([
  "name",
  "firstName",
  "lastName",
  "email",
  "company",
  "companyName",
  "role",
  "phone",
  "whatsapp",
  "formType",
  "formId",
  "agree",
  "consent",
  "timestamp",
  "source",
  "materiallink",
  "fieldLabels",
]);

/** A custom field's identifier: `cf_` and the field in snake case ('roleType' → cf_role_type). */
const customField = (field: string) =>
  `cf_${field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`).replace(/[^a-z0-9_]/g, "_")}`;

/** The conversion's body, or null for a lead that is not a conversion. */
export function conversionBody(lead: ConversionInput, grade?: Grade) {
  if (!CONVERTING.has(lead.formType)) return null;
  const person = leadPerson(lead.payload);
  if (!person.email) return null;
  const profile = leadProfile(lead.payload);
  const payload: Record<string, unknown> = {
    conversion_identifier: conversionIdentifier(lead.formType, lead.payload),
    email: person.email,
  };
  const put = (key: string, value: string) => {
    if (value) payload[key] = value.slice(0, 1000);
  };
  put("name", person.name);
  put("company_name", person.company);
  put("job_title", profile.role);
  put("personal_phone", person.phone);
  put("traffic_source", lead.attribution?.utm_source ?? "");
  put("traffic_medium", lead.attribution?.utm_medium ?? "");
  put("traffic_campaign", lead.attribution?.utm_campaign ?? "");
  for (const [field, value] of Object.entries(lead.payload)) {
    if (STANDARD.has(field)) continue;
    const shown = Array.isArray(value) ? value.map(payloadText).join(", ") : payloadText(value);
    put(customField(field), lead.formType === "campaign" ? shown : fieldLabel(field, shown));
  }
  put("cf_pagina_do_formulario", lead.sourcePage ?? "");
  // The score's grade (docs/leads.md: the custom fields to create in RD Station).
  if (grade) {
    put("cf_perfil", grade.fit);
    put("cf_interesse", String(grade.interest));
    put("cf_nota", scoreLabel(grade.fit, grade.interest));
  }
  if (lead.consent) {
    payload.legal_bases = [{ category: "communications", type: "consent", status: "granted" }];
  }
  return { event_type: "CONVERSION", event_family: "CDP", payload };
}
