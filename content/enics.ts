import { findCase } from "./cases";

const enics = findCase("enics");
if (!enics) throw new Error("content/cases.ts precisa do case da ENICS");

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
  /** The spec's four figures and the quote, as the ENICS case tells them. */
  figures: enics.metrics,
  testimonial: { quote: enics.quote, author: enics.author, role: enics.role },
  /** Related services: the spec's marketing-digital and midia-paga pages do not exist. */
  relatedServices: ["abm", "automacao", "revenue-intelligence"],
  contact: {
    heading: "Quer um resultado assim?",
    text: "Conte o seu desafio e mostramos, em um diagnóstico gratuito, como aplicar o mesmo método na sua empresa.",
  },
} as const;
