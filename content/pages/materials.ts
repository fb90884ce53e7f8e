import type { PageCopy } from "./page-copy";

export const materialsPage: PageCopy = {
  title: "Materiais gratuitos",
  description:
    "E-books, guias, templates e checklists gratuitos sobre revenue operations, marketing B2B, vendas e dados.",
  heading: "Materiais gratuitos",
  intro:
    "Conteúdos práticos para líderes de receita: baixe, aplique no seu time e meça a diferença.",
};
