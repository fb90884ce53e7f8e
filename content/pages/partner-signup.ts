import type { PageCopy } from "./page-copy";

export const partnerSignupPage: PageCopy = {
  title: "Cadastro de Parceiro",
  description: "Cadastre-se como parceiro e cresça junto com a nossa consultoria.",
  heading: "Cadastro de Parceiro",
  intro: "Preencha o formulário abaixo e nossa equipe entrará em contato.",
};
