/** Copy of the editor's publishing (ADR 0015): status, date, autosave, revisions. */
export const publishingCopy = {
  status: "Status",
  statuses: { draft: "Rascunho", published: "Publicado" },
  /** The admin list's labels. */
  states: { draft: "Rascunho", scheduled: "Agendado", published: "Publicado" },
  date: "Data de publicação",
  dateHint:
    "Horário de Brasília. Com status Publicado e uma data futura, o post fica agendado e aparece sozinho nessa hora.",
  dateInvalid: "Informe uma data e hora válidas, como 04/05/2026 14:30.",
  statusInvalid: "Escolha Rascunho ou Publicado.",
  previewLink: "Pré-visualizar",
  previewLinkLabel: "Pré-visualizar o post no blog (abre em nova aba)",
  previewBanner: {
    draft: "Pré-visualização: este post é um rascunho e não está público.",
    scheduled: (when: string) =>
      `Pré-visualização: este post está agendado para ${when} e ainda não está público.`,
  },
  /** After 'Salvar': whether the post is on the site, from when, or not. */
  visibility: {
    draft: "Rascunho: não aparece no site.",
    scheduled: (when: string) => `Agendado: entra no site em ${when}.`,
    published: "Publicado: já está no site.",
  },
  savedAt: (time: string) => `Salvo às ${time}`,
  autosaving: "Salvando rascunho...",
  autosaveRefused: (reason: string) => `Rascunho não salvo automaticamente. ${reason}`,
  autosaveFailed: "Não foi possível salvar o rascunho agora. Suas alterações continuam aqui.",
  autosaveOnlyDrafts: "O salvamento automático vale só para rascunhos.",
  leaveQuestion: "Há alterações não salvas neste post. Sair mesmo assim?",
  leave: "Sair sem salvar",
  stay: "Continuar editando",
  revisions: {
    heading: "Histórico de versões",
    intro:
      "Cada vez que o post é salvo guardamos uma versão (as 20 mais recentes). Restaurar carrega a versão no editor; ela só vale depois de Salvar.",
    empty: "Nenhuma versão salva ainda.",
    savedBy: (when: string, who: string) => `${when}, por ${who}`,
    restore: "Restaurar",
    restoreLabel: (when: string) => `Restaurar a versão de ${when}`,
    restored: (when: string) =>
      `Versão de ${when} carregada no editor. Clique em Salvar para mantê-la.`,
    notFound: "Versão não encontrada.",
  },
};
