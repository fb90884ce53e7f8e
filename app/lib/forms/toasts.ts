import { EMAIL_MISSING, refusals, reiFieldMissing } from "~content/form-refusals";
import type { Toast } from "../toast";

/**
 * Which of the spec's messages a refused form gets, from its field errors. Shared by the
 * browser (before sending) and the actions (after), so both say the same.
 */
type Errors = Record<string, string | undefined>;

type Copy = { title: string; description: string };

export const errorToast = (toast: Copy): Toast => ({ ...toast, variant: "error" });
export const successToast = (toast: Copy): Toast => ({ ...toast, variant: "success" });

const error = errorToast;

/**
 * A badly written e-mail. The spec words it for the download form (sections 5 and 8); every
 * form says the same.
 */
const emailInvalid = refusals.download.email;

/** The e-mail was typed but is not an address (a typo), as opposed to left empty. */
const emailMistyped = (errors: Errors) => Boolean(errors.email) && errors.email !== EMAIL_MISSING;

/** Every field refused but the e-mail. */
const othersThanEmail = (errors: Errors) =>
  Object.keys(errors).filter((name) => name !== "email" && errors[name]);

/**
 * Missing fields win: the form's own message. Only when the e-mail alone is wrong, typed but
 * badly written, the spec's e-mail message, which names the real problem.
 */
const refusal = (missing: Copy) => (errors: Errors) =>
  error(emailMistyped(errors) && othersThanEmail(errors).length === 0 ? emailInvalid : missing);

/** Name and e-mail missing first, then the consent, then an e-mail badly written. */
export const newsletterRefusal = (errors: Errors) => {
  if (errors.name || errors.email === EMAIL_MISSING) return error(refusals.newsletter.missing);
  if (errors.consent) return error(refusals.newsletter.consent);
  return refusal(refusals.newsletter.missing)(errors);
};

export const leadRefusal = refusal(refusals.lead.missing);

export const privacyRefusal = refusal(refusals.privacy.missing);

export const downloadRefusal = refusal(refusals.download.missing);

type ReiField = { name: string; label: string; kind: string };

/**
 * 'Por favor, preencha: ' and the labels of what is missing; when nothing is missing and the
 * e-mail is typed but badly written, the e-mail message.
 */
export function reiRefusal(fields: ReiField[], errors: Errors): Toast {
  const refused = fields.filter((field) => errors[field.name]);
  const mistyped = (field: ReiField) =>
    field.kind === "email" && errors[field.name] !== reiFieldMissing(field.label);
  const missing = refused.filter((field) => !mistyped(field));
  if (missing.length === 0 && refused.length > 0) return error(emailInvalid);
  return {
    title: refusals.rei.missing.title,
    description: `${refusals.rei.missing.description}${missing.map((f) => f.label).join(", ")}`,
    variant: "error",
  };
}
