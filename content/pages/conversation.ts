import type { PageCopy } from "./page-copy";

export const conversationPage: PageCopy = {
  title: "Agende uma conversa",
  description: "Agende uma conversa com nosso time sobre os desafios de receita da sua empresa.",
  heading: "Agende uma conversa agora",
  intro: "Escolha o horário que funciona melhor para você.",
};
