// The schema of a campaign's own form (ADR 0059), built from its fields: the browser checks a
// send with it (with the other lead schemas, on a first send) and the action the post.
import * as z from "zod/mini";
import {
  answerWords,
  CAMPAIGN_LIMITS,
  type CampaignField,
  isPhone,
} from "../landing/campaign-form";
import { isEmail } from "./email";
import { atMost } from "./text-checks";

const optionalIf = <T extends z.core.$ZodType>(required: boolean, schema: T) =>
  required ? schema : z.optional(schema);

function textSchema(field: CampaignField, max: number, check?: (value: string) => boolean) {
  const missing = answerWords.missing(field.label);
  const message = field.kind === "email" ? answerWords.email : answerWords.phone;
  const base = z.string({ error: missing }).check(
    z.trim(),
    atMost(max, answerWords.tooLong(max)),
    z.minLength(field.required ? 1 : 0, { error: missing, abort: true }),
    z.refine((value) => value === "" || !check || check(value), message),
  );
  return optionalIf(field.required, base);
}

/** A choice of one: one of the field's options, by its label. */
function choiceSchema(field: CampaignField) {
  const missing = answerWords.missing(field.label);
  const base = z
    .string({ error: missing })
    .check(
      z.refine(
        (value: string) => (value === "" ? !field.required : field.options.includes(value)),
        { error: (issue) => (issue.input === "" ? missing : answerWords.choice) },
      ),
    );
  return optionalIf(field.required, base);
}

/** Several choices: one value or many from a plain post, each an option, at most all of them. */
function multiSchema(field: CampaignField) {
  const missing = answerWords.missing(field.label);
  const list = z.pipe(
    z.union([z.string(), z.array(z.string())]),
    z.transform((value) => (Array.isArray(value) ? value : [value]).filter(Boolean)),
  );
  const base = z.pipe(
    list,
    z.array(z.string()).check(
      z.maxLength(field.options.length, answerWords.choice),
      z.refine(
        (values) => values.every((value) => field.options.includes(value)),
        answerWords.choice,
      ),
      ...(field.required ? [z.minLength(1, missing)] : []),
    ),
  );
  return field.required ? base : z.optional(base);
}

function checkboxSchema(field: CampaignField) {
  const on = (value: unknown) => value === true || value === "on";
  return field.required
    ? z.custom<true | "on">(on, answerWords.checkbox(field.label))
    : z.optional(z.union([z.literal("on"), z.boolean(), z.literal("")]));
}

function fieldSchema(field: CampaignField) {
  const limits = CAMPAIGN_LIMITS;
  switch (field.kind) {
    case "text":
      return textSchema(field, limits.text);
    case "textarea":
      return textSchema(field, limits.textarea);
    case "email":
      return textSchema(field, limits.email, isEmail);
    case "phone":
      return textSchema(field, limits.phone, isPhone);
    case "select":
    case "radio":
      return choiceSchema(field);
    case "multi":
      return multiSchema(field);
    case "checkbox":
      return checkboxSchema(field);
    case "hidden":
      // A fixed value is the server's to set; one from the address is what the page read.
      return z.optional(
        z.string().check(z.trim(), atMost(limits.hidden, answerWords.tooLong(limits.hidden))),
      );
  }
}

/** The schema of a post of this form: one key per field, by its identifier. */
export function campaignFormSchema(fields: CampaignField[]) {
  return z.object(Object.fromEntries(fields.map((field) => [field.id, fieldSchema(field)])));
}
