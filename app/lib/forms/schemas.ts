// zod/mini keeps the schemas small: they ship to the browser on every page (the newsletter).
import * as z from "zod/mini";
import { EMAIL_MISSING, reiFieldMissing } from "~content/form-refusals";
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
import { reiSections } from "~content/rei";
import { atMost as atMostChars } from "./text-checks";

/**
 * One schema per form, used by the browser (through rvf) and by the route action, so both
 * refuse the same input with the same words.
 */

import { isEmail } from "./email";

export { campaignFormSchema } from "./campaign-schema";
export { isEmail };

const LIMITS = { short: 160, email: 254, phone: 40, long: 5000 };

const tooLong = (max: number) => `Use no máximo ${max} caracteres.`;

/** Too long ends the checks: nothing later runs on a value that is already refused. */
const atMost = (max: number) => atMostChars(max, tooLong(max));

/** A required text: trimmed, not empty, not huge. Missing and blank read the same. */
const required = (message: string, max = LIMITS.short) =>
  z.string({ error: message }).check(z.trim(), atMost(max), z.minLength(1, message));

/** An optional text: trimmed, may be empty or absent. */
const optional = (max = LIMITS.short) => z.optional(z.string().check(z.trim(), atMost(max)));

const email = (missing: string) =>
  z
    .string({ error: missing })
    .check(
      z.trim(),
      atMost(LIMITS.email),
      z.minLength(1, { error: missing, abort: true }),
      z.refine(isEmail, "Por favor, insira um endereço de email válido."),
    );

const values = (options: Option[]) => options.map((option) => option.value);

const choice = (options: Option[], message: string) =>
  z.string({ error: message }).check(z.refine((value) => values(options).includes(value), message));

const optionalChoice = (options: Option[]) =>
  z.optional(
    z
      .string()
      .check(
        z.refine(
          (value) => value === "" || values(options).includes(value),
          "Escolha uma das opções.",
        ),
      ),
  );

/** A checkbox: "on" from a plain form post, true from the browser's form state. */
const checked = (message: string) =>
  z.custom<true | "on">((value) => value === true || value === "on", message);

export const newsletterSchema = z.object({
  name: required("Informe seu nome."),
  email: email(EMAIL_MISSING),
  consent: checked("Marque a caixa para aceitar receber nossos conteúdos."),
});

export const homeLeadSchema = z.object({
  name: required("Informe seu nome completo."),
  email: email(EMAIL_MISSING),
  company: required("Informe o nome da empresa."),
  phone: required("Informe seu telefone.", LIMITS.phone),
  industry: choice(homeIndustries, "Selecione o setor."),
  role: choice(rolesA, "Selecione seu cargo."),
  message: optional(LIMITS.long),
});

export const contactSchema = z.object({
  name: required("Informe seu nome."),
  email: email(EMAIL_MISSING),
  company: required("Informe o nome da empresa."),
  role: choice(rolesB, "Selecione seu cargo."),
  phone: optional(LIMITS.phone),
  industry: optionalChoice(contactIndustries),
  message: optional(LIMITS.long),
});

/** Who books a call: checked in the browser before the time's button sends the form. */
export const bookingVisitorSchema = z.object({
  name: required("Informe seu nome."),
  email: email(EMAIL_MISSING),
  phone: required("Informe um telefone para contato.", LIMITS.phone),
  company: required("Informe o nome da empresa."),
});

/** A booked call: the visitor and the time they picked (the button's ISO instant). */
export const bookingSchema = z.extend(bookingVisitorSchema, {
  inicio: z.string().check(
    z.maxLength(40, "Escolha um horário."),
    z.refine((value) => !Number.isNaN(Date.parse(value)), "Escolha um horário."),
  ),
});

export const downloadSchema = z.object({
  material: required("Escolha o material."),
  firstName: required("Informe seu nome."),
  lastName: optional(),
  email: email(EMAIL_MISSING),
  phone: optional(LIMITS.phone),
  company: required("Informe o nome da empresa."),
  industry: choice(downloadIndustries, "Selecione o setor."),
  role: required("Informe seu cargo."),
  roleType: z._default(choice(roleTypes, "Escolha uma das opções."), "decision-maker"),
  agree: checked("Aceite os termos para receber o material."),
});

export const privacyRequestSchema = z.object({
  name: required("Informe seu nome."),
  email: email(EMAIL_MISSING),
  kind: choice(privacyRequestKinds, "Escolha o que você deseja."),
  message: optional(LIMITS.long),
});

const reiFieldMax = (kind: string) =>
  kind === "textarea" ? LIMITS.long : kind === "email" ? LIMITS.email : LIMITS.short;

/** What 'Anterior' saves of a section: any field may be empty, none longer than it may be. */
export const reiDraftSchemas = reiSections.map((section) =>
  z.object(
    Object.fromEntries(
      section.fields.map((field) => [field.name, optional(reiFieldMax(field.kind))]),
    ),
  ),
);

/** One schema per REI section: only that section's fields, required as the spec lists them. */
export const reiSectionSchemas = reiSections.map((section) =>
  z.object(
    Object.fromEntries(
      section.fields.map((field) => {
        const max = reiFieldMax(field.kind);
        const missing = reiFieldMissing(field.label);
        if (field.kind === "email") return [field.name, email(missing)];
        if (field.kind === "select" && field.options) {
          return [
            field.name,
            field.required ? choice(field.options, missing) : optionalChoice(field.options),
          ];
        }
        return [field.name, field.required ? required(missing, max) : optional(max)];
      }),
    ),
  ),
);
export type HomeLeadInput = z.infer<typeof homeLeadSchema>;
export type ContactInput = z.infer<typeof contactSchema>;
export type DownloadInput = z.infer<typeof downloadSchema>;
export type PrivacyRequestInput = z.infer<typeof privacyRequestSchema>;
