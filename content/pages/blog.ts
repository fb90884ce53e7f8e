import type { PageCopy } from "./page-copy";

export const blogPage: PageCopy = {
  title: "Blog",
  description:
    "Artigos sobre revenue operations, PLG, ABM, CRO, automação, vendas e dados para líderes de receita B2B.",
  heading: "Blog",
  intro: "Ideias práticas sobre receita B2B, escritas por quem implementa.",
};
