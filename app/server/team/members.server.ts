import { and, asc, eq, inArray, isNotNull, ne, or, sql } from "drizzle-orm";
import { areaRoles } from "~/lib/admin-areas";
import { asRole, type Role } from "~/lib/team";
import { isUniqueViolation } from "../db/errors.server";
import type { Db } from "../db/index.server";
import { adminSessions, adminUsers } from "../db/schema.server";
import { ALL_PURPOSES, lockMember, revokeTokens, spendLiveToken } from "./tokens.server";

/** The team (ADR 0040): who may use the admin, with which role. */

export const normalEmail = (email: string) => email.trim().toLowerCase();

const memberColumns = {
  id: adminUsers.id,
  username: adminUsers.username,
  name: adminUsers.name,
  email: adminUsers.email,
  role: adminUsers.role,
  lastSeenAt: adminUsers.lastSeenAt,
  alertForms: adminUsers.alertForms,
};

export async function listMembers(db: Db) {
  const rows = await db
    .select(memberColumns)
    .from(adminUsers)
    .orderBy(asc(sql`lower(coalesce(nullif(${adminUsers.name}, ''), ${adminUsers.username}))`));
  return rows.map((row) => ({ ...row, role: asRole(row.role) }));
}

export async function memberById(db: Db, id: number) {
  const [row] = await db.select(memberColumns).from(adminUsers).where(eq(adminUsers.id, id));
  return row && { ...row, role: asRole(row.role) };
}

/** The member an e-mail or a username names (the e-mail first). */
export async function memberByLogin(db: Db, login: string) {
  const email = normalEmail(login);
  const rows = await db
    .select(memberColumns)
    .from(adminUsers)
    .where(or(sql`lower(${adminUsers.email}) = ${email}`, eq(adminUsers.username, login.trim())))
    .orderBy(sql`(lower(${adminUsers.email}) = ${email}) desc nulls last`)
    .limit(1);
  return rows[0] && { ...rows[0], role: asRole(rows[0].role) };
}

/** An e-mail no member uses, as e-mail or as username (case aside). */
async function emailFree(db: Db, email: string, except?: number) {
  const rows = await db
    .select({ id: adminUsers.id })
    .from(adminUsers)
    .where(
      and(
        or(
          sql`lower(${adminUsers.email}) = ${email}`,
          sql`lower(${adminUsers.username}) = ${email}`,
        ),
        except === undefined ? undefined : ne(adminUsers.id, except),
      ),
    );
  return rows.length === 0;
}

/**
 * A new member, who has no password they know until they accept the invitation. Their
 * username is the e-mail, so nothing that names people by username changes.
 */
export async function addMember(
  db: Db,
  input: { name: string; email: string; role: Role; passwordHash: string },
): Promise<{ id: number } | "taken"> {
  const email = normalEmail(input.email);
  if (!(await emailFree(db, email))) return "taken";
  try {
    const [row] = await db
      .insert(adminUsers)
      .values({
        username: email,
        name: input.name,
        email,
        role: input.role,
        passwordHash: input.passwordHash,
      })
      .returning({ id: adminUsers.id });
    if (!row) throw new Error("membro não criado");
    return row;
  } catch (error) {
    if (isUniqueViolation(error)) return "taken";
    throw error;
  }
}

export type TeamChange = "ok" | "not-found" | "self" | "last-admin";

/**
 * Runs `change` with every administrator's row locked, so that two requests cannot each leave
 * the other as the last one and end with none.
 */
async function withAdminsLocked<T>(db: Db, change: (tx: Db, admins: number[]) => Promise<T>) {
  return db.transaction(async (tx) => {
    const admins = await tx
      .select({ id: adminUsers.id })
      .from(adminUsers)
      .where(eq(adminUsers.role, "admin"))
      .for("update");
    return change(
      tx as unknown as Db,
      admins.map((row) => row.id),
    );
  });
}

/** A new role; the last administrator keeps theirs. */
export function changeRole(db: Db, id: number, role: Role): Promise<TeamChange> {
  return withAdminsLocked(db, async (tx, admins) => {
    if (role !== "admin" && admins.length === 1 && admins[0] === id) return "last-admin";
    const rows = await tx
      .update(adminUsers)
      .set({ role, updatedAt: new Date() })
      .where(eq(adminUsers.id, id))
      .returning({ id: adminUsers.id });
    return rows.length ? "ok" : "not-found";
  });
}

/** Removes a member; their sessions and links go with them (ON DELETE CASCADE). */
export function removeMember(db: Db, actorId: number, id: number): Promise<TeamChange> {
  if (actorId === id) return Promise.resolve("self");
  return withAdminsLocked(db, async (tx, admins) => {
    if (admins.length === 1 && admins[0] === id) return "last-admin";
    const rows = await tx
      .delete(adminUsers)
      .where(eq(adminUsers.id, id))
      .returning({ id: adminUsers.id });
    return rows.length ? "ok" : "not-found";
  });
}

/** 'Minha conta': the name and the forms to be told about (the e-mail changes by a link). */
export async function updateProfile(
  db: Db,
  id: number,
  input: { name: string; alertForms: string[] },
) {
  await db
    .update(adminUsers)
    .set({ name: input.name, alertForms: input.alertForms, updatedAt: new Date() })
    .where(eq(adminUsers.id, id));
}

/**
 * A member's e-mail, now: lowercased, unique; an invited member's username (their e-mail as
 * invited) follows it. Called once the new address is confirmed, or at once without SMTP.
 */
export async function setMemberEmail(db: Db, id: number, email: string): Promise<"ok" | "taken"> {
  const address = normalEmail(email);
  if (!(await emailFree(db, address, id))) return "taken";
  const [current] = await db
    .select({ username: adminUsers.username, email: adminUsers.email })
    .from(adminUsers)
    .where(eq(adminUsers.id, id));
  const follows = current?.email && current.username === current.email;
  try {
    await db
      .update(adminUsers)
      .set({ email: address, updatedAt: new Date(), ...(follows ? { username: address } : {}) })
      .where(eq(adminUsers.id, id));
  } catch (error) {
    if (isUniqueViolation(error)) return "taken";
    throw error;
  }
  return "ok";
}

/** Whether no other member uses this e-mail (as e-mail or username). */
export const emailAvailable = (db: Db, email: string, except: number) =>
  emailFree(db, normalEmail(email), except);

/**
 * A link's new password: the link used up, the member's other links revoked (ADR 0048), the
 * password saved and every session of the member ended, all or nothing. False when the link
 * was used or revoked meanwhile (two tabs, a replay, a newer link used first).
 */
export function setPasswordByToken(
  db: Db,
  token: { id: string; adminId: number },
  passwordHash: string,
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    await lockMember(tx as unknown as Db, token.adminId);
    const used = await spendLiveToken(tx as unknown as Db, token.id, now);
    if (!used) return false;
    await revokeTokens(tx as unknown as Db, token.adminId, ALL_PURPOSES, { except: token.id, now });
    await tx
      .update(adminUsers)
      .set({ passwordHash, mustChangePassword: false, updatedAt: now })
      .where(eq(adminUsers.id, token.adminId));
    await tx.delete(adminSessions).where(eq(adminSessions.adminId, token.adminId));
    return true;
  });
}

/** 'Último acesso': written when the last mark is a minute old or more. */
export async function touchLastSeen(db: Db, id: number, now = new Date()) {
  const minuteAgo = new Date(now.getTime() - 60_000).toISOString();
  await db
    .update(adminUsers)
    .set({ lastSeenAt: now })
    .where(
      and(
        eq(adminUsers.id, id),
        sql`(${adminUsers.lastSeenAt} is null or ${adminUsers.lastSeenAt} <= ${minuteAgo}::timestamptz)`,
      ),
    );
}

/**
 * The e-mails of the members who asked to be told of each new lead of `formType`, among the
 * roles that may read leads (a member moved to another role keeps the choice, unsent). The
 * e-mail is the confirmed one: a new address waits in its link until used (ADR 0048).
 */
export async function alertRecipients(db: Db, formType: string): Promise<string[]> {
  const rows = await db
    .select({ email: adminUsers.email })
    .from(adminUsers)
    .where(
      and(
        isNotNull(adminUsers.email),
        inArray(adminUsers.role, [...areaRoles.leads]),
        sql`${adminUsers.alertForms} @> ${JSON.stringify([formType])}::jsonb`,
      ),
    )
    .orderBy(asc(adminUsers.email));
  return rows.flatMap((row) => (row.email ? [row.email] : []));
}
