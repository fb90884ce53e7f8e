import { parseFormData } from "@rvf/react-router";
import { data } from "react-router";
import {
  PASSWORD_FORM_ID,
  type PasswordChangeReply,
  passwordChangeSchema,
} from "~/lib/forms/password-schema";
import {
  PROFILE_FORM_ID,
  type ProfileReply,
  profileSchema,
  TEAM_LIMITS,
} from "~/lib/forms/team-schema";
import { alertFormTypes } from "~/lib/team";
import { redirectWithToast } from "~/routes/handlers/flash.server";
import { changePassword } from "~/server/auth/password-change.server";
import { db } from "~/server/db/index.server";
import { updateProfile } from "~/server/team/members.server";
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

/** 'Seus dados': name, e-mail and the forms to be told about; refused, back as typed. */
export async function saveProfile(admin: { id: number }, form: FormData) {
  const text = (name: string, max: number) => String(form.get(name) ?? "").slice(0, max + 1);
  const known = new Set<string>(alertFormTypes);
  const values = {
    name: text("name", TEAM_LIMITS.name),
    email: text("email", TEAM_LIMITS.email),
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
      const key = String(issue.path[0] ?? "email");
      fieldErrors[key] ??= issue.message;
    }
    return refuse(fieldErrors, 400);
  }
  const saved = await updateProfile(db(), admin.id, parsed.data);
  if (saved === "taken") return refuse({ email: teamCopy.account.taken }, 409);
  return redirectWithToast(ACCOUNT_PAGE, { title: teamCopy.account.saved, variant: "success" });
}
