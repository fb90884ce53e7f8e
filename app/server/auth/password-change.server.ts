import { eq } from "drizzle-orm";
import { adminCopy } from "~content/admin";
import { db, tables } from "../db/index.server";
import { isCommonPassword } from "./common-passwords.server";
import { reservePasswordCheck } from "./login-throttle.server";
import { hashPassword, verifyPassword } from "./password.server";
import { endOtherSessions } from "./session.server";

const { adminUsers } = tables;
const copy = adminCopy.settings;
export const MIN_PASSWORD_LENGTH = 8;

export type PasswordErrors = Partial<Record<"current" | "next" | "confirm", string>> & {
  /** Too many wrong current passwords: the answer is a 429. */
  throttled?: true;
};

/** The spec's three checks (section 5) and ours: not one of the most common passwords. */
export function checkNewPassword(next: string, confirm: string): PasswordErrors {
  if (next.length < MIN_PASSWORD_LENGTH) return { next: copy.tooShort };
  if (isCommonPassword(next)) return { next: copy.common };
  if (next !== confirm) return { confirm: copy.mismatch };
  return {};
}

/**
 * Saves a new password when the current one is right. The session in use stays; every other
 * session of this admin ends, so a stolen session does not outlive the change.
 */
export async function changePassword(
  admin: { id: number; sessionId: string },
  fields: { current: string; next: string; confirm: string },
): Promise<PasswordErrors> {
  // An empty field is not a guess: it is refused without counting.
  if (!fields.current) return { current: copy.wrongCurrent };
  const attempt = await reservePasswordCheck(admin.id);
  if (attempt.blockedFor) {
    return { current: copy.throttled(Math.ceil(attempt.blockedFor / 60)), throttled: true };
  }
  const [row] = await db().select().from(adminUsers).where(eq(adminUsers.id, admin.id));
  const right = !!row && (await verifyPassword(fields.current, row.passwordHash));
  await attempt.settle(right);
  if (!right) return { current: copy.wrongCurrent };
  if (fields.next === fields.current) return { next: copy.same };
  const errors = checkNewPassword(fields.next, fields.confirm);
  if (Object.keys(errors).length) return errors;
  await db()
    .update(adminUsers)
    .set({
      passwordHash: await hashPassword(fields.next),
      mustChangePassword: false,
      updatedAt: new Date(),
    })
    .where(eq(adminUsers.id, admin.id));
  await endOtherSessions(admin.id, admin.sessionId);
  return {};
}
