import type { PageCopy } from "./page-copy";

export const casesPage: PageCopy = {
  title: "Cases",
  description:
    "Resultados reais de empresas B2B que cresceram com revenue operations, automação e estratégia de growth.",
  heading: "Cases de sucesso",
  intro:
    "Veja como empresas de diferentes setores aumentaram vendas, reduziram custos de aquisição e ganharam previsibilidade.",
};
