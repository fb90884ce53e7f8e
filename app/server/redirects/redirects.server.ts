// The redirects the admin writes (ADR 0044): reading, writing, the loop check and the one
// lookup a 404 makes.
import { and, desc, eq, ne } from "drizzle-orm";
import type { RedirectStatus } from "~/lib/forms/redirect-schema";
import { normalizePath } from "../analytics/dimensions.server";
import { isUniqueViolation } from "../db/errors.server";
import { db, tables } from "../db/index.server";

const { redirects, adminUsers } = tables;

/** The fields the admin edits, as the form's schema gives them. */
export interface RedirectFields {
  from: string;
  to: string;
  status: RedirectStatus;
}

export type RedirectSaveResult =
  | { ok: true; id: number }
  | { ok: false; reason: "taken" | "loop" | "bad-from" };

/** How many redirects a loop check follows from 'Para' before it stops looking. */
const MAX_HOPS = 10;

/**
 * A path as rows keep it and requests are looked up by: the page-view rule (lower case, no
 * query, no trailing slash but the home's, escapes resolved, at most 200 characters).
 */
export const redirectPath = (raw: string) => normalizePath(raw);

/** The path 'Para' leads to when it is one of ours; undefined for an https:// address. */
const ownTarget = (target: string) =>
  target.startsWith("/") ? normalizePath(target.split(/[?#]/)[0] ?? "") : undefined;

/** Every redirect, newest change first, with who made it. */
export async function listRedirects() {
  return db()
    .select({
      id: redirects.id,
      from: redirects.fromPath,
      to: redirects.target,
      status: redirects.status,
      updatedAt: redirects.updatedAt,
      by: adminUsers.name,
      byUsername: adminUsers.username,
    })
    .from(redirects)
    .leftJoin(adminUsers, eq(adminUsers.id, redirects.updatedBy))
    .orderBy(desc(redirects.updatedAt), desc(redirects.id));
}

export async function redirectById(id: number) {
  const [row] = await db().select().from(redirects).where(eq(redirects.id, id)).limit(1);
  return row;
}

/** The redirect of a path that nothing else answers: one look-up by its unique index. */
export async function redirectFor(path: string) {
  const [row] = await db()
    .select({ target: redirects.target, status: redirects.status })
    .from(redirects)
    .where(eq(redirects.fromPath, path))
    .limit(1);
  return row;
}

/**
 * Whether `from` → `to` would send a browser round in circles: 'Para' is 'De', or following the
 * redirects already saved from 'Para' comes back to 'De' within MAX_HOPS (the row being edited,
 * `exceptId`, left out: its new 'De' and 'Para' are the ones checked).
 */
export async function wouldLoop(from: string, to: string, exceptId?: number) {
  let current = ownTarget(to);
  for (let hop = 0; current && hop <= MAX_HOPS; hop++) {
    if (current === from) return true;
    const [next] = await db()
      .select({ target: redirects.target })
      .from(redirects)
      .where(
        exceptId
          ? and(eq(redirects.fromPath, current), ne(redirects.id, exceptId))
          : eq(redirects.fromPath, current),
      )
      .limit(1);
    current = next ? ownTarget(next.target) : undefined;
  }
  return false;
}

async function fromTaken(from: string, exceptId?: number) {
  const [row] = await db()
    .select({ id: redirects.id })
    .from(redirects)
    .where(
      exceptId
        ? and(eq(redirects.fromPath, from), ne(redirects.id, exceptId))
        : eq(redirects.fromPath, from),
    )
    .limit(1);
  return Boolean(row);
}

async function checked(fields: RedirectFields, exceptId?: number) {
  const from = redirectPath(fields.from);
  if (!from) return { ok: false as const, reason: "bad-from" as const };
  if (await fromTaken(from, exceptId)) return { ok: false as const, reason: "taken" as const };
  if (await wouldLoop(from, fields.to, exceptId)) {
    return { ok: false as const, reason: "loop" as const };
  }
  return { ok: true as const, from };
}

export async function createRedirect(
  fields: RedirectFields,
  actorId: number | null,
): Promise<RedirectSaveResult> {
  const check = await checked(fields);
  if (!check.ok) return check;
  try {
    const [row] = await db()
      .insert(redirects)
      .values({
        fromPath: check.from,
        target: fields.to,
        status: fields.status,
        createdBy: actorId,
        updatedBy: actorId,
      })
      .returning({ id: redirects.id });
    return { ok: true, id: row?.id ?? 0 };
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, reason: "taken" };
    throw error;
  }
}

/** Undefined when there is no such redirect (deleted meanwhile). */
export async function updateRedirect(
  id: number,
  fields: RedirectFields,
  actorId: number | null,
): Promise<RedirectSaveResult | undefined> {
  if (!(await redirectById(id))) return undefined;
  const check = await checked(fields, id);
  if (!check.ok) return check;
  try {
    const [row] = await db()
      .update(redirects)
      .set({
        fromPath: check.from,
        target: fields.to,
        status: fields.status,
        updatedAt: new Date(),
        updatedBy: actorId,
      })
      .where(eq(redirects.id, id))
      .returning({ id: redirects.id });
    return row ? { ok: true, id: row.id } : undefined;
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, reason: "taken" };
    throw error;
  }
}

export async function deleteRedirect(id: number) {
  const rows = await db()
    .delete(redirects)
    .where(eq(redirects.id, id))
    .returning({ id: redirects.id });
  return rows.length > 0;
}
