import type { PageCopy } from "./page-copy";

export const servicesPage: PageCopy = {
  title: "Serviços",
  description:
    "Automação de revenue, revenue intelligence, RevOps, customer success, ABM e sales enablement para empresas B2B.",
  heading: "Serviços para cada etapa da sua receita",
  intro:
    "Do primeiro contato à renovação, desenhamos e operamos os processos, dados e ferramentas que fazem a receita crescer de forma previsível.",
};
