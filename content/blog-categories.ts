/**
 * The blog's categories: the public chips after 'Todos' and the editor's choices, one list
 * for both. The spec's fixed chips come first, in its order, then the other
 * categories the editor offered. A category a public post has outside this list (one typed in
 * 'Outra', one imported) is a chip too, after these.
 */
export const BLOG_CATEGORIES = [
  "PLG",
  "ABM",
  "Automação",
  "CRO",
  "Dados",
  "Vendas",
  "MarTech",
  "RevOps",
  "Estratégia",
  "Geração de Demanda",
  "Polemic Led Growth",
] as const;

/** Older names of a category in the list: a post saved or imported with one is filed under it. */
export const CATEGORY_ALIASES: Record<string, (typeof BLOG_CATEGORIES)[number]> = {
  "Account Based Marketing": "ABM",
};
