/** The blog shows 9 posts a page (spec section 9). */
export const PAGE_SIZE = 9;

import { BLOG_CATEGORIES, CATEGORY_ALIASES } from "~content/blog-categories";

/** The chips always shown after 'Todos', before any other category a public post has. */
export const FIXED_CATEGORIES: readonly string[] = BLOG_CATEGORIES;

/** A category as it is filed: an older name of a listed one becomes that one. */
export const canonicalCategory = (category: string) =>
  Object.hasOwn(CATEGORY_ALIASES, category) ? (CATEGORY_ALIASES[category] as string) : category;

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
