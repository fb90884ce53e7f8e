import { eq } from "drizzle-orm";
import type { PasswordChangeInput, PasswordFieldErrors } from "~/lib/forms/password-schema";
import { adminCopy } from "~content/admin";
import { db, tables } from "../db/index.server";
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
 * Saves a new password, given fields that `passwordChangeSchema` passed, when the current one
 * is right and the new one is not among the most common. The session in use stays; every other
 * session of this admin ends, so a stolen session does not outlive the change.
 */
export async function changePassword(
  admin: { id: number; sessionId: string },
  fields: PasswordChangeInput,
): Promise<PasswordChangeRefusal | undefined> {
  const attempt = await reservePasswordCheck(admin.id);
  if (attempt.blockedFor) {
    const minutes = Math.ceil(attempt.blockedFor / 60);
    return { fieldErrors: { currentPassword: copy.throttled(minutes) }, throttled: true };
  }
  const [row] = await db().select().from(adminUsers).where(eq(adminUsers.id, admin.id));
  const right = !!row && (await verifyPassword(fields.currentPassword, row.passwordHash));
  await attempt.settle(right);
  if (!right) return { fieldErrors: { currentPassword: copy.wrongCurrent } };
  if (isCommonPassword(fields.newPassword)) return { fieldErrors: { newPassword: copy.common } };
  await db()
    .update(adminUsers)
    .set({
      passwordHash: await hashPassword(fields.newPassword),
      mustChangePassword: false,
      updatedAt: new Date(),
    })
    .where(eq(adminUsers.id, admin.id));
  await endOtherSessions(admin.id, admin.sessionId);
  return undefined;
}
