/** Copy of the people in the leads inbox: the list, a person's page and a company's page. */

export const adminPeopleCopy = {
  list: {
    count: (n: number, filtered: boolean) =>
      `${n === 1 ? "1 pessoa" : `${n.toLocaleString("pt-BR")} pessoas`}${filtered ? " neste filtro" : ""}`,
    submissions: "Ver cada envio",
    people: "Ver pessoas",
    routing: "Distribuição de leads",
    scoring: "Regras de pontuação",
    caption: (page: number, pages: number, byGrade: boolean) =>
      `Pessoas, ${byGrade ? "da melhor nota à pior" : "da atividade mais recente à mais antiga"} (página ${page} de ${pages})`,
    empty: "Nenhuma pessoa encontrada",
    columns: {
      person: "Pessoa",
      company: "Empresa",
      last: "Última ação",
      grade: "Nota",
      status: "Status",
      owner: "Responsável",
      actions: "Ações",
    },
    open: "Abrir",
    personal: "e-mail pessoal",
    submissionsCount: (n: number) => (n === 1 ? "1 envio" : `${n} envios`),
  },
  filters: {
    grade: "Perfil",
    order: "Ordem",
    byActivity: "Atividade mais recente",
    byGrade: "Melhor nota",
  },
  person: {
    title: "Pessoa",
    back: "Voltar para os leads",
    noName: "Pessoa sem nome",
    personal: "E-mail pessoal",
    otherEmails: "Outros e-mails",
    company: "Empresa",
    phone: "Telefone",
    firstSeen: "Primeiro contato",
    lastActivity: "Última atividade",
    score: {
      heading: "Pontuação",
      intro:
        "Perfil (A a D) diz o quanto a pessoa se parece com um cliente; Interesse (1 a 4), o quanto ela se envolveu com o site nas últimas semanas.",
      fit: "Perfil",
      interest: "Interesse",
      none: "Nenhum ponto ainda.",
      rules: "Ver as regras de pontuação",
    },
    timeline: {
      heading: "Linha do tempo",
      intro:
        "Tudo o que a pessoa fez e o que a equipe e o site fizeram, do mais recente ao mais antigo.",
      empty: "Nada ainda.",
      sent: (form: string) => `Enviou: ${form}`,
      openSubmission: "Ver envio",
      note: (author: string) => `Anotação de ${author}`,
      call: (when: string, host: string) => `Reunião marcada para ${when} com ${host}`,
      callState: (status: string, outcome: string | null) =>
        outcome ? `${status} · ${outcome}` : status,
      email: (subject: string) => `E-mail enviado: ${subject}`,
      emailState: {
        delivered: "entregue",
        failed: "falhou",
        pending: "na fila",
        delivering: "enviando",
        held: "retido",
      } as Record<string, string>,
      status: (from: string, to: string) => `Status: de ${from} para ${to}`,
      owner: (to: string | null) => (to ? `Responsável: ${to}` : "Responsável removido"),
      assigned: (to: string, rule: string) => `Distribuído para ${to}${rule ? ` (${rule})` : ""}`,
      merged: (email: string) => `Registro de ${email} juntado a esta pessoa`,
      alert: (to: string) => `Aviso de lead parado enviado a ${to}`,
      byTeam: (who: string) => `por ${who}`,
      bySite: "pelo site",
    },
    merge: {
      heading: "Juntar com outro registro",
      intro:
        "Quando a mesma pessoa usou dois e-mails, junte os registros: os envios, anotações e o histórico do outro passam para este, e os próximos formulários com aquele e-mail chegam aqui.",
      suggestions: "Talvez seja a mesma pessoa:",
      field: "E-mail do outro registro",
      confirm: "Confirmo que os dois registros são da mesma pessoa",
      submit: "Juntar registros",
      done: (email: string, n: number) => ({
        title: "Registros juntados",
        description: `${email} agora faz parte desta pessoa (${n === 1 ? "1 envio" : `${n} envios`} trazidos).`,
      }),
      refused: {
        title: "Registros não juntados",
        confirm: "Marque a caixa de confirmação para juntar os registros.",
        unknown: "Nenhuma pessoa tem esse e-mail. Confira o endereço.",
        same: "Esse e-mail já é desta pessoa.",
      },
    },
    data: {
      heading: "Dados da pessoa (LGPD)",
      intro: "A pessoa pode pedir uma cópia do que guardamos sobre ela, ou que tudo seja apagado.",
      download: "Baixar dados (JSON)",
    },
    companyLink: "Ver a empresa",
  },
  company: {
    title: "Empresa",
    personal: "Pessoas que usaram e-mail pessoal e informaram esta empresa.",
    domain: (domain: string) => `Pessoas com e-mail de ${domain}.`,
    people: "Pessoas",
    activity: "Atividade recente",
    activityEmpty: "Nenhum envio ainda.",
    sent: (who: string, form: string) => `${who} enviou: ${form}`,
  },
} as const;
