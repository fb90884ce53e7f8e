import type { z } from "zod";
import { brand } from "./brand";
import type { Feature } from "./schema";

/** Copy of /comunidade. The buttons open the external community site in a new tab. */

export const hero = {
  eyebrow: `Comunidade ${brand.name}`,
  heading: "Um lugar para quem faz a receita B2B acontecer",
  intro:
    "Profissionais de marketing, vendas, customer success e operações trocando experiências reais, aprendendo juntos e crescendo na carreira.",
};

export const reasons: z.infer<typeof Feature>[] = [
  {
    title: "Aprendizado contínuo",
    text: "Conteúdos práticos, debates e estudos de caso sobre revenue operations, automação e dados, atualizados com o que acontece no mercado.",
    icon: "book",
  },
  {
    title: "Networking",
    text: "Conexões com líderes e especialistas de empresas B2B e SaaS que enfrentam desafios parecidos com os seus.",
    icon: "users",
  },
  {
    title: "Insights valiosos",
    text: "Aprendizados de quem já implementou: o que funcionou, o que não funcionou e como medir cada iniciativa.",
    icon: "lightbulb",
  },
];

export const memberBenefits: z.infer<typeof Feature>[] = [
  {
    title: "Fóruns de discussão",
    text: "Espaços por tema para tirar dúvidas, compartilhar soluções e receber a opinião de outros profissionais de receita.",
    icon: "message",
  },
  {
    title: "Encontros exclusivos",
    text: "Conversas e painéis reservados aos membros, com convidados que vivem de perto os desafios de crescimento B2B.",
    icon: "handshake",
  },
  {
    title: "Bootcamps especializados",
    text: "Imersões práticas em temas como RevOps, automação, ABM e análise de dados, com exercícios aplicados ao dia a dia.",
    icon: "rocket",
  },
  {
    title: "Biblioteca de recursos",
    text: "Templates, frameworks, checklists e guias prontos para usar e adaptar à realidade do seu time.",
    icon: "layers",
  },
];

export const careerPerks: z.infer<typeof Feature>[] = [
  {
    title: "Mentoria",
    text: "Orientação de profissionais experientes para acelerar seu desenvolvimento e apoiar decisões importantes de carreira.",
    icon: "award",
  },
  {
    title: "Networking estratégico",
    text: "Relacionamentos com gestores, fundadores e especialistas que abrem portas para parcerias e novos projetos.",
    icon: "handshake",
  },
  {
    title: "Oportunidades de carreira",
    text: "Acesso a vagas e projetos compartilhados por empresas e membros que procuram talentos em receita B2B.",
    icon: "trending",
  },
];

export const join = {
  heading: "Cresça junto com quem entende de receita",
  text: "Entre para a comunidade, participe das conversas e leve para o seu time o que há de mais prático em revenue operations e growth.",
};

export const joinButtons = { primary: "Faça parte", closing: "Faça parte agora" } as const;
