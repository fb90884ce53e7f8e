// What the editor reads when a Markdown text (a post's body, a landing page's 'Texto') is past
// what the site renders (ADR 0049): what is over, where, and what to change.

const line = (at: number) => `linha ${at.toLocaleString("pt-BR")}`;
const n = (value: number) => value.toLocaleString("pt-BR");

export const markdownCopy = {
  tooDeep: (most: number, at: number) =>
    `Há citações (>) ou listas aninhadas em mais de ${most} níveis (${line(at)}). Use no máximo ${most} níveis.`,
  blockEmphasis: (most: number, at: number) =>
    `Um parágrafo tem mais de ${n(most)} marcas de ênfase (*, _ ou ~) (${line(at)}). Divida o parágrafo ou tire parte das marcas.`,
  blockBrackets: (most: number, at: number) =>
    `Um parágrafo tem mais de ${n(most)} colchetes ([) de links ou imagens (${line(at)}). Divida o parágrafo ou tire parte dos links.`,
  tooMany: {
    emphasis: (most: number) =>
      `O texto tem mais de ${n(most)} marcas de ênfase (*, _ ou ~). Tire parte delas ou divida o texto em duas publicações.`,
    ticks: (most: number) =>
      `O texto tem mais de ${n(most)} crases (\`). Tire parte delas ou divida o texto em duas publicações.`,
    brackets: (most: number) =>
      `O texto tem mais de ${n(most)} colchetes ([) de links ou imagens. Tire parte deles ou divida o texto em duas publicações.`,
    pipes: (most: number) =>
      `O texto tem mais de ${n(most)} barras verticais (|) de tabelas. Diminua as tabelas ou divida o texto em duas publicações.`,
    angles: (most: number) =>
      `O texto tem mais de ${n(most)} sinais de menor (<). Tire parte deles ou divida o texto em duas publicações.`,
    blocks: (most: number) =>
      `O texto tem mais de ${n(most)} blocos (parágrafos, itens de lista, títulos, linhas de tabela). Junte parágrafos curtos ou divida o texto em duas publicações.`,
  },
  failed:
    "Não foi possível montar este texto para a página. Simplifique a marcação (listas, citações, ênfases, links) e tente de novo.",
};
