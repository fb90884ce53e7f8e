import type { z } from "zod";
import type { Feature } from "./schema";

/** Copy of /diagnostico: what the free diagnosis delivers, how it works and the form's intro. */

export const deliverables: z.infer<typeof Feature>[] = [
  {
    title: "Análise do funil de receita",
    text: "Mapeamos cada etapa, da geração de leads à renovação, e apontamos onde as oportunidades estão se perdendo.",
    icon: "search",
  },
  {
    title: "Auditoria de ferramentas e integrações",
    text: "Avaliamos como CRM, automação de marketing e demais sistemas conversam entre si e onde os dados se quebram.",
    icon: "plug",
  },
  {
    title: "Revisão de métricas e indicadores",
    text: "Verificamos se você acompanha os números certos, como CAC, conversão por etapa e churn, e se eles são confiáveis.",
    icon: "chart",
  },
  {
    title: "Ganhos rápidos",
    text: "Identificamos ajustes de baixo esforço que podem gerar resultados em 30 a 45 dias.",
    icon: "rocket",
  },
  {
    title: "Plano de ação priorizado",
    text: "Organizamos as recomendações por impacto e esforço, com os próximos passos claros para o seu time.",
    icon: "layers",
  },
  {
    title: "Estimativa de retorno",
    text: "Projetamos o retorno esperado das principais iniciativas para apoiar a decisão de investimento.",
    icon: "trending",
  },
];

export const steps: { title: string; text: string }[] = [
  {
    title: "Preencha o formulário",
    text: "Conte quem é você, sua empresa e o principal desafio de receita que gostaria de resolver.",
  },
  {
    title: "Análise dos especialistas",
    text: "Nosso time estuda as informações enviadas e prepara uma leitura do seu funil, das suas ferramentas e dos seus números.",
  },
  {
    title: "Reunião de apresentação",
    text: "Na reunião, marcada no horário que você escolher, apresentamos o diagnóstico, as oportunidades encontradas e o plano de ação recomendado.",
  },
];

export const formIntro = {
  heading: "Solicite seu diagnóstico gratuito",
  text: "Preencha os campos abaixo. Em seguida, você escolhe o melhor horário para a reunião com um dos nossos especialistas.",
  /** The link at the top of the page that leads to the form. */
  jump: "Quero meu diagnóstico",
};
