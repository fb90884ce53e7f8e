import { count, eq } from "drizzle-orm";
import { mayOpen } from "~/lib/admin-areas";
import { memberName } from "~/lib/lead-work";
import { asRole } from "~/lib/team";
import { db, tables } from "../db/index.server";
import type { Env } from "../env.server";
import { memberByLogin } from "../team/members.server";
import { generatePassword, hashPassword, verifyPassword } from "./password.server";

const { adminUsers } = tables;

export async function findAdminById(id: number) {
  const [admin] = await db()
    .select({
      id: adminUsers.id,
      username: adminUsers.username,
      name: adminUsers.name,
      email: adminUsers.email,
      role: adminUsers.role,
      lastSeenAt: adminUsers.lastSeenAt,
      mustChangePassword: adminUsers.mustChangePassword,
    })
    .from(adminUsers)
    .where(eq(adminUsers.id, id));
  return admin && { ...admin, role: asRole(admin.role) };
}

/**
 * The account a sign-in names: a member's e-mail (any case) or a username. The login's limits
 * count by the account's username, so the e-mail and the username share one count.
 */
export async function loginName(login: string) {
  const member = await memberByLogin(db(), login);
  return member?.username ?? login.trim();
}

// Compared against when the username does not exist, so both cases take the same time.
let decoy: Promise<string> | undefined;

export async function verifyCredentials(login: string, password: string) {
  const member = await memberByLogin(db(), login);
  const [admin] = member
    ? await db().select().from(adminUsers).where(eq(adminUsers.id, member.id))
    : [];
  decoy ??= hashPassword(generatePassword());
  const ok = await verifyPassword(password, admin?.passwordHash ?? (await decoy));
  return ok && admin
    ? {
        id: admin.id,
        username: admin.username,
        role: asRole(admin.role),
        mustChangePassword: admin.mustChangePassword,
      }
    : undefined;
}

/**
 * With no admin yet: create one from ADMIN_USERNAME/ADMIN_PASSWORD, or on the embedded
 * database generate a password. The generated one is returned, never logged: the caller shows
 * it to the person at the terminal (`startNotice`).
 */
export async function ensureFirstAdmin(
  config: Pick<Env, "ADMIN_USERNAME" | "ADMIN_PASSWORD">,
  embedded: boolean,
  log: (message: string) => void,
): Promise<{ username: string; password: string } | undefined> {
  const [row] = await db().select({ n: count() }).from(adminUsers);
  if ((row?.n ?? 0) > 0) return;
  if (config.ADMIN_USERNAME && config.ADMIN_PASSWORD) {
    const [made] = await db()
      .insert(adminUsers)
      .values({
        username: config.ADMIN_USERNAME,
        passwordHash: await hashPassword(config.ADMIN_PASSWORD),
      })
      .onConflictDoNothing()
      .returning({ id: adminUsers.id });
    // Two instances starting together: only the one that made it says so.
    if (made) log(`Administrador criado: ${config.ADMIN_USERNAME}`);
    return;
  }
  if (!embedded) {
    log("Nenhum administrador: defina ADMIN_USERNAME e ADMIN_PASSWORD para criar o primeiro.");
    return;
  }
  const username = "admin";
  const password = generatePassword();
  const [created] = await db()
    .insert(adminUsers)
    // Shown on a terminal, so good for one sign-in only: the admin must then choose their own.
    .values({ username, passwordHash: await hashPassword(password), mustChangePassword: true })
    .onConflictDoNothing()
    .returning({ id: adminUsers.id });
  // Another process created it first: its password is the one shown.
  if (!created) return;
  log(`Administrador criado: ${username}, com senha gerada (mostrada fora do log, só agora)`);
  return { username, password };
}

/** The team, by name: who may own a lead (the roles that open leads) and who signs notes. */
export async function teamMembers() {
  const rows = await db()
    .select({
      id: adminUsers.id,
      username: adminUsers.username,
      name: adminUsers.name,
      role: adminUsers.role,
    })
    .from(adminUsers);
  return rows
    .map((row) => ({ ...row, worksLeads: mayOpen(asRole(row.role), "leads") }))
    .sort((a, b) => memberName(a).localeCompare(memberName(b), "pt-BR"));
}
