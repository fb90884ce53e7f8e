import { parseFormData } from "@rvf/react-router";
import { data } from "react-router";
import { receivesLeadAlerts } from "~/lib/admin-areas";
import {
  PASSWORD_FORM_ID,
  type PasswordChangeReply,
  passwordChangeSchema,
} from "~/lib/forms/password-schema";
import {
  EMAIL_FORM_ID,
  type EmailChangeReply,
  emailChangeSchema,
  PROFILE_FORM_ID,
  type ProfileReply,
  profileSchema,
  TEAM_LIMITS,
} from "~/lib/forms/team-schema";
import { alertFormTypes, type Role } from "~/lib/team";
import { redirectWithToast } from "~/routes/handlers/flash.server";
import { changePassword, checkCurrentPassword } from "~/server/auth/password-change.server";
import { db } from "~/server/db/index.server";
import { requestEmailChange } from "~/server/team/email-change.server";
import { memberById, updateProfile } from "~/server/team/members.server";
import { adminCopy } from "~content/admin";
import { teamCopy } from "~content/team";

const ACCOUNT_PAGE = "/admin/settings";
const emptyPasswords = { currentPassword: "", newPassword: "", confirmPassword: "" };

const refusePassword = (reply: Omit<PasswordChangeReply, "formId">, status = 400) =>
  data<PasswordChangeReply>({ formId: PASSWORD_FORM_ID, ...reply }, { status });

/**
 * 'Alterar Senha': the schema's checks first (answered without counting a guess), then what
 * only the server knows: the current password (counted, 429 past the limit) and the most
 * common passwords.
 */
export async function savePassword(admin: { id: number; sessionId: string }, form: FormData) {
  // No password is longer: a huge one would only cost hashing time.
  for (const name of Object.keys(emptyPasswords)) {
    const value = form.get(name);
    if (typeof value === "string") form.set(name, value.slice(0, 1000));
  }
  const parsed = await parseFormData(form, passwordChangeSchema);
  if (parsed.error) return refusePassword({ fieldErrors: parsed.error.fieldErrors });
  const refusal = await changePassword(admin, parsed.data);
  if (refusal) {
    return refusePassword({ fieldErrors: refusal.fieldErrors }, refusal.throttled ? 429 : 400);
  }
  return redirectWithToast(ACCOUNT_PAGE, { title: adminCopy.settings.success, variant: "success" });
}

/** 'Seus dados': name and the forms to be told about; refused, back as typed. */
export async function saveProfile(admin: { id: number; role: Role }, form: FormData) {
  const known = new Set<string>(alertFormTypes);
  const values = {
    name: String(form.get("name") ?? "").slice(0, TEAM_LIMITS.name + 1),
    alertForms: form
      .getAll("alertForms")
      .filter((value): value is string => typeof value === "string" && known.has(value)),
  };
  const refuse = (fieldErrors: Record<string, string>, status: number) =>
    data<ProfileReply>(
      { formId: PROFILE_FORM_ID, fieldErrors, repopulateFields: values },
      { status },
    );
  const parsed = profileSchema.safeParse(values);
  if (!parsed.success) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? "name");
      fieldErrors[key] ??= issue.message;
    }
    return refuse(fieldErrors, 400);
  }
  // A lead alert carries the lead: only for roles that open leads (ADR 0048).
  if (parsed.data.alertForms.length > 0) {
    if (!receivesLeadAlerts(admin.role)) {
      return refuse({ alertForms: teamCopy.account.alertsNotForRole }, 403);
    }
    const member = await memberById(db(), admin.id);
    if (!member?.email) return refuse({ alertForms: teamCopy.account.alertsNeedEmail }, 400);
  }
  await updateProfile(db(), admin.id, parsed.data);
  return redirectWithToast(ACCOUNT_PAGE, { title: teamCopy.account.saved, variant: "success" });
}

/**
 * 'E-mail de acesso': the current password (counted as a guess), then a link to the new
 * address and a notice to the old one; refused, back with the address as typed.
 */
export async function saveEmail(admin: { id: number }, form: FormData) {
  const values = { email: String(form.get("email") ?? "").slice(0, TEAM_LIMITS.email + 1) };
  const password = String(form.get("currentPassword") ?? "").slice(0, 1000);
  const refuse = (fieldErrors: Record<string, string>, status: number) =>
    data<EmailChangeReply>(
      { formId: EMAIL_FORM_ID, fieldErrors, repopulateFields: values },
      { status },
    );
  const parsed = emailChangeSchema.safeParse({ ...values, currentPassword: password });
  if (!parsed.success) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? "email");
      fieldErrors[key] ??= issue.message;
    }
    return refuse(fieldErrors, 400);
  }
  const checked = await checkCurrentPassword(admin.id, password);
  if (typeof checked === "object") {
    const minutes = Math.ceil(checked.blockedFor / 60);
    return refuse({ currentPassword: adminCopy.settings.throttled(minutes) }, 429);
  }
  if (checked === "wrong") return refuse({ currentPassword: teamCopy.account.wrongPassword }, 400);
  const changed = await requestEmailChange(admin.id, parsed.data.email);
  const email = parsed.data.email.toLowerCase();
  if (changed === "taken") return refuse({ email: teamCopy.account.taken }, 409);
  const toast =
    changed === "sent"
      ? { title: teamCopy.account.emailSent(email), description: teamCopy.account.emailSentHint }
      : changed === "changed"
        ? { title: teamCopy.account.emailChanged(email) }
        : { title: teamCopy.account.emailSame };
  return redirectWithToast(ACCOUNT_PAGE, { ...toast, variant: "success" });
}
