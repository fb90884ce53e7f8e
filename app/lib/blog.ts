/** The blog shows 9 posts a page (spec section 9). */
export const PAGE_SIZE = 9;

/** The longest category name: the /blog chip's address (?categoria=) reads up to 60. */
export const CATEGORY_NAME_MAX = 60;

/** A category of the blog's list (ADR 0043): its name and its older names. */
export interface CategoryEntry {
  name: string;
  aliases: readonly string[];
}

/** Lower case, spaces tidied, for comparing names as a person reads them ('cro' is 'CRO'). */
export const foldedCategory = (name: string) =>
  name.trim().replace(/\s+/g, " ").toLocaleLowerCase("pt-BR");
const folded = foldedCategory;

/**
 * A category as it is filed: a listed name stays; an older name of a listed category, or a
 * listed name in another case, becomes that category; anything else stays as it is (a
 * category of its own, outside the list).
 */
export function filedCategory(category: string, list: readonly CategoryEntry[]): string {
  if (list.some((entry) => entry.name === category)) return category;
  const key = folded(category);
  const found =
    list.find((entry) => entry.aliases.some((alias) => folded(alias) === key)) ??
    list.find((entry) => folded(entry.name) === key);
  return found ? found.name : category;
}

/**
 * A post as a card shows it (the blog, related posts, the feeds). The list queries return
 * exactly this, so the card and the queries cannot drift apart.
 */
export interface PostCardData {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  image: string | null;
  date: Date;
  /** `date` as the page writes it ('8 de abril de 2025'), made on the server. */
  dateLabel: string;
  readTime: string;
}
