import { EMAIL_CONFIRM_HOURS } from "~/lib/team";
import { type Db, db } from "../db/index.server";
import { emailChangeNotice, emailConfirmEmail } from "../email/compose.server";
import { env } from "../env.server";
import { storeDeliveries } from "../leads/deliveries.server";
import { kickQueue } from "../queue/index.server";
import { emailAvailable, memberById, normalEmail, setMemberEmail } from "./members.server";
import { issueToken, lockMember, revokeTokens, spendLiveToken } from "./tokens.server";

/**
 * A member's new e-mail (ADR 0048): asked with the current password (checked by the caller),
 * it is theirs only once the link e-mailed to it is used; the old address is told at once and
 * stays the member's, for signing in, links and alerts, until then. Without SMTP no link can
 * prove the address, and nothing is e-mailed anyway: the change is made at once.
 */
export const CONFIRM_PATH = "/admin/confirmar-email/";

export type EmailChange = "same" | "taken" | "sent" | "changed";

export async function requestEmailChange(adminId: number, wanted: string): Promise<EmailChange> {
  const member = await memberById(db(), adminId);
  if (!member) return "taken";
  const email = normalEmail(wanted);
  // The address in use again: any pending change is dropped.
  if (member.email === email) {
    await revokeTokens(db(), adminId, ["email"]);
    return "same";
  }
  if (!(await emailAvailable(db(), email, adminId))) return "taken";
  const config = env();
  if (!config.mail) {
    return db().transaction(async (tx) => {
      const set = await setMemberEmail(tx as unknown as Db, adminId, email);
      return set === "ok" ? "changed" : "taken";
    });
  }
  const now = new Date();
  const name = member.name || member.email || member.username;
  await db().transaction(async (tx) => {
    const token = await issueToken(
      tx as unknown as Db,
      adminId,
      "email",
      EMAIL_CONFIRM_HOURS * 60 * 60_000,
      now,
      email,
    );
    const link = `${config.BASE_URL}${CONFIRM_PATH}${token}`;
    const confirm = emailConfirmEmail({ to: email, name, link, hours: EMAIL_CONFIRM_HOURS });
    const notices = member.email
      ? [
          emailChangeNotice({
            to: member.email,
            name,
            newEmail: email,
            accountUrl: `${config.BASE_URL}/admin/settings`,
          }),
        ]
      : [];
    await storeDeliveries(
      tx,
      [
        { channel: "email", purpose: "email-confirm", message: { ...confirm } },
        ...notices.map((message) => ({
          channel: "email" as const,
          purpose: "email-notice" as const,
          message: { ...message },
        })),
      ],
      { now },
    );
  });
  kickQueue();
  return "sent";
}

/**
 * A confirmation link used: the link spent and the address the member's, in one transaction.
 * `gone` when the link was used, revoked or expired meanwhile; `taken` when someone else has
 * the address by now (the link is spent all the same: it can never work).
 */
export function confirmEmailChange(
  token: { id: string; adminId: number; email: string | null },
  now = new Date(),
): Promise<"ok" | "taken" | "gone"> {
  return db().transaction(async (tx) => {
    const t = tx as unknown as Db;
    await lockMember(t, token.adminId);
    const used = await spendLiveToken(t, token.id, now);
    if (!used || !token.email) return "gone";
    return setMemberEmail(t, token.adminId, token.email);
  });
}
