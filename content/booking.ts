/** Copy of the booking pages (spec: Booking pages; Partner registration). */

export const bookingSteps = [
  {
    title: "Diagnóstico Técnico",
    text: "Em uma reunião de 45 minutos, entendemos seu funil, suas ferramentas e as metas do trimestre.",
  },
  {
    title: "Soluções Técnicas",
    text: "Mostramos quais automações, integrações e rotinas de dados resolvem os gargalos encontrados.",
  },
  {
    title: "Implementação",
    text: "Se fizer sentido para você, montamos um plano de implantação com prazos e responsáveis.",
  },
];

export const diagnosisCards = [
  {
    title: "Diagnóstico Completo",
    text: "Uma leitura de ponta a ponta da sua operação de receita: marketing, vendas, sucesso do cliente e dados.",
  },
  {
    title: "Estratégias Personalizadas",
    text: "Recomendações pensadas para o seu mercado, o seu ticket e o tamanho do seu time.",
  },
  {
    title: "Plano de Ação",
    text: "Os próximos passos em ordem de impacto, para você começar a executar logo depois da reunião.",
  },
];

export const bookingCopy = {
  materialBanner: {
    title: "Seu material está pronto",
    text: (days: number) => `O link vale por ${days} dias.`,
    emailed: "Também enviamos o link para o seu e-mail.",
    link: "Baixar material",
  },
  calendarTitle: "Agenda para marcar o diagnóstico gratuito",
  conversationTitle: "Agenda para marcar uma conversa",
  surveyTitle: "Formulário de cadastro de parceiro",
  /** In place of a calendar that is not set up, or under one that may not load. */
  fallback: {
    unset:
      "A agenda online não está disponível agora. Nossa equipe vai entrar em contato com você para combinar o melhor horário.",
    failed: "A agenda não carregou aqui.",
    below: "A agenda não aparece?",
    open: "Abrir agenda em nova aba",
    openSurvey: "Abrir formulário em nova aba",
    write: "Se preferir, escreva para nós:",
    whatsapp: "WhatsApp",
  },
};
