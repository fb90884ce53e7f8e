// What the inbox's pages show of a lead's codes: a material by its title, linked to its page in
// the admin, and each payload field by its label.

import { fieldLabel, fieldName, hasLabels, inReadingOrder } from "~/lib/lead-fields";
import { displayValue } from "~/lib/leads";
import type { MaterialName } from "~/server/materials/names.server";

/** A material as the inbox shows it; one the library does not know keeps its stored id. */
export function materialLink(names: Map<string, MaterialName>, materialId: string) {
  const name = names.get(materialId);
  return name
    ? { title: name.title, href: `/admin/materiais/editar/${name.libraryId}` }
    : { title: materialId, href: null };
}

/**
 * What the person said, field by field under the label their form showed; a material's id
 * becomes its title and link. How it was sent (form, page, time, consent) is left to the
 * record's other sections, which show it in words and São Paulo time.
 */
export function payloadEntries(payload: Record<string, unknown>, names: Map<string, MaterialName>) {
  return inReadingOrder(Object.entries(payload)).flatMap(([field, value]) => {
    const key = fieldName(field, payload);
    if (!key) return [];
    if (field === "materialId" && typeof value === "string" && value) {
      const material = materialLink(names, value);
      return [{ key, value: material.title, href: material.href }];
    }
    if (typeof value === "string" && value && hasLabels(field)) {
      return [{ key, value: fieldLabel(field, value), href: null }];
    }
    return [{ key, value: displayValue(value), href: null }];
  });
}
