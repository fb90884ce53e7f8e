import { brand } from "./brand";

/** The e-mails the site sends itself (ADR 0039). `{…}` marks are filled by the composer. */
export const emails = {
  material: {
    subject: "Seu material: {title}",
    greeting: "Olá, {name}!",
    /** When what was typed as the name does not read as one. */
    greetingNoName: "Olá!",
    intro: "Obrigado pelo interesse. O material {title} está pronto para baixar:",
    button: "Baixar o material",
    expiry: "O link vale por {days} dias. Depois disso, é só pedir de novo no site.",
    about: `A ${brand.name} ajuda empresas B2B a crescer com receita previsível: estratégia, processos comerciais, automação e dados, do primeiro lead à renovação.`,
    next: "Quer conversar sobre o seu cenário?",
    nextLink: "Agende um diagnóstico gratuito",
    signature: `Equipe ${brand.name}`,
  },
  /** A campaign form's confirmation: the subject and the text are the marketer's (ADR 0059). */
  campaign: {
    greeting: "Olá, {name}!",
    greetingNoName: "Olá!",
    signature: `Equipe ${brand.name}`,
  },
  invite: {
    subject: `Convite para o painel da ${brand.name}`,
    greeting: "Olá, {name}!",
    intro: `Você foi convidado para o painel do site da ${brand.name} como {role}. Crie sua senha pelo link abaixo para entrar:`,
    button: "Aceitar convite",
    expiry: "O link vale por {days} dias e só pode ser usado uma vez.",
    ignore: "Se você não esperava este convite, é só ignorar este e-mail.",
    signature: `Equipe ${brand.name}`,
  },
  reset: {
    subject: `Nova senha do painel da ${brand.name}`,
    greeting: "Olá, {name}!",
    intro: "Recebemos um pedido de nova senha para o painel. Para criar a sua, use o link abaixo:",
    button: "Criar nova senha",
    expiry: "O link vale por {minutes} minutos e só pode ser usado uma vez.",
    ignore: "Se não foi você, ignore este e-mail: sua senha atual continua valendo.",
    signature: `Equipe ${brand.name}`,
  },
  /** A new e-mail's confirmation, sent to the new address (ADR 0048). */
  emailConfirm: {
    subject: `Confirme seu novo e-mail no painel da ${brand.name}`,
    greeting: "Olá, {name}!",
    intro:
      "Você pediu para usar este endereço no painel do site. Para confirmar que ele é seu, use o link abaixo:",
    button: "Confirmar e-mail",
    expiry:
      "O link vale por {hours} horas e só pode ser usado uma vez. Até a confirmação, o painel continua usando o seu e-mail anterior.",
    ignore: "Se não foi você, é só ignorar este e-mail: nada muda.",
    signature: `Equipe ${brand.name}`,
  },
  /** Told to the old address when a member asks for a new one. */
  emailNotice: {
    subject: `Pedido de troca de e-mail no painel da ${brand.name}`,
    greeting: "Olá, {name}!",
    intro:
      "Recebemos um pedido para trocar o e-mail da sua conta no painel por {email}. A troca só vale depois que alguém usar o link enviado para esse endereço.",
    button: "Abrir Minha conta",
    expiry: "Até lá, este continua sendo o seu e-mail no painel, para entrar e receber avisos.",
    ignore:
      "Se não foi você, troque sua senha agora em Minha conta: isso cancela o pedido. Se não conseguir entrar, fale com um administrador do painel.",
    signature: `Equipe ${brand.name}`,
  },
  /** What stays in the database of a sent invitation or reset: no usable link. */
  redacted: "Link de acesso enviado; o texto foi apagado depois do envio.",
  alert: {
    /** `{grade}` is " A2" (the person's grade, lib/score), or nothing when unknown. */
    subject: "Novo lead{grade}: {name} — {form}",
    grade: "Pontuação",
    intro: "Chegou um lead pelo formulário {form}.",
    origin: "Origem",
    page: "Página do formulário",
    firstPage: "Primeira página da visita",
    campaign: "Campanha",
    button: "Abrir o lead no painel",
    footer: "Você recebe este aviso porque escolheu ser avisado em Minha conta, no painel.",
    noName: "sem nome",
  },
} as const;
