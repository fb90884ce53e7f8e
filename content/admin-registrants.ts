/** The admin's words for a campaign page's registrants (issue 58). */
export const registrantsCopy = {
  title: (page: string) => `Inscritos: ${page}`,
  back: "Voltar para as páginas",
  intro:
    "Quem se inscreveu pelo formulário próprio desta página, na ordem das inscrições. Marque quem compareceu: a lista e o CSV mostram.",
  counts: (registered: number, attended: number) =>
    `${registered} ${registered === 1 ? "inscrito" : "inscritos"} · ${attended} ${attended === 1 ? "compareceu" : "compareceram"}`,
  empty: "Ninguém se inscreveu ainda.",
  csv: "Baixar CSV dos inscritos",
  columns: {
    name: "Nome",
    email: "E-mail",
    company: "Empresa",
    at: "Inscrito em",
    attended: "Compareceu",
  },
  yes: "Sim",
  no: "Não",
  mark: (name: string) => `Marcar presença de ${name}`,
  unmark: (name: string) => `Desmarcar presença de ${name}`,
  markShort: "Marcar presença",
  unmarkShort: "Desmarcar",
  marked: (name: string) => ({ title: "Presença marcada", description: `${name} compareceu.` }),
  unmarked: (name: string) => ({
    title: "Presença desmarcada",
    description: `${name} não aparece mais como presente.`,
  }),
  notFound: {
    title: "Inscrição não encontrada",
    description: "Ela não é desta página ou foi excluída.",
  },
  link: "Inscritos",
  linkLabel: (page: string) => `Inscritos da página ${page}`,
};
