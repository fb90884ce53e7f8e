// The password change of /admin/settings, as the other forms (ADR 0008): checked in the browser
// through rvf and again by the action, with the same words.
import * as z from "zod/mini";
import { adminCopy } from "~content/admin";

const settings = adminCopy.settings;

/** Also the `<form>`'s id (not the heading's 'alterar-senha': inputs would name the heading). */
export const PASSWORD_FORM_ID = "troca-de-senha";
const MIN_PASSWORD_LENGTH = 8;

/**
 * The spec's checks (section 5) that need no server: the current password typed, the new one
 * long enough and different, the confirmation equal. The action adds what only it can know:
 * whether the current one is right, and whether the new one is too common.
 */
export const passwordChangeSchema = z
  .object({
    currentPassword: z
      .string({ error: settings.wrongCurrent })
      .check(z.minLength(1, settings.wrongCurrent)),
    newPassword: z
      .string({ error: settings.tooShort })
      .check(z.minLength(MIN_PASSWORD_LENGTH, settings.tooShort)),
    confirmPassword: z._default(z.string(), ""),
  })
  .check(
    z.superRefine((fields, context) => {
      if (fields.newPassword === fields.currentPassword) {
        context.addIssue({
          code: "custom",
          path: ["newPassword"],
          message: settings.same,
          input: fields.newPassword,
        });
      }
      if (fields.newPassword !== fields.confirmPassword) {
        context.addIssue({
          code: "custom",
          path: ["confirmPassword"],
          message: settings.mismatch,
          input: fields.confirmPassword,
        });
      }
    }),
  );

export type PasswordChangeInput = z.output<typeof passwordChangeSchema>;
export type PasswordFieldErrors = Partial<Record<keyof PasswordChangeInput, string>>;

/** The settings action's refusal; passwords are never sent back. */
export interface PasswordChangeReply {
  formId: typeof PASSWORD_FORM_ID;
  fieldErrors: PasswordFieldErrors;
}

/**
 * A password set through a link (invitation, reset): no current one, the same rules for the
 * new one (the action also refuses the most common ones).
 */
export const newPasswordSchema = z
  .object({
    newPassword: z
      .string({ error: settings.tooShort })
      .check(z.minLength(MIN_PASSWORD_LENGTH, settings.tooShort)),
    confirmPassword: z._default(z.string(), ""),
  })
  .check(
    z.superRefine((fields, context) => {
      if (fields.newPassword !== fields.confirmPassword) {
        context.addIssue({
          code: "custom",
          path: ["confirmPassword"],
          message: settings.mismatch,
          input: fields.confirmPassword,
        });
      }
    }),
  );

export const NEW_PASSWORD_FORM_ID = "nova-senha";

export interface NewPasswordReply {
  formId: typeof NEW_PASSWORD_FORM_ID;
  fieldErrors: Partial<Record<"newPassword" | "confirmPassword", string>>;
}
