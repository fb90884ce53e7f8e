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
    revoked:
      "Este link não vale mais: um link mais novo foi pedido ou usado, ou a senha foi trocada. Use o mais recente, ou peça um novo.",
    unknown: "Não encontramos este link. Confira se ele foi copiado inteiro, ou peça um novo.",
    toLogin: "Ir para o login",
    toForgot: "Esqueci minha senha",
  },
  confirmEmail: {
    title: "Novo e-mail",
    intro: (name: string, email: string) =>
      `Olá, ${name}! Confirme que ${email} é o seu novo e-mail no painel.`,
    submit: "Confirmar e-mail",
    submitting: "Confirmando...",
    doneTitle: "E-mail confirmado",
    done: (email: string) =>
      `A partir de agora, ${email} é o seu e-mail no painel: para entrar, receber links de nova senha e avisos.`,
    taken:
      "Este e-mail passou a ser de outra pessoa da equipe. Peça a troca de novo, com outro endereço, em Minha conta.",
    toAdmin: "Ir para o painel",
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
    profileHint: "Como você aparece para a equipe.",
    name: "Nome",
    alerts: "Avisar por e-mail a cada novo lead",
    alertsHint: (email: string) =>
      `Marque os formulários cujos novos leads você quer receber por e-mail, em ${email}.`,
    alertsNoEmail: "Cadastre um e-mail em E-mail de acesso para receber avisos de novos leads.",
    alertsMailOff:
      "O envio de e-mails não está configurado neste site (SMTP_URL e MAIL_FROM): as escolhas ficam guardadas, mas nenhum aviso é enviado por enquanto.",
    alertsNotForRole:
      "Seu papel não abre os leads, então não recebe avisos de novos leads. Se precisar deles, peça a um administrador.",
    save: "Salvar dados",
    saved: "Dados salvos.",
    invalid: "Confira os campos marcados.",
    alertsNeedEmail: "Cadastre e confirme um e-mail antes de escolher avisos.",
    nameTooLong: "Use no máximo 120 caracteres.",
    emailCard: "E-mail de acesso",
    emailCardHint:
      "Serve para entrar no painel e para receber os e-mails dele, como os links de nova senha.",
    currentEmail: "E-mail atual",
    noEmail: "Nenhum e-mail cadastrado (você entra pelo nome de usuário).",
    newEmail: "Novo e-mail",
    currentPassword: "Sua senha",
    currentPasswordHint: "A mesma com que você entra no painel, para confirmar que é você.",
    emailSubmit: "Trocar e-mail",
    emailSubmitting: "Enviando...",
    emailHow: (hours: number) =>
      `Enviaremos um link de confirmação ao novo endereço (vale por ${hours} horas) e um aviso ao atual. Até a confirmação, o painel continua usando o e-mail atual.`,
    emailMailOff:
      "O envio de e-mails não está configurado neste site (SMTP_URL e MAIL_FROM): não há como mandar um link de confirmação, então o novo e-mail vale assim que você o salvar, e nenhum aviso é enviado.",
    pending: (email: string) =>
      `Aguardando confirmação de ${email}: abra o link que enviamos para esse endereço. Até lá, vale o e-mail atual.`,
    emailSent: (email: string) => `Enviamos um link de confirmação para ${email}.`,
    emailSentHint: "Avisamos também o seu e-mail atual. A troca vale quando o link for usado.",
    emailChanged: (email: string) => `Seu e-mail agora é ${email}.`,
    emailSame: "Este já é o seu e-mail. Nenhum pedido de troca ficou pendente.",
    taken: "Já existe alguém na equipe com este e-mail.",
    emailInvalid: "Informe um e-mail válido.",
    passwordRequired: "Informe sua senha atual para trocar o e-mail.",
    wrongPassword: "Senha atual incorreta. O e-mail não foi trocado.",

    role: (role: string) => `Seu papel: ${role}`,
  },
} as const;
