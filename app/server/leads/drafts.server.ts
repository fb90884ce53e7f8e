import { eq } from "drizzle-orm";
import type { Db } from "../db/index.server";
import { type ReiDraftRow, reiDrafts } from "../db/schema.server";

/** REI drafts: the answers so far and the section to show next. */

import { isUuid } from "./outbox.server";

export async function findDraft(db: Db, id: string): Promise<ReiDraftRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(reiDrafts).where(eq(reiDrafts.id, id)).limit(1);
  return row;
}

/** Saves into the draft `id` (or a new one when it is gone) and returns its id. */
export async function saveDraft(
  db: Db,
  id: string | undefined,
  answers: Record<string, string>,
  section: number,
): Promise<string> {
  const now = new Date();
  if (id && isUuid(id)) {
    const [updated] = await db
      .update(reiDrafts)
      .set({ answers, section, updatedAt: now })
      .where(eq(reiDrafts.id, id))
      .returning({ id: reiDrafts.id });
    if (updated) return updated.id;
  }
  const [created] = await db
    .insert(reiDrafts)
    .values({ answers, section, createdAt: now, updatedAt: now })
    .returning({ id: reiDrafts.id });
  if (!created) throw new Error("O rascunho não foi gravado");
  return created.id;
}

export async function deleteDraft(db: Db, id: string) {
  if (isUuid(id)) await db.delete(reiDrafts).where(eq(reiDrafts.id, id));
}
