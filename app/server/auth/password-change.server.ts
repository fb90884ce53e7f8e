import { eq } from "drizzle-orm";
import type { PasswordChangeInput, PasswordFieldErrors } from "~/lib/forms/password-schema";
import { adminCopy } from "~content/admin";
import { type Db, db, tables } from "../db/index.server";
import { ALL_PURPOSES, revokeTokens } from "../team/tokens.server";
import { isCommonPassword } from "./common-passwords.server";
import { reservePasswordCheck } from "./login-throttle.server";
import { hashPassword, verifyPassword } from "./password.server";
import { endOtherSessions } from "./session.server";

const { adminUsers } = tables;
const copy = adminCopy.settings;

export interface PasswordChangeRefusal {
  fieldErrors: PasswordFieldErrors;
  /** Too many wrong current passwords: the answer is a 429. */
  throttled?: true;
}

/**
 * The member's current password, counted as a guess (ADR 0035): a number of seconds to wait
 * when too many were wrong.
 */
export async function checkCurrentPassword(
  adminId: number,
  password: string,
): Promise<"right" | "wrong" | { blockedFor: number }> {
  const attempt = await reservePasswordCheck(adminId);
  if (attempt.blockedFor) return { blockedFor: attempt.blockedFor };
  const [row] = await db().select().from(adminUsers).where(eq(adminUsers.id, adminId));
  const right = !!row && (await verifyPassword(password, row.passwordHash));
  await attempt.settle(right);
  return right ? "right" : "wrong";
}

/**
 * Saves a new password, given fields that `passwordChangeSchema` passed, when the current one
 * is right and the new one is not among the most common. The session in use stays; every other
 * session of this admin ends, so a stolen session does not outlive the change.
 */
export async function changePassword(
  admin: { id: number; sessionId: string },
  fields: PasswordChangeInput,
): Promise<PasswordChangeRefusal | undefined> {
  const checked = await checkCurrentPassword(admin.id, fields.currentPassword);
  if (typeof checked === "object") {
    const minutes = Math.ceil(checked.blockedFor / 60);
    return { fieldErrors: { currentPassword: copy.throttled(minutes) }, throttled: true };
  }
  if (checked === "wrong") return { fieldErrors: { currentPassword: copy.wrongCurrent } };
  if (isCommonPassword(fields.newPassword)) return { fieldErrors: { newPassword: copy.common } };
  const passwordHash = await hashPassword(fields.newPassword);
  // Every link of the member goes with the old password (ADR 0048).
  await db().transaction(async (tx) => {
    await tx
      .update(adminUsers)
      .set({ passwordHash, mustChangePassword: false, updatedAt: new Date() })
      .where(eq(adminUsers.id, admin.id));
    await revokeTokens(tx as unknown as Db, admin.id, ALL_PURPOSES);
  });
  await endOtherSessions(admin.id, admin.sessionId);
  return undefined;
}
