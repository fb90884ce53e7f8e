/** Copy of the team: members, roles, invitations, password resets and 'Minha conta' (ADR 0040). */

export const teamCopy = {
  forbidden: {
    title: "Acesso restrito",
    description: (role: string) =>
      `Esta parte do painel não faz parte do seu papel (${role}). Se precisar dela, peça a um administrador.`,
    homeLabel: "Ir para o seu início no painel",
  },
  list: {
    heading: "Equipe",
    intro: "Quem usa o painel e o que cada um pode abrir.",
    caption: "Pessoas da equipe",
    columns: {
      name: "Nome",
      email: "E-mail",
      role: "Papel",
      lastSeen: "Último acesso",
      actions: "Ações",
    },
    never: "Nunca",
    you: "(você)",
    noEmail: "—",
    changeRole: "Alterar",
    roleOf: (name: string) => `Papel de ${name}`,
    remove: "Remover",
    newLink: "Novo link",
    newLinkOf: (name: string) => `Gerar novo link de acesso para ${name}`,
    roles: {
      admin: "tudo, inclusive a equipe.",
      editor: "posts, materiais e autores; não vê leads, painel nem a equipe.",
      sales:
        "painel e leads (lista, detalhes, ações, CSV e suspeitos); não mexe no conteúdo nem na equipe.",
    },
    rolesHeading: "O que cada papel abre",
    roleChanged: (name: string, role: string) => `${name} agora é ${role}.`,
    lastAdmin:
      "A equipe precisa de pelo menos um Administrador: este não pode ser removido nem mudar de papel.",
    notFound: {
      title: "Pessoa não encontrada",
      description: "Ela pode ter sido removida. Confira a lista abaixo.",
    },
    self: "Você não pode remover a si mesmo. Peça a outro administrador.",
  },
  invite: {
    heading: "Convidar pessoa",
    name: "Nome",
    email: "E-mail",
    role: "Papel",
    submit: "Enviar convite",
    submitting: "Enviando...",
    sent: (email: string) => `Convite enviado para ${email}.`,
    sentHint: "O link vale por 7 dias.",
    created: (name: string) => `Convite criado para ${name}.`,
    mailOff:
      "O envio de e-mails não está configurado neste site (SMTP_URL e MAIL_FROM): os convites e links de acesso aparecem aqui uma vez, para você entregar à pessoa.",
    linkHeading: (name: string) => `Link de acesso para ${name}`,
    linkHint: (validity: string) =>
      `Copie e entregue à pessoa agora: ele não aparece de novo. Vale por ${validity} e só pode ser usado uma vez.`,
    linkSent: (email: string) => `Link de acesso enviado para ${email}.`,
    invalid: "Confira os campos marcados.",
    nameRequired: "Informe o nome.",
    emailInvalid: "Informe um e-mail válido.",
    roleInvalid: "Escolha um papel.",
    taken: "Já existe alguém na equipe com este e-mail.",
  },
  remove: {
    title: "Remover pessoa",
    question:
      "Tem certeza que deseja remover esta pessoa da equipe? Ela perde o acesso ao painel na hora.",
    cancel: "Cancelar",
    confirm: "Remover",
    success: "Pessoa removida da equipe.",
    error: "Erro ao remover a pessoa",
  },
  accept: {
    title: "Aceitar convite",
    intro: (name: string, role: string) =>
      `Olá, ${name}! Você foi convidado para o painel como ${role}. Crie sua senha para entrar.`,
    email: "Seu e-mail de acesso",
    submit: "Criar senha e entrar",
    welcome: { title: "Bem-vindo ao painel", description: "Sua senha foi criada." },
  },
  reset: {
    title: "Nova senha",
    intro: (name: string) => `Olá, ${name}! Escolha uma nova senha para o painel.`,
    submit: "Salvar senha e entrar",
    done: {
      title: "Senha alterada",
      description: "Sua nova senha já vale. As outras sessões foram encerradas.",
    },
  },
  password: {
    next: "Nova senha",
    confirm: "Confirmar senha",
    saving: "Salvando...",
  },
  link: {
    invalidTitle: "Link inválido",
    expired:
      "Este link expirou. Peça um novo: um convite a um administrador, uma nova senha em 'Esqueci minha senha'.",
    used: "Este link já foi usado. Entre com seu e-mail e senha, ou peça um novo.",
    unknown: "Não encontramos este link. Confira se ele foi copiado inteiro, ou peça um novo.",
    toLogin: "Ir para o login",
    toForgot: "Esqueci minha senha",
  },
  forgot: {
    title: "Esqueci minha senha",
    intro:
      "Informe o e-mail com que você entra no painel. Enviaremos um link para criar uma nova senha.",
    email: "E-mail",
    submit: "Enviar link",
    submitting: "Enviando...",
    answer:
      "Se o e-mail estiver cadastrado, enviaremos um link para criar uma nova senha. Ele vale por 1 hora. Confira também a caixa de spam.",
    mailOff:
      "O envio de e-mails não está configurado neste site. Peça a um administrador do painel um novo link de acesso.",
    throttled: "Muitos pedidos em pouco tempo. Por segurança, tente de novo mais tarde.",
    invalid: "Informe um e-mail válido.",
    back: "Voltar para o login",
    link: "Esqueci minha senha",
  },
  account: {
    heading: "Minha conta",
    profile: "Seus dados",
    profileHint: "Como você aparece para a equipe e o e-mail com que entra no painel.",
    name: "Nome",
    email: "E-mail",
    emailHint: "Também serve para entrar no painel e para receber avisos.",
    alerts: "Avisar por e-mail a cada novo lead",
    alertsHint: "Marque os formulários cujos novos leads você quer receber por e-mail.",
    save: "Salvar dados",
    saved: "Dados salvos.",
    taken: "Já existe alguém na equipe com este e-mail.",
    emailInvalid: "Informe um e-mail válido.",
    alertsNeedEmail: "Informe um e-mail para receber os avisos.",
    nameTooLong: "Use no máximo 120 caracteres.",
    role: (role: string) => `Seu papel: ${role}`,
  },
} as const;
