import { parseFormData } from "@rvf/react-router";
import { data } from "react-router";
import { homeFor } from "~/lib/admin-areas";
import {
  NEW_PASSWORD_FORM_ID,
  type NewPasswordReply,
  newPasswordSchema,
} from "~/lib/forms/password-schema";
import { roleLabel } from "~/lib/team";
import { assertSameOrigin } from "~/routes/handlers/admin-access.server";
import { redirectWithToast } from "~/routes/handlers/flash.server";
import { readForm } from "~/routes/handlers/read-form.server";
import { isCommonPassword } from "~/server/auth/common-passwords.server";
import { rememberDevice } from "~/server/auth/device.server";
import { hashPassword } from "~/server/auth/password.server";
import { createAdminSession } from "~/server/auth/session.server";
import { db } from "~/server/db/index.server";
import { memberById, setPasswordByToken } from "~/server/team/members.server";
import { findToken, type PasswordPurpose } from "~/server/team/tokens.server";
import { adminCopy } from "~content/admin";
import { teamCopy } from "~content/team";

/**
 * The pages of a team member's link (ADR 0040): an invitation or a new password. Anyone with
 * the link may use it once; it then signs the person in, on the first page their role opens.
 */
export type LinkProblem = "expired" | "used" | "revoked" | "unknown";

const problemStatus = (problem: LinkProblem) => (problem === "unknown" ? 404 : 410);

type Opened =
  | { problem: LinkProblem }
  | {
      problem?: undefined;
      token: { id: string; adminId: number };
      member: NonNullable<Awaited<ReturnType<typeof memberById>>>;
    };

async function openLink(token: string, purpose: PasswordPurpose): Promise<Opened> {
  const found = await findToken(db(), token, purpose);
  const member = found.row && (await memberById(db(), found.row.adminId));
  if (found.state !== "valid" || !found.row || !member) {
    const problem: LinkProblem = found.state === "valid" ? "unknown" : found.state;
    return { problem };
  }
  return { token: found.row, member };
}

/** The page: who the link is for, or why it does not work (404 unknown, 410 expired or used). */
export async function loadLink(token: string, purpose: PasswordPurpose) {
  const opened = await openLink(token, purpose);
  if (opened.problem) {
    return data(
      { problem: opened.problem, person: undefined },
      { status: problemStatus(opened.problem) },
    );
  }
  const { member } = opened;
  return {
    problem: undefined,
    person: {
      name: member.name || member.email || member.username,
      email: member.email ?? member.username,
      role: roleLabel(member.role),
    },
  };
}

const refuse = (fieldErrors: NewPasswordReply["fieldErrors"]) =>
  data<NewPasswordReply>({ formId: NEW_PASSWORD_FORM_ID, fieldErrors }, { status: 400 });

/** 'Nova senha' and 'Confirmar senha': saved with the link used up, then a new session. */
export async function handleLinkPassword(
  request: Request,
  token: string,
  purpose: PasswordPurpose,
) {
  assertSameOrigin(request);
  const form = await readForm(request);
  for (const name of ["newPassword", "confirmPassword"]) {
    const value = form.get(name);
    if (typeof value === "string") form.set(name, value.slice(0, 1000));
  }
  const opened = await openLink(token, purpose);
  if (opened.problem) {
    return data({ problem: opened.problem }, { status: problemStatus(opened.problem) });
  }
  const parsed = await parseFormData(form, newPasswordSchema);
  if (parsed.error) return refuse(parsed.error.fieldErrors);
  if (isCommonPassword(parsed.data.newPassword)) {
    return refuse({ newPassword: adminCopy.settings.common });
  }
  const hash = await hashPassword(parsed.data.newPassword);
  // Every session of the member ends with the change; two tabs with one link: one wins.
  if (!(await setPasswordByToken(db(), opened.token, hash))) {
    return data({ problem: "used" as const }, { status: 410 });
  }
  const { member } = opened;
  const headers = new Headers();
  headers.append("Set-Cookie", await createAdminSession(member.id));
  headers.append("Set-Cookie", await rememberDevice(request, member.username));
  const toast = purpose === "invite" ? teamCopy.accept.welcome : teamCopy.reset.done;
  return redirectWithToast(homeFor(member.role), { ...toast, variant: "success" }, { headers });
}
