// The materials library in the database (ADR 0013): reading, writing, counting downloads.
import { and, asc, desc, eq, ne, sql } from "drizzle-orm";
import type { Db } from "../db/client.server";
import { db, tables } from "../db/index.server";
import type { MaterialRow } from "../db/schema.server";

const { materials, materialRedirects } = tables;

/** The fields the admin edits, as saved. */
export interface MaterialFields {
  title: string;
  slug: string;
  type: string;
  category: string;
  description: string;
  image: string | null;
}

/** The material itself: a stored file, an https link, or (editing) what it already had. */
export type MaterialContent =
  | { kind: "file"; key: string; name: string; type: string; size: number }
  | { kind: "link"; url: string }
  | { kind: "keep" };

export type MaterialSaveResult =
  | { ok: true; id: number; slug: string; replacedFileKey?: string }
  | { ok: false; reason: "slug-taken" };

const contentColumns = (content: MaterialContent) => {
  switch (content.kind) {
    case "file":
      return {
        fileKey: content.key,
        fileName: content.name,
        fileType: content.type,
        fileSize: content.size,
        externalUrl: null,
      };
    case "link":
      return {
        fileKey: null,
        fileName: null,
        fileType: null,
        fileSize: null,
        externalUrl: content.url,
      };
    case "keep":
      return {};
  }
};

/** The library in the order the pages show it: the newest first, samples in their order. */
export function libraryMaterials(): Promise<MaterialRow[]> {
  return db().select().from(materials).orderBy(desc(materials.createdAt), asc(materials.id));
}

export async function materialById(id: number): Promise<MaterialRow | undefined> {
  const [row] = await db().select().from(materials).where(eq(materials.id, id)).limit(1);
  return row;
}

export async function materialBySlug(slug: string): Promise<MaterialRow | undefined> {
  const [row] = await db().select().from(materials).where(eq(materials.slug, slug)).limit(1);
  return row;
}

/** The current slug of a material that used to live at `oldSlug`. */
export async function redirectedMaterialSlug(oldSlug: string) {
  const [row] = await db()
    .select({ slug: materials.slug })
    .from(materialRedirects)
    .innerJoin(materials, eq(materials.id, materialRedirects.materialId))
    .where(eq(materialRedirects.oldSlug, oldSlug))
    .limit(1);
  return row?.slug;
}

async function slugTaken(tx: Db, slug: string, exceptId?: number) {
  const [row] = await tx
    .select({ id: materials.id })
    .from(materials)
    .where(
      exceptId
        ? and(eq(materials.slug, slug), ne(materials.id, exceptId))
        : eq(materials.slug, slug),
    )
    .limit(1);
  return Boolean(row);
}

export async function createMaterial(
  fields: MaterialFields,
  content: Exclude<MaterialContent, { kind: "keep" }>,
): Promise<MaterialSaveResult> {
  return db().transaction(async (tx) => {
    if (await slugTaken(tx, fields.slug)) return { ok: false, reason: "slug-taken" } as const;
    const [row] = await tx
      .insert(materials)
      .values({ ...fields, ...contentColumns(content) })
      .returning({ id: materials.id });
    if (!row) throw new Error("material não inserido");
    // The address now belongs to a real material: an old redirect from it would hide it.
    await tx.delete(materialRedirects).where(eq(materialRedirects.oldSlug, fields.slug));
    return { ok: true, id: row.id, slug: fields.slug } as const;
  });
}

/**
 * Saves the admin's fields. A changed slug leaves its old address answering 301; a replaced
 * file's key is returned so the caller can remove it from storage once the row is saved.
 */
export async function updateMaterial(
  id: number,
  fields: MaterialFields,
  content: MaterialContent,
): Promise<MaterialSaveResult | undefined> {
  return db().transaction(async (tx) => {
    const [current] = await tx
      .select({ slug: materials.slug, fileKey: materials.fileKey })
      .from(materials)
      .where(eq(materials.id, id))
      .for("update");
    if (!current) return undefined;
    if (await slugTaken(tx, fields.slug, id)) return { ok: false, reason: "slug-taken" } as const;
    await tx
      .update(materials)
      .set({ ...fields, ...contentColumns(content), updatedAt: new Date() })
      .where(eq(materials.id, id));
    if (current.slug !== fields.slug) {
      await tx.delete(materialRedirects).where(eq(materialRedirects.oldSlug, fields.slug));
      await tx
        .insert(materialRedirects)
        .values({ oldSlug: current.slug, materialId: id })
        .onConflictDoUpdate({ target: materialRedirects.oldSlug, set: { materialId: id } });
    }
    const replaced = content.kind !== "keep" && current.fileKey ? current.fileKey : undefined;
    return { ok: true, id, slug: fields.slug, replacedFileKey: replaced } as const;
  });
}

/** The deleted row (its file is the caller's to remove), or undefined when there was none. */
export async function deleteMaterial(id: number): Promise<MaterialRow | undefined> {
  const [row] = await db().delete(materials).where(eq(materials.id, id)).returning();
  return row;
}

/** One more delivered download, counted in the database so every instance adds to it. */
export async function countDownload(id: number) {
  await db()
    .update(materials)
    .set({ downloads: sql`${materials.downloads} + 1` })
    .where(eq(materials.id, id));
}
