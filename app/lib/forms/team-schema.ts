// The team's forms (ADR 0040): the invitation, 'Seus dados' in 'Minha conta', and 'Esqueci
// minha senha'. Checked in the browser through rvf where the form has it, and by the action.
import * as z from "zod/mini";
import { teamCopy } from "~content/team";
import { alertFormTypes, roles } from "../team";
import { isEmail } from "./schemas";
import { atMost, filled } from "./text-checks";

export const INVITE_FORM_ID = "convite";
export const PROFILE_FORM_ID = "seus-dados";
export const EMAIL_FORM_ID = "trocar-email";

export const TEAM_LIMITS = { name: 120, email: 254, role: 20 } as const;

const invite = teamCopy.invite;

const emailField = (message: string) =>
  z.string({ error: message }).check(
    z.trim(),
    atMost(TEAM_LIMITS.email, message),
    z.refine((value) => isEmail(value), message),
  );

export const inviteSchema = z.object({
  name: z
    .string({ error: invite.nameRequired })
    .check(
      z.trim(),
      atMost(TEAM_LIMITS.name, teamCopy.account.nameTooLong),
      z.refine(filled, invite.nameRequired),
    ),
  email: emailField(invite.emailInvalid),
  role: z.enum(roles, { error: invite.roleInvalid }),
});

export type InviteValues = { name: string; email: string; role: string };
export const emptyInvite: InviteValues = { name: "", email: "", role: "" };

/** The action's refusal of an invitation: rvf's shape, the values as typed, a message. */
export interface InviteReply {
  formId: typeof INVITE_FORM_ID;
  fieldErrors: Record<string, string>;
  repopulateFields: InviteValues;
  message: string;
}

/** 'Seus dados': the name, and the forms to be told about (roles that open leads only). */
export const profileSchema = z.object({
  name: z._default(
    z.string().check(z.trim(), atMost(TEAM_LIMITS.name, teamCopy.account.nameTooLong)),
    "",
  ),
  alertForms: z._default(z.array(z.enum(alertFormTypes)), []),
});

export interface ProfileReply {
  formId: typeof PROFILE_FORM_ID;
  fieldErrors: Record<string, string>;
  repopulateFields: { name: string; alertForms: string[] };
}

/** 'E-mail de acesso': the new address and the current password (ADR 0048). */
export const emailChangeSchema = z.object({
  email: emailField(teamCopy.account.emailInvalid),
  currentPassword: z
    .string({ error: teamCopy.account.passwordRequired })
    .check(z.refine(filled, teamCopy.account.passwordRequired)),
});

/** A refused e-mail change: the address as typed, never the password. */
export interface EmailChangeReply {
  formId: typeof EMAIL_FORM_ID;
  fieldErrors: Record<string, string>;
  repopulateFields: { email: string };
}

export const forgotSchema = z.object({ email: emailField(teamCopy.forgot.invalid) });
