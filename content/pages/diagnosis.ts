import type { PageCopy } from "./page-copy";

export const diagnosisPage: PageCopy = {
  title: "Diagnóstico gratuito",
  description:
    "Solicite um diagnóstico estratégico gratuito do seu funil de receita e receba um plano de ação feito por especialistas.",
  heading: "Diagnóstico gratuito de crescimento",
  intro:
    "Analisamos seu funil, suas ferramentas e seus números e apresentamos as oportunidades de crescimento mais rápidas para a sua empresa.",
};
