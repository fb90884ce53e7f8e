import type { PageCopy } from "./page-copy";

export const aboutPage: PageCopy = {
  title: "Quem Somos",
  description:
    "Desde 2019 ajudamos empresas B2B a crescer com revenue operations, automação e dados. Conheça nossa história e nossos valores.",
  heading: "Quem somos",
  intro:
    "Fundada em 2019, a consultoria já ajudou mais de 150 empresas a transformar marketing, vendas e sucesso do cliente em uma só máquina de receita.",
};
