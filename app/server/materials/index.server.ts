import {
  iconForType,
  type Material,
  materialDownloadHref,
  materialHref,
  materialSlug,
} from "~/lib/materials";
import { staticMaterials } from "~content/materials";
import { env } from "../env.server";
import { logger } from "../logger.server";
import { fetchWordPressMaterials } from "./wordpress.server";

export type MaterialsResult = { status: "ok"; materials: Material[] } | { status: "error" };

const FRESH_MS = 5 * 60_000;
let cache: { url: string; at: number; materials: Material[] } | undefined;

const fromContent: Material[] = staticMaterials.map((m) => ({
  id: m.id,
  slug: materialSlug(m),
  title: m.title,
  description: m.description,
  type: m.type,
  icon: iconForType(m.type),
  category: m.category,
  downloadLink: materialDownloadHref(materialSlug(m)),
  materialId: `material-${m.id}`,
  link: materialHref(materialSlug(m)),
}));

/** The 13 materials of content/ (the /downloads page, and /materiais without an API). */
export const contentMaterials = () => fromContent;

/**
 * The materials of /materiais: from MATERIALS_API_URL when set, kept for a few minutes and
 * served stale when the API fails; an error only when it fails with nothing cached.
 */
export async function listMaterials(
  options: { url?: string; now?: number; allow?: readonly string[] } = {},
): Promise<MaterialsResult> {
  // An explicit `url: undefined` means no API (tests); without the key, the configuration.
  const url = "url" in options ? options.url : env().MATERIALS_API_URL;
  const now = options.now ?? Date.now();
  if (!url) return { status: "ok", materials: fromContent };
  if (cache?.url === url && now - cache.at < FRESH_MS) {
    return { status: "ok", materials: cache.materials };
  }
  try {
    const allow = options.allow ?? env().OUTBOUND_ALLOW_HOSTS;
    const materials = await fetchWordPressMaterials(url, { allow });
    cache = { url, at: now, materials };
    return { status: "ok", materials };
  } catch (error) {
    logger.warn({ err: error }, "API de materiais indisponível");
    if (cache?.url === url) return { status: "ok", materials: cache.materials };
    return { status: "error" };
  }
}

export async function findMaterial(slug: string) {
  const result = await listMaterials();
  if (result.status === "error") return result;
  return { status: "ok" as const, material: result.materials.find((m) => m.slug === slug) };
}

/** Tests: forget what was fetched. */
export function clearMaterialsCache() {
  cache = undefined;
}

/** A material by its `materialId` (as stored with a download lead), from either source. */
export async function findMaterialById(materialId: string) {
  const result = await listMaterials();
  const listed = result.status === "ok" ? result.materials : [];
  return [...listed, ...fromContent].find((m) => m.materialId === materialId);
}
