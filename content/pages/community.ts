import type { PageCopy } from "./page-copy";

export const communityPage: PageCopy = {
  title: "Comunidade",
  description:
    "Uma comunidade de profissionais de receita B2B para aprender, trocar experiências e crescer na carreira.",
  heading: "Comunidade de líderes de receita",
  intro:
    "Aprendizado contínuo, networking e insights de quem vive revenue operations todos os dias.",
};
