import type { PageCopy } from "./page-copy";

export const downloadsPage: PageCopy = {
  title: "Downloads",
  description:
    "Baixe gratuitamente e-books, templates, frameworks e checklists sobre revenue operations e growth B2B.",
  heading: "Central de downloads",
  intro: "Escolha um material, preencha seus dados e baixe o conteúdo na hora.",
};

/** /downloads' intro when an automation also sends the material by e-mail. */
export const downloadsIntroEmailed =
  "Escolha um material, preencha seus dados e baixe o conteúdo na hora; também o enviamos para o seu e-mail.";
