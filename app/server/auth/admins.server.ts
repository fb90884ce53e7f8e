import { count, eq } from "drizzle-orm";
import { db, tables } from "../db/index.server";
import type { Env } from "../env.server";
import { generatePassword, hashPassword, verifyPassword } from "./password.server";

const { adminUsers } = tables;

export async function findAdminById(id: number) {
  const [admin] = await db()
    .select({
      id: adminUsers.id,
      username: adminUsers.username,
      mustChangePassword: adminUsers.mustChangePassword,
    })
    .from(adminUsers)
    .where(eq(adminUsers.id, id));
  return admin;
}

// Compared against when the username does not exist, so both cases take the same time.
let decoy: Promise<string> | undefined;

export async function verifyCredentials(username: string, password: string) {
  const [admin] = await db()
    .select()
    .from(adminUsers)
    .where(eq(adminUsers.username, username.trim()));
  decoy ??= hashPassword(generatePassword());
  const ok = await verifyPassword(password, admin?.passwordHash ?? (await decoy));
  return ok && admin
    ? { id: admin.id, username: admin.username, mustChangePassword: admin.mustChangePassword }
    : undefined;
}

/**
 * With no admin yet: create one from ADMIN_USERNAME/ADMIN_PASSWORD, or on the embedded
 * database generate a password and print it once.
 */
export async function ensureFirstAdmin(
  config: Pick<Env, "ADMIN_USERNAME" | "ADMIN_PASSWORD">,
  embedded: boolean,
  log: (message: string) => void,
) {
  const [row] = await db().select({ n: count() }).from(adminUsers);
  if ((row?.n ?? 0) > 0) return;
  if (config.ADMIN_USERNAME && config.ADMIN_PASSWORD) {
    await db()
      .insert(adminUsers)
      .values({
        username: config.ADMIN_USERNAME,
        passwordHash: await hashPassword(config.ADMIN_PASSWORD),
      })
      .onConflictDoNothing();
    log(`Administrador criado: ${config.ADMIN_USERNAME}`);
    return;
  }
  if (!embedded) {
    log("Nenhum administrador: defina ADMIN_USERNAME e ADMIN_PASSWORD para criar o primeiro.");
    return;
  }
  const password = generatePassword();
  await db()
    .insert(adminUsers)
    // Printed in a log, so good for one sign-in only: the admin must then choose their own.
    .values({
      username: "admin",
      passwordHash: await hashPassword(password),
      mustChangePassword: true,
    })
    .onConflictDoNothing();
  log(
    `Administrador criado. Usuário: admin  Senha: ${password}  (mostrada só agora; troque em /admin/settings)`,
  );
}
