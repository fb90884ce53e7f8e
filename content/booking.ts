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
  /** Beside the contact form when the call is booked on the site. */
  ownBooking: {
    title: "Prefere marcar direto?",
    text: "Escolha um horário livre na agenda da equipe: o diagnóstico gratuito é uma conversa por vídeo, e o convite chega no seu e-mail na hora.",
    action: "Ver horários livres",
  },
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

/** The times a visitor picks on the site (ADR 0057). */
export const slotsCopy = {
  daysHeading: "Escolha o dia",
  timesHeading: (day: string) => `Horários de ${day}`,
  zoneNote: (zone: string) => `Horários no fuso de ${zone}.`,
  visitorZone: (zone: string) =>
    `Você está em outro fuso (${zone}): confira a hora local no convite.`,
  brasilia: "Brasília",
  count: (n: number) => (n === 1 ? "1 horário" : `${n} horários`),
  none: "Não há horários livres nos próximos dias. Deixe seu contato pelo formulário de diagnóstico e nossa equipe liga para combinar.",
  noneLink: "Ir para o formulário",
  dataHeading: "Seus dados",
  dataPrefilled: "Confira seus dados antes de escolher o horário.",
  dataAsk: "Preencha seus dados e clique no horário que preferir.",
  pick: (time: string) => `Agendar às ${time}`,
  pending: "Reservando...",
  formLabel: "Agendar diagnóstico",
  length: (minutes: number) => `Reunião de ${minutes} minutos por vídeo.`,
  hostLine: (name: string) => `Com ${name}.`,
  refusals: {
    taken: {
      title: "Esse horário acabou de ser reservado",
      description: "Escolha outro: seus dados continuam aqui.",
    },
    past: {
      title: "Esse horário já passou",
      description: "Escolha um dos horários livres abaixo.",
    },
    "too-soon": {
      title: "Esse horário está muito próximo",
      description:
        "Precisamos de um pouco de antecedência para preparar a conversa. Escolha outro horário.",
    },
    "too-far": {
      title: "Esse horário ainda não está aberto",
      description: "Escolha um dos horários livres dos próximos dias.",
    },
    closed: {
      title: "Não atendemos nesse horário",
      description: "Escolha um dos horários livres abaixo.",
    },
    invalid: {
      title: "Confira seus dados",
      description: "Corrija os campos marcados e clique no horário outra vez.",
    },
    failure: {
      title: "Não conseguimos reservar agora",
      description: "Seus dados continuam aqui. Tente de novo em instantes.",
    },
  },
  nextHeading: "Próximos horários livres",
  suspected: {
    title: "Recebemos seu pedido de horário",
    description: "Nossa equipe vai confirmar a reunião por e-mail.",
  },
  booked: { title: "Reunião confirmada", description: "Enviamos o convite para o seu e-mail." },
  moved: { title: "Reunião remarcada", description: "Enviamos o novo convite para o seu e-mail." },
  cancelled: {
    title: "Reunião cancelada",
    description: "O horário ficou livre. Quando quiser, marque outro.",
  },
};

/** The call's own page, reached from the invitation's links (/reuniao/{link}). */
export const callCopy = {
  eyebrow: "Sua reunião",
  confirmed: "Diagnóstico confirmado",
  when: "Quando",
  with: "Com",
  room: "Sala de vídeo",
  roomLater: "Quem conduz a conversa envia o link da sala por e-mail antes da reunião.",
  addGoogle: "Adicionar ao Google Agenda",
  addOutlook: "Adicionar ao Outlook",
  reschedule: "Remarcar",
  cancel: "Cancelar",
  cancelHeading: "Cancelar a reunião?",
  cancelText: "O horário fica livre para outra pessoa. Você pode marcar de novo quando quiser.",
  cancelConfirm: "Sim, cancelar a reunião",
  keep: "Manter a reunião",
  rescheduleHeading: "Escolha o novo horário",
  rescheduleIntro: "A reunião atual continua marcada até você escolher outro horário.",
  wasMoved: "Esta reunião foi remarcada.",
  seeNew: "Ver a reunião nova",
  wasCancelled: "Esta reunião foi cancelada.",
  bookAgain: "Marcar outro horário",
  over: "Esta reunião já aconteceu ou está acontecendo agora: os links de remarcar e cancelar não valem mais.",
  invalid: "Este link não é válido. Confira o endereço no e-mail do convite.",
};
