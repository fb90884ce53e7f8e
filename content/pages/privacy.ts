import type { PageCopy } from "./page-copy";

export const privacyPage: PageCopy = {
  title: "Política de Privacidade",
  description:
    "Como coletamos, usamos, guardamos e protegemos seus dados pessoais, conforme a LGPD.",
  heading: "Política de Privacidade",
  intro: "Última atualização: 2 de dezembro de 2026.",
};
