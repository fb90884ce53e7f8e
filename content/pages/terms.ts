import type { PageCopy } from "./page-copy";

export const termsPage: PageCopy = {
  title: "Termos de Uso",
  description: "As condições de uso do site e dos conteúdos da consultoria.",
  heading: "Termos de Uso",
  intro: "Última atualização: 8 de abril de 2025.",
};
