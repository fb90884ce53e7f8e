import type { PageCopy } from "./page-copy";

export const bookingPage: PageCopy = {
  title: "Agendamento",
  description: "Agende um diagnóstico gratuito com um especialista em revenue operations.",
  heading: "Agende seu diagnóstico gratuito",
  intro: "Escolha um horário para conversar com um especialista sobre os próximos passos.",
};
