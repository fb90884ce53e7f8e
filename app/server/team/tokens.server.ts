import { createHash, randomBytes } from "node:crypto";
import { and, eq, inArray, isNull, ne, sql } from "drizzle-orm";
import type { Db } from "../db/index.server";
import { type AdminTokenRow, adminTokens, adminUsers } from "../db/schema.server";

/**
 * The team's single-use links (ADR 0040): 32 random bytes in the link, only their SHA-256 in
 * the database, so a copy of the database opens nothing. One live link per member and purpose
 * (ADR 0048): a newer one, a used one or a password change revokes the others.
 */
export type TokenPurpose = "invite" | "reset" | "email";
/** The links that set a password. */
export type PasswordPurpose = Exclude<TokenPurpose, "email">;
export const PASSWORD_PURPOSES: readonly PasswordPurpose[] = ["invite", "reset"];
export const ALL_PURPOSES: readonly TokenPurpose[] = ["invite", "reset", "email"];

/** 32 bytes as base64url: 43 characters. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

export const newToken = () => randomBytes(32).toString("base64url");

/** What a link's token is now: usable, or why not. */
export type TokenState = "valid" | "expired" | "used" | "revoked" | "unknown";

export function tokenState(
  row: (Pick<AdminTokenRow, "expiresAt" | "usedAt"> & { revokedAt?: Date | null }) | undefined,
  now: Date,
): TokenState {
  if (!row) return "unknown";
  if (row.usedAt) return "used";
  if (row.revokedAt) return "revoked";
  return row.expiresAt.getTime() > now.getTime() ? "valid" : "expired";
}

/**
 * Holds the member's row until the transaction ends, so that two links made or used at once
 * cannot each miss the other (outside a transaction it holds nothing, harmlessly).
 */
export async function lockMember(db: Db, adminId: number) {
  await db
    .select({ id: adminUsers.id })
    .from(adminUsers)
    .where(eq(adminUsers.id, adminId))
    .for("update");
}

/**
 * Voids every live link of `adminId` of these purposes, but `except` (the one just used or
 * made). Called in the transaction that makes, uses or outdates a link.
 */
export async function revokeTokens(
  db: Db,
  adminId: number,
  purposes: readonly TokenPurpose[],
  options: { except?: string; now?: Date } = {},
) {
  await db
    .update(adminTokens)
    .set({ revokedAt: options.now ?? new Date() })
    .where(
      and(
        eq(adminTokens.adminId, adminId),
        inArray(adminTokens.purpose, [...purposes]),
        isNull(adminTokens.usedAt),
        isNull(adminTokens.revokedAt),
        options.except ? ne(adminTokens.id, options.except) : undefined,
      ),
    );
}

/**
 * A new link for `adminId`, the member's older links of the same kind revoked (an invitation
 * or a reset voids both kinds: each sets the password); returns the token, kept nowhere.
 */
export async function issueToken(
  db: Db,
  adminId: number,
  purpose: TokenPurpose,
  lifetimeMs: number,
  now = new Date(),
  email?: string,
) {
  const token = newToken();
  await lockMember(db, adminId);
  await revokeTokens(db, adminId, purpose === "email" ? ["email"] : PASSWORD_PURPOSES, { now });
  await db.insert(adminTokens).values({
    adminId,
    purpose,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + lifetimeMs),
    createdAt: now,
    email,
  });
  return token;
}

/** The address a member asked to change to and not yet confirmed, if its link still works. */
export async function pendingEmail(db: Db, adminId: number, now = new Date()) {
  const [row] = await db
    .select({ email: adminTokens.email, expiresAt: adminTokens.expiresAt })
    .from(adminTokens)
    .where(
      and(
        eq(adminTokens.adminId, adminId),
        eq(adminTokens.purpose, "email"),
        isNull(adminTokens.usedAt),
        isNull(adminTokens.revokedAt),
        sql`${adminTokens.expiresAt} > ${now.toISOString()}::timestamptz`,
      ),
    )
    .limit(1);
  return row?.email ? { email: row.email, expiresAt: row.expiresAt } : undefined;
}

/** The row a link names (by the hash of its token), with its state; malformed is unknown. */
export async function findToken(db: Db, token: string, purpose: TokenPurpose, now = new Date()) {
  if (!TOKEN_SHAPE.test(token)) return { state: "unknown" as const, row: undefined };
  const [row] = await db
    .select()
    .from(adminTokens)
    .where(and(eq(adminTokens.tokenHash, hashToken(token)), eq(adminTokens.purpose, purpose)));
  return { state: tokenState(row, now), row };
}

/** Marks a link used if it is still live (not used, revoked or expired); whether it was. */
export async function spendLiveToken(db: Db, id: string, now = new Date()) {
  const used = await db
    .update(adminTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(adminTokens.id, id),
        sql`${adminTokens.usedAt} is null`,
        sql`${adminTokens.revokedAt} is null`,
        sql`${adminTokens.expiresAt} > ${now.toISOString()}::timestamptz`,
      ),
    )
    .returning({ id: adminTokens.id });
  return used.length > 0;
}
