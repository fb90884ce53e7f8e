import { INVITE_DAYS, RESET_MINUTES, type Role, roleLabels } from "~/lib/team";
import { generatePassword, hashPassword } from "../auth/password.server";
import { db } from "../db/index.server";
import { inviteEmail, resetEmail } from "../email/compose.server";
import { env } from "../env.server";
import { storeDeliveries } from "../leads/deliveries.server";
import { kickQueue } from "../queue/index.server";
import { addMember, memberById, memberByLogin, normalEmail } from "./members.server";
import { issueToken, type PasswordPurpose } from "./tokens.server";

/**
 * The team's links (ADR 0040): an invitation or a new password, e-mailed through the outbox
 * when SMTP is configured, else handed back once for the admin to give the person. Each new
 * one revokes the member's older ones (ADR 0048, in `issueToken`).
 */
const LIFETIME_MS: Record<PasswordPurpose, number> = {
  invite: INVITE_DAYS * 24 * 60 * 60_000,
  reset: RESET_MINUTES * 60_000,
};
const PATH: Record<PasswordPurpose, string> = {
  invite: "/admin/convite/",
  reset: "/admin/redefinir-senha/",
};

export const mailConfigured = () => Boolean(env().mail);

/** A link that was e-mailed, or, without SMTP, the link itself to show once. */
export type IssuedLink =
  | { purpose: PasswordPurpose; emailed: true }
  | { purpose: PasswordPurpose; emailed: false; link: string };

type Tx = Parameters<Parameters<ReturnType<typeof db>["transaction"]>[0]>[0];

/** A token for the member, and its e-mail stored in the same transaction when mail is on. */
async function issueLink(
  tx: Tx,
  member: { id: number; name: string; email: string; role: Role },
  purpose: PasswordPurpose,
): Promise<IssuedLink> {
  const token = await issueToken(tx, member.id, purpose, LIFETIME_MS[purpose]);
  const link = `${env().BASE_URL}${PATH[purpose]}${token}`;
  if (!mailConfigured()) return { purpose, emailed: false, link };
  const name = member.name || member.email;
  const message =
    purpose === "invite"
      ? inviteEmail({
          to: member.email,
          name,
          role: roleLabels[member.role],
          link,
          days: INVITE_DAYS,
        })
      : resetEmail({ to: member.email, name, link, minutes: RESET_MINUTES });
  await storeDeliveries(tx, [{ channel: "email", purpose, message: { ...message } }], {
    now: new Date(),
  });
  return { purpose, emailed: true };
}

/** A new member and their invitation; `taken` when the e-mail is already someone's. */
export async function inviteMember(input: { name: string; email: string; role: Role }) {
  const passwordHash = await hashPassword(generatePassword());
  const email = normalEmail(input.email);
  const issued = await db().transaction(async (tx) => {
    const added = await addMember(tx, { ...input, email, passwordHash });
    if (added === "taken") return "taken" as const;
    return issueLink(tx, { ...input, email, id: added.id }, "invite");
  });
  if (issued !== "taken" && issued.emailed) kickQueue();
  return issued;
}

/**
 * 'Novo link' on the team page: a member who never signed in gets a new invitation, anyone
 * else a new-password link. Undefined for a member without an e-mail to reach or not there.
 */
export async function newAccessLink(id: number) {
  const member = await memberById(db(), id);
  if (!member?.email) return undefined;
  const email = member.email;
  const purpose: PasswordPurpose = member.lastSeenAt ? "reset" : "invite";
  const issued = await db().transaction((tx) => issueLink(tx, { ...member, email }, purpose));
  if (issued.emailed) kickQueue();
  return { ...issued, email, name: member.name || email };
}

/** 'Esqueci minha senha': a link e-mailed when the address is a member's; nothing otherwise. */
export async function requestPasswordReset(email: string) {
  if (!mailConfigured()) return;
  const member = await memberByLogin(db(), email);
  if (!member?.email || member.email !== email.trim().toLowerCase()) return;
  const address = member.email;
  await db().transaction((tx) => issueLink(tx, { ...member, email: address }, "reset"));
  kickQueue();
}
