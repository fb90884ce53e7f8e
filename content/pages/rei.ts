import type { PageCopy } from "./page-copy";

export const reiPage: PageCopy = {
  title: "REI - Revenue Excellence Initiative",
  description:
    "Questionário da Revenue Excellence Initiative: conte sobre seu produto, clientes e processos para recebermos sua empresa.",
  heading: "REI - Revenue Excellence Initiative",
  intro:
    "Sete seções sobre seu produto, seus clientes e seus processos. Suas respostas são salvas a cada etapa.",
};
