import { createHmac } from "node:crypto";
import { and, eq, gt, lt, ne } from "drizzle-orm";
import type { Db } from "../db/index.server";
import { instances } from "../db/schema.server";

/** An instance not seen for this long has stopped, whatever its row says. */
const GONE_MS = 30_000;

/**
 * A digest of the signing secret, the same on every instance with the same secret; the secret
 * cannot be read back from it.
 */
export const secretCheck = (secret: string) =>
  createHmac("sha256", secret)
    .update("vetor-site: mesma chave em todas as instâncias")
    .digest("hex")
    .slice(0, 16);

export interface OtherInstance {
  id: string;
  host: string;
}

/**
 * Writes this instance's row (seen now) and answers the other live instances that sign with
 * another secret: their sessions, form stamps and download links do not hold here.
 */
export async function notePresence(
  db: Db,
  me: { id: string; host: string; secretCheck: string },
  now = new Date(),
): Promise<OtherInstance[]> {
  await db
    .insert(instances)
    .values({ ...me, startedAt: now, seenAt: now })
    .onConflictDoUpdate({ target: instances.id, set: { seenAt: now } });
  return db
    .select({ id: instances.id, host: instances.host })
    .from(instances)
    .where(
      and(
        ne(instances.id, me.id),
        ne(instances.secretCheck, me.secretCheck),
        gt(instances.seenAt, new Date(now.getTime() - GONE_MS)),
      ),
    );
}

/** This instance stops: its row goes, and so do rows of instances long gone. */
export async function leave(db: Db, id: string, now = new Date()) {
  await db.delete(instances).where(eq(instances.id, id));
  await db.delete(instances).where(lt(instances.seenAt, new Date(now.getTime() - 86_400_000)));
}
