/** Copy of the score (lib/score): its reasons, the rules' screen in the admin. */

export const scoreWords = {
  fitAxis: "Perfil",
  interestAxis: "Interesse",
  /** A point's reason: "Cargo: Diretor(a)". */
  answer: (field: string, value: string) => `${field}: ${value}`,
  roleWord: (role: string, word: string) => `Cargo: ${role} (contém “${word}”)`,
  corporateEmail: "E-mail corporativo",
  personalEmail: "E-mail pessoal",
  action: (label: string, day: string) => `${label} em ${day}`,
  faded: (full: number) => ` (de ${full}, pelo tempo)`,
  recent: (days: number) => `Atividade nos últimos ${days} dias`,
  actions: {
    form: "Formulário enviado",
    download: "Download de material",
    newsletter: "Inscrição na newsletter",
    rei: "REI respondido",
    booking: "Reunião agendada",
  },
};

export const scoreRulesCopy = {
  heading: "Pontuação dos leads",
  intro:
    "Cada pessoa recebe duas notas: Perfil (A a D), pelo quanto se parece com o cliente que buscamos, e Interesse (1 a 4), pelo que fez no site. A página da pessoa mostra cada ponto e o motivo.",
  readOnly: "Só um Administrador altera as regras. Você pode consultá-las aqui.",
  back: "Voltar aos leads",
  summary: {
    heading: "Pessoas pontuadas",
    intro: "Quantas pessoas há em cada nota, com as regras em vigor.",
    empty: "Ainda não há pessoas pontuadas.",
    fit: "Perfil",
    interest: "Interesse",
    people: (count: number) => (count === 1 ? "1 pessoa" : `${count} pessoas`),
    savedBy: (who: string, when: string) => `Regras salvas por ${who} em ${when}.`,
    defaults: "Regras padrão: ninguém as alterou ainda.",
    recent: "Pessoas com atividade mais recente, com a nota e os pontos",
    noName: "Sem nome",
  },
  fit: {
    heading: "Perfil: pontos por resposta",
    intro:
      "Pontos pela resposta mais recente da pessoa em cada campo dos formulários. Use números negativos para tirar pontos; 0 não conta.",
    fields: { role: "Cargo", roleType: "Papel na decisão", industry: "Setor" },
    email: "E-mail",
    corporateEmail: "E-mail corporativo",
    personalEmail: "E-mail pessoal (Gmail, Hotmail…)",
    wordsHeading: "Cargo escrito pela pessoa",
    wordsIntro:
      "O download e o REI pedem o cargo por extenso. Se uma palavra do texto começa com a palavra da regra (sem diferença de acentos ou maiúsculas: “diretor” vale para “Diretora comercial”), a pessoa ganha os pontos da primeira regra da lista que servir.",
    word: (n: number) => `Palavra ${n}`,
    wordPoints: (n: number) => `Pontos da palavra ${n}`,
  },
  interest: {
    heading: "Interesse: pontos por ação",
    intro: "Pontos por cada vez que a pessoa faz a ação. Eles perdem força com o tempo.",
    actions: {
      form: "Formulário de contato ou diagnóstico enviado",
      download: "Download de material",
      newsletter: "Inscrição na newsletter",
      rei: "REI respondido",
      booking: "Reunião agendada (não cancelada)",
    },
    recent: "Atividade recente",
    recentDays: "Dias que contam como recentes",
    halfLifeWeeks: "Semanas para os pontos caírem pela metade",
    halfLifeHint: "0 para os pontos nunca perderem força.",
  },
  grades: {
    heading: "Notas",
    intro:
      "Pontos mínimos para cada nota. Abaixo do mínimo de C, o perfil é D; abaixo do de 2, o interesse é 1.",
    fit: (grade: string) => `Perfil ${grade} a partir de`,
    interest: (grade: number) => `Interesse ${grade} a partir de`,
    order: "Os mínimos precisam ser decrescentes: A acima de B, B acima de C (e 4, 3, 2).",
  },
  points: "pontos",
  save: "Salvar e pontuar todos de novo",
  saved: "Regras salvas",
  savedDetail: (count: number) =>
    count === 1 ? "1 pessoa pontuada de novo." : `${count} pessoas pontuadas de novo.`,
  refused: "As regras não foram salvas. Corrija os campos marcados e salve de novo.",
  notAllowed: "Só um Administrador pode alterar as regras de pontuação.",
  badNumber: (min: number, max: number) => `Use um número inteiro de ${min} a ${max}.`,
  badWord: "Use até 40 letras, sem símbolos.",
  loadError: "Não foi possível carregar as regras de pontuação.",
};
