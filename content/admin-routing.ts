/** Copy of lead routing (ADR 0058): the 'Distribuição' screen, the reasons, the alerts. */

export const routingCopy = {
  heading: "Distribuição de leads",
  intro:
    "Quem recebe cada pessoa nova. A primeira regra que servir decide; sem regra, o round-robin entre os anfitriões que não estão Ausentes; sem anfitrião, os administradores. Quem já tem responsável continua com ele.",
  readOnly: "Só um Administrador altera a distribuição. Você vê as regras em vigor.",
  rulesHeading: "Regras, em ordem",
  rulesHint: "A primeira regra que combina com a pessoa decide o responsável.",
  noRules: "Nenhuma regra: toda pessoa nova vai para o round-robin.",
  ruleOf: (n: number) => `Regra ${n}`,
  condition: "Quando",
  target: "Vai para",
  roundRobin: "Round-robin dos anfitriões",
  add: "Adicionar regra",
  up: "Subir",
  down: "Descer",
  remove: "Remover",
  upOf: (n: number) => `Subir a regra ${n}`,
  downOf: (n: number) => `Descer a regra ${n}`,
  removeOf: (n: number) => `Remover a regra ${n}`,
  fields: {
    grade: "Nota",
    form: "Formulário",
    industry: "Setor",
    landing: "Landing page",
  },
  gradeOf: (grade: string) => `Nota ${grade}`,
  staleHeading: "Lead parado em Novo",
  staleHint:
    "Passado esse tempo em horário comercial (de Brasília) sem contato, o responsável recebe outro aviso; passado de novo, os administradores.",
  staleMinutes: "Minutos em horário comercial",
  days: "Dias úteis",
  start: "Início do expediente",
  end: "Fim do expediente",
  save: "Salvar distribuição",
  saving: "Salvando...",
  saved: { title: "Distribuição salva", description: "As próximas pessoas seguem estas regras." },
  savedBy: (who: string, when: string) => `Salva por ${who} em ${when}.`,
  refused: "A distribuição não foi salva: corrija os campos marcados.",
  errors: {
    condition: "Escolha uma condição da lista.",
    target: "Escolha um membro que trabalha leads, ou o round-robin.",
    staleMinutes: "Use um número inteiro de 1 a 1440 minutos.",
    days: "Marque pelo menos um dia.",
    start: "Use um horário como 09:00.",
    end: "O fim do expediente vem depois do início.",
    tooMany: (max: number) => `No máximo ${max} regras.`,
  },
  loadError: "Não foi possível abrir a distribuição de leads.",
  /** Why a person got their owner: on the timeline ('assigned'). */
  reasons: {
    rule: (n: number, condition: string) => `Regra ${n}: ${condition}`,
    ruleRoundRobin: (n: number, condition: string) => `Regra ${n}: ${condition}, pelo round-robin`,
    roundRobin: "Round-robin entre os anfitriões",
    admins: "Administradores: nenhum anfitrião disponível",
  },
  /** The person's timeline on the lead page. */
  history: {
    assigned: (to: string, rule: string) => `Responsável: ${to} (${rule})`,
    alert: (step: number, to: string) =>
      step === 1
        ? `Alerta: ainda em Novo, ${to} avisado de novo`
        : "Alerta: ainda em Novo, administradores avisados",
  },
  emails: {
    assignedFooter: (rule: string) =>
      `Você recebe este aviso porque é o responsável por esta pessoa (${rule}).`,
    staleSubject: (name: string) => `Lead sem contato: ${name}`,
    staleIntro: (name: string, minutes: number) =>
      `${name} segue em Novo, sem contato, há ${minutes} minutos em horário comercial.`,
    staleOwner: "Você é o responsável. Faça o primeiro contato ou mude o status no painel.",
    staleAdmins: (owner: string) =>
      `O responsável (${owner}) já foi avisado de novo. Veja quem pode assumir.`,
    noOwner: "sem responsável",
    button: "Abrir o lead no painel",
    noName: "Uma pessoa sem nome",
  },
} as const;

export const weekdays: [day: number, label: string][] = [
  [1, "Segunda"],
  [2, "Terça"],
  [3, "Quarta"],
  [4, "Quinta"],
  [5, "Sexta"],
  [6, "Sábado"],
  [0, "Domingo"],
];
