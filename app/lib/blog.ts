/** The blog shows 9 posts a page (spec section 9). */
export const PAGE_SIZE = 9;

/** The chips the spec always shows after 'Todos', before any other category found. */
export const FIXED_CATEGORIES = ["PLG", "ABM", "Automação", "CRO", "Dados", "Vendas", "MarTech"];
