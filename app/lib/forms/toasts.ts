import { EMAIL_MISSING, messages } from "~content/forms";
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

export const newsletterRefusal = (errors: Errors) =>
  error(errors.name || errors.email ? messages.newsletter.missing : messages.newsletter.consent);

export const leadRefusal = (_errors: Errors) => error(messages.lead.missing);

export const privacyRefusal = (_errors: Errors) => error(messages.privacy.missing);

/** Only a badly written e-mail gets the e-mail message; anything missing gets the general one. */
export const downloadRefusal = (errors: Errors) => {
  const others = Object.keys(errors).filter((name) => name !== "email" && errors[name]);
  const emailWritten = errors.email && errors.email !== EMAIL_MISSING;
  return error(
    emailWritten && others.length === 0 ? messages.download.email : messages.download.missing,
  );
};

/** 'Por favor, preencha: ' and the labels of what is missing. */
export const reiRefusal = (missingLabels: string[]): Toast => ({
  title: messages.rei.missing.title,
  description: `${messages.rei.missing.description}${missingLabels.join(", ")}`,
  variant: "error",
});
