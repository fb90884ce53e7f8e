import { errorPages } from "./error-pages";

/**
 * Title, description and opening copy of each page. The browser title is
 * "{title} | {brand}"; the heading is the page's h1.
 */
export interface PageCopy {
  title: string;
  description: string;
  heading: string;
  intro: string;
}

export const pages = {
  home: {
    title: "Revenue Operations e Growth para empresas B2B",
    description:
      "Consultoria de revenue operations, automação e growth para empresas B2B e SaaS. Mais de 150 empresas atendidas desde 2019. Solicite um diagnóstico gratuito.",
    heading: "Receita B2B previsível, do primeiro lead à renovação",
    intro:
      "Mais de 150 empresas já estruturaram marketing, vendas e customer success com a gente. Unimos processos, dados e automação em uma única operação de receita para que o seu crescimento dependa de método, e não de sorte.",
  },
  services: {
    title: "Serviços",
    description:
      "Automação de revenue, revenue intelligence, RevOps, customer success, ABM e sales enablement para empresas B2B.",
    heading: "Serviços para cada etapa da sua receita",
    intro:
      "Do primeiro contato à renovação, desenhamos e operamos os processos, dados e ferramentas que fazem a receita crescer de forma previsível.",
  },
  cases: {
    title: "Cases",
    description:
      "Resultados reais de empresas B2B que cresceram com revenue operations, automação e estratégia de growth.",
    heading: "Cases de sucesso",
    intro:
      "Veja como empresas de diferentes setores aumentaram vendas, reduziram custos de aquisição e ganharam previsibilidade.",
  },
  materials: {
    title: "Materiais gratuitos",
    description:
      "E-books, guias, templates e checklists gratuitos sobre revenue operations, marketing B2B, vendas e dados.",
    heading: "Materiais gratuitos",
    intro:
      "Conteúdos práticos para líderes de receita: baixe, aplique no seu time e meça a diferença.",
  },
  downloads: {
    title: "Downloads",
    description:
      "Baixe gratuitamente e-books, templates, frameworks e checklists sobre revenue operations e growth B2B.",
    heading: "Central de downloads",
    intro: "Escolha um material, preencha seus dados e baixe o conteúdo na hora.",
  },
  community: {
    title: "Comunidade",
    description:
      "Uma comunidade de profissionais de receita B2B para aprender, trocar experiências e crescer na carreira.",
    heading: "Comunidade de líderes de receita",
    intro:
      "Aprendizado contínuo, networking e insights de quem vive revenue operations todos os dias.",
  },
  about: {
    title: "Quem Somos",
    description:
      "Desde 2019 ajudamos empresas B2B a crescer com revenue operations, automação e dados. Conheça nossa história e nossos valores.",
    heading: "Quem somos",
    intro:
      "Fundada em 2019, a consultoria já ajudou mais de 150 empresas a transformar marketing, vendas e sucesso do cliente em uma só máquina de receita.",
  },
  blog: {
    title: "Blog",
    description:
      "Artigos sobre revenue operations, PLG, ABM, CRO, automação, vendas e dados para líderes de receita B2B.",
    heading: "Blog",
    intro: "Ideias práticas sobre receita B2B, escritas por quem implementa.",
  },
  diagnosis: {
    title: "Diagnóstico gratuito",
    description:
      "Solicite um diagnóstico estratégico gratuito do seu funil de receita e receba um plano de ação feito por especialistas.",
    heading: "Diagnóstico gratuito de crescimento",
    intro:
      "Analisamos seu funil, suas ferramentas e seus números e apresentamos as oportunidades de crescimento mais rápidas para a sua empresa.",
  },
  diagnosisBooking: {
    title: "Agende seu diagnóstico",
    description: "Escolha o melhor dia e horário para a reunião de diagnóstico gratuito.",
    heading: "Agende seu diagnóstico gratuito",
    intro: "Selecione a data e horário",
  },
  booking: {
    title: "Agendamento",
    description: "Agende um diagnóstico gratuito com um especialista em revenue operations.",
    heading: "Agende seu diagnóstico gratuito",
    intro: "Escolha um horário para conversar com um especialista sobre os próximos passos.",
  },
  conversation: {
    title: "Agende uma conversa",
    description: "Agende uma conversa com nosso time sobre os desafios de receita da sua empresa.",
    heading: "Agende uma conversa agora",
    intro: "Escolha o horário que funciona melhor para você.",
  },
  rei: {
    title: "REI - Revenue Excellence Initiative",
    description:
      "Questionário da Revenue Excellence Initiative: conte sobre seu produto, clientes e processos para recebermos sua empresa.",
    heading: "REI - Revenue Excellence Initiative",
    intro:
      "Sete seções sobre seu produto, seus clientes e seus processos. Suas respostas são salvas a cada etapa.",
  },
  partnerSignup: {
    title: "Cadastro de Parceiro",
    description: "Cadastre-se como parceiro e cresça junto com a nossa consultoria.",
    heading: "Cadastro de Parceiro",
    intro: "Preencha o formulário abaixo e nossa equipe entrará em contato.",
  },
  privacy: {
    title: "Política de Privacidade",
    description:
      "Como coletamos, usamos, guardamos e protegemos seus dados pessoais, conforme a LGPD.",
    heading: "Política de Privacidade",
    intro: "Última atualização: 2 de dezembro de 2026.",
  },
  terms: {
    title: "Termos de Uso",
    description: "As condições de uso do site e dos conteúdos da consultoria.",
    heading: "Termos de Uso",
    intro: "Última atualização: 8 de abril de 2025.",
  },
  ...errorPages,
} satisfies Record<string, PageCopy>;

/** /downloads' intro when an automation also sends the material by e-mail. */
export const downloadsIntroEmailed =
  "Escolha um material, preencha seus dados e baixe o conteúdo na hora; também o enviamos para o seu e-mail.";
