/** The blog shows 9 posts a page (spec section 9). */
export const PAGE_SIZE = 9;

/** The chips the spec always shows after 'Todos', before any other category found. */
export const FIXED_CATEGORIES = ["PLG", "ABM", "Automação", "CRO", "Dados", "Vendas", "MarTech"];

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
  readTime: string;
}
