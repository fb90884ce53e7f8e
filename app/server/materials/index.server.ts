import { iconForType, type Material, materialHref, materialSlug } from "~/lib/materials";
import { isSlug } from "~/lib/slug";
import { staticMaterials } from "~content/materials";
import type { MaterialRow } from "../db/schema.server";
import { env } from "../env.server";
import { logger } from "../logger.server";
import {
  libraryMaterials,
  materialById,
  materialBySlug,
  redirectedMaterialSlug,
} from "./library.server";
import type { MaterialEntry } from "./source.server";
import { fetchWordPressMaterials } from "./wordpress.server";

export type MaterialsResult = { status: "ok"; materials: Material[] } | { status: "error" };

const FRESH_MS = 5 * 60_000;
let cache: { url: string; at: number; entries: MaterialEntry[] } | undefined;

/** A library row as the pages show it, and where its file is. */
export function libraryEntry(row: MaterialRow): MaterialEntry {
  return {
    material: {
      id: String(row.id),
      slug: row.slug,
      title: row.title,
      description: row.description,
      type: row.type,
      icon: iconForType(row.type),
      category: row.category,
      materialId: `material-${row.id}`,
      link: materialHref(row.slug),
      image: row.image,
    },
    source: { kind: "library", id: row.id },
  };
}

/**
 * The materials of the public pages with where each one's file is: from MATERIALS_API_URL when
 * set (kept for a few minutes, served stale when the API fails; an error only when it fails
 * with nothing kept), else from the library.
 */
async function materialEntries(
  options: { url?: string; now?: number; allow?: readonly string[] } = {},
): Promise<{ status: "ok"; entries: MaterialEntry[] } | { status: "error" }> {
  // An explicit `url: undefined` means no API (tests); without the key, the configuration.
  const url = "url" in options ? options.url : env().MATERIALS_API_URL;
  const now = options.now ?? Date.now();
  if (!url) return { status: "ok", entries: (await libraryMaterials()).map(libraryEntry) };
  if (cache?.url === url && now - cache.at < FRESH_MS) {
    return { status: "ok", entries: cache.entries };
  }
  try {
    const allow = options.allow ?? env().OUTBOUND_ALLOW_HOSTS;
    const entries = await fetchWordPressMaterials(url, { allow });
    cache = { url, at: now, entries };
    return { status: "ok", entries };
  } catch (error) {
    logger.warn({ err: error }, "API de materiais indisponível");
    if (cache?.url === url) return { status: "ok", entries: cache.entries };
    return { status: "error" };
  }
}

/** /materiais: the API's materials or the library's, without where their files are. */
export async function listMaterials(
  options: Parameters<typeof materialEntries>[0] = {},
): Promise<MaterialsResult> {
  const result = await materialEntries(options);
  return result.status === "ok"
    ? { status: "ok", materials: result.entries.map((entry) => entry.material) }
    : result;
}

/** /downloads: always the library, whatever the API. */
export async function listLibrary(): Promise<Material[]> {
  return (await libraryMaterials()).map((row) => libraryEntry(row).material);
}

export type FoundMaterial =
  | { status: "error" }
  | { status: "ok"; material?: Material }
  | { status: "moved"; slug: string };

/** A material page by slug; a library material's old slug answers with its new one. */
export async function findMaterial(slug: string): Promise<FoundMaterial> {
  // A value no slug can have (a NUL byte) is no material, not a question for the database.
  if (!isSlug(slug)) return { status: "ok" };
  const result = await listMaterials();
  if (result.status === "error") return result;
  const material = result.materials.find((m) => m.slug === slug);
  if (material || env().MATERIALS_API_URL) return { status: "ok", material };
  const moved = await redirectedMaterialSlug(slug);
  return moved ? { status: "moved", slug: moved } : { status: "ok" };
}

/** Tests: forget what was fetched. */
export function clearMaterialsCache() {
  cache = undefined;
}

const LIBRARY_ID = /^material-(\d{1,15})$/;

/**
 * A material by its `materialId` (as stored with a download lead or signed in a link), with
 * where its file is: the API's first when one is set, then the library. Leads from before the
 * library name a sample by its content id ('material-guia-revops'): found by its title's slug.
 */
export async function findMaterialById(materialId: string): Promise<MaterialEntry | undefined> {
  if (env().MATERIALS_API_URL) {
    const result = await materialEntries();
    const listed = result.status === "ok" ? result.entries : [];
    const found = listed.find((entry) => entry.material.materialId === materialId);
    if (found) return found;
  }
  const id = LIBRARY_ID.exec(materialId)?.[1];
  if (id) {
    const row = await materialById(Number(id));
    return row ? libraryEntry(row) : undefined;
  }
  const sample = staticMaterials.find((m) => `material-${m.id}` === materialId);
  const row = sample ? await materialBySlug(materialSlug(sample)) : undefined;
  return row ? libraryEntry(row) : undefined;
}
