// The sample landing page of an empty embedded database (ADR 0045): an ad's page for the free
// diagnosis, so a new install shows what the blocks make. Deleted, it does not return.

export const sampleLandingPage = {
  slug: "diagnostico-gratuito",
  title: "Diagnóstico gratuito da sua operação de receita",
  seoTitle: null,
  seoDescription:
    "Em 45 minutos, olhamos seu funil, suas ferramentas e seus números e mostramos onde está o crescimento mais rápido.",
  blocks: [
    {
      type: "hero",
      data: {
        title: "Descubra onde sua receita está escapando",
        text: "Em um diagnóstico gratuito de 45 minutos, olhamos seu funil, suas ferramentas e seus números e entregamos um plano de ação para o próximo trimestre.",
        buttonLabel: "Quero meu diagnóstico",
        buttonTo: "form",
        buttonLink: "",
        image: {
          src: "/images/covers/services/revops.svg",
          alt: "Ilustração de um funil de receita com etapas conectadas",
          width: 1200,
          height: 600,
        },
      },
    },
    {
      type: "numbers",
      data: {
        title: "O que nossos clientes alcançam",
        figures: [
          { value: "+150", label: "empresas atendidas" },
          { value: "32%", label: "de aumento médio nas vendas nos primeiros 6 meses" },
          { value: "5x", label: "de retorno sobre o investimento" },
          { value: "30-45 dias", label: "para os primeiros resultados" },
        ],
      },
    },
    {
      type: "faq",
      data: {
        title: "Perguntas frequentes",
        items: [],
        own: [
          {
            question: "O diagnóstico tem algum custo?",
            answer:
              "Não. É uma conversa de 45 minutos com um especialista, sem compromisso de contratação.",
          },
          {
            question: "O que eu recebo depois da conversa?",
            answer:
              "Um resumo com os pontos de melhoria do seu funil e um plano de ação priorizado para o próximo trimestre.",
          },
        ],
      },
    },
    {
      type: "form",
      data: {
        title: "Agende seu diagnóstico",
        text: "Preencha seus dados e escolha o melhor horário na próxima tela.",
        formType: "diagnosis",
        material: "",
        buttonLabel: "Quero meu diagnóstico",
      },
    },
  ],
} as const;
