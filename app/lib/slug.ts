/**
 * The spec's slug rule (admin posts and materials): lowercase, accents removed, anything but
 * letters, digits, spaces and hyphens dropped, spaces to hyphens, repeated hyphens collapsed.
 */
export function slugify(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^\w\s-]/g, "")
    .trim()
    .replace(/[\s_]+/g, "-")
    .replace(/-+/g, "-")
    .replace(/^-|-$/g, "");
}
