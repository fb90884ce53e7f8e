import type { PageCopy } from "./page-copy";

export const diagnosisBookingPage: PageCopy = {
  title: "Agende seu diagnóstico",
  description: "Escolha o melhor dia e horário para a reunião de diagnóstico gratuito.",
  heading: "Agende seu diagnóstico gratuito",
  intro: "Selecione a data e horário",
};
