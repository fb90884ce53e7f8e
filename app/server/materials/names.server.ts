import { materialSlug } from "~/lib/materials";
import { staticMaterials } from "~content/materials";
import { libraryMaterials } from "./library.server";

/** A library material as the inbox names it. */
export interface MaterialName {
  title: string;
  libraryId: number;
}

/**
 * Every `materialId` a download lead may carry, with the library material it names: its
 * library id ('material-12') and, for a sample, the content id leads stored before the library
 * ('material-guia-revops'), found by the title's slug.
 */
export async function materialNames(): Promise<Map<string, MaterialName>> {
  const rows = await libraryMaterials();
  const names = new Map<string, MaterialName>();
  const bySlug = new Map(rows.map((row) => [row.slug, row]));
  for (const row of rows) names.set(`material-${row.id}`, { title: row.title, libraryId: row.id });
  for (const sample of staticMaterials) {
    const row = bySlug.get(materialSlug(sample));
    if (row) names.set(`material-${sample.id}`, { title: row.title, libraryId: row.id });
  }
  return names;
}

/** Every id the material named by `materialId` was stored under. */
export function materialAliases(names: Map<string, MaterialName>, materialId: string) {
  const libraryId = names.get(materialId)?.libraryId;
  if (libraryId === undefined) return [materialId];
  return [...names].filter(([, name]) => name.libraryId === libraryId).map(([id]) => id);
}
