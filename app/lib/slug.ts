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

const SLUG = /^[a-z0-9-]{1,200}$/;

/**
 * Whether an address segment can name a page at all. Checked before any lookup, so a value no
 * slug could have (a NUL byte, which the database refuses) is simply an unknown page.
 */
export const isSlug = (value: string | undefined): value is string =>
  value !== undefined && SLUG.test(value);

// C0 and C1 control characters: never part of a search a person typed.
const CONTROL = /\p{Cc}/gu;

/** A search or filter value from the address: control characters dropped, trimmed, bounded. */
export const searchValue = (raw: string | null, max: number) =>
  (raw ?? "")
    .slice(0, max * 2)
    .replace(CONTROL, "")
    .trim()
    .slice(0, max);
