/**
 * The browser titles of the error pages. The root's meta gives them to any page that failed, so
 * every page's code carries these two and none of the rest of the error pages' copy.
 */
export const errorTitles = {
  notFound: "Página não encontrada",
  serverError: "Algo deu errado",
} as const;
