/** The static ENICS page (/partners/enics). The figures are the spec's. */
export const enicsPage = {
  eyebrow: "Case ENICS",
  heading: "Como a ENICS vendeu 3.000 tickets em 30 dias",
  intro:
    "Mídia paga, páginas de conversão e automação trabalhando juntas em um único funil, com custo por aquisição 45% menor.",
  challenge:
    "Muito interesse e pouca conversão: visitantes abandonavam a compra no meio do caminho, os canais funcionavam isolados e ninguém sabia quais campanhas traziam compradores de verdade.",
  solution: [
    "Campanhas de mídia paga segmentadas por perfil de público",
    "Páginas de conversão com mensagem própria para cada segmento",
    "Recuperação automática de carrinhos abandonados por e-mail e mensagem",
    "Painel diário de investimento, conversão e custo por aquisição por canal",
  ],
  figures: [
    { value: "3.000", label: "tickets vendidos em 30 dias" },
    { value: "45%", label: "menor custo por aquisição" },
    { value: "40%", label: "de carrinhos abandonados recuperados" },
    { value: "10.000+", label: "leads gerados" },
  ],
  testimonial: {
    quote:
      "Saímos de ações soltas para um funil que mostrava, todos os dias, onde investir. A recuperação de carrinhos fez uma diferença enorme nas vendas.",
    author: "Coordenação de marketing",
    role: "ENICS",
  },
  /** Related services: the spec's marketing-digital and midia-paga pages do not exist. */
  relatedServices: ["abm", "automacao", "revenue-intelligence"],
  contact: {
    heading: "Quer um resultado assim?",
    text: "Conte o seu desafio e mostramos, em um diagnóstico gratuito, como aplicar o mesmo método na sua empresa.",
  },
} as const;
