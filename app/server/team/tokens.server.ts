import { createHash, randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Db } from "../db/index.server";
import { type AdminTokenRow, adminTokens } from "../db/schema.server";

/**
 * The team's single-use links (ADR 0040): 32 random bytes in the link, only their SHA-256 in
 * the database, so a copy of the database opens nothing.
 */
export type TokenPurpose = "invite" | "reset";

/** 32 bytes as base64url: 43 characters. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

export const newToken = () => randomBytes(32).toString("base64url");

/** What a link's token is now: usable, or why not. */
export type TokenState = "valid" | "expired" | "used" | "unknown";

export function tokenState(
  row: Pick<AdminTokenRow, "expiresAt" | "usedAt"> | undefined,
  now: Date,
): TokenState {
  if (!row) return "unknown";
  if (row.usedAt) return "used";
  return row.expiresAt.getTime() > now.getTime() ? "valid" : "expired";
}

/** A new link for `adminId`; returns the token, which is not kept anywhere. */
export async function issueToken(
  db: Db,
  adminId: number,
  purpose: TokenPurpose,
  lifetimeMs: number,
  now = new Date(),
) {
  const token = newToken();
  await db.insert(adminTokens).values({
    adminId,
    purpose,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + lifetimeMs),
    createdAt: now,
  });
  return token;
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
