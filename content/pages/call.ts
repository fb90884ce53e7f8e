import type { PageCopy } from "./page-copy";

/** A booked call's own page, and its Remarcar and Cancelar (/reuniao/{link}). */
export const callPage: PageCopy = {
  title: "Sua reunião de diagnóstico",
  description:
    "Os detalhes da sua reunião de diagnóstico gratuito, com os links para remarcar ou cancelar.",
  heading: "Sua reunião de diagnóstico",
  intro: "",
};
