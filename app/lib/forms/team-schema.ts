// The team's forms (ADR 0040): the invitation, 'Seus dados' in 'Minha conta', and 'Esqueci
// minha senha'. Checked in the browser through rvf where the form has it, and by the action.
import * as z from "zod/mini";
import { teamCopy } from "~content/team";
import { alertFormTypes, roles } from "../team";
import { isEmail } from "./schemas";
import { atMost, filled } from "./text-checks";

export const INVITE_FORM_ID = "convite";
export const PROFILE_FORM_ID = "seus-dados";

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

/** 'Seus dados': the e-mail may be empty (the first admin signs in by username). */
export const profileSchema = z
  .object({
    name: z._default(
      z.string().check(z.trim(), atMost(TEAM_LIMITS.name, teamCopy.account.nameTooLong)),
      "",
    ),
    email: z._default(
      z.string().check(
        z.trim(),
        atMost(TEAM_LIMITS.email, teamCopy.account.emailInvalid),
        z.refine((value) => value === "" || isEmail(value), teamCopy.account.emailInvalid),
      ),
      "",
    ),
    alertForms: z._default(z.array(z.enum(alertFormTypes)), []),
  })
  .check(
    z.superRefine((fields, context) => {
      if (fields.alertForms.length > 0 && fields.email === "") {
        context.addIssue({
          code: "custom",
          path: ["email"],
          message: teamCopy.account.alertsNeedEmail,
          input: fields.email,
        });
      }
    }),
  );

export interface ProfileReply {
  formId: typeof PROFILE_FORM_ID;
  fieldErrors: Record<string, string>;
  repopulateFields: { name: string; email: string; alertForms: string[] };
}

export const forgotSchema = z.object({ email: emailField(teamCopy.forgot.invalid) });
