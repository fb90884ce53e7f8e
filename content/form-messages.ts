import { brand } from "./brand";

/**
 * What the lead forms say: their consent texts and their messages (the spec, sections 5 and 8).
 * A consent text that changes gets a new version: each lead stores the text and version the
 * person saw. Apart from the option lists (forms.ts) because every page carries the footer's
 * newsletter form, and with it these.
 */

export const consents = {
  newsletter: {
    version: "newsletter-2025-04-08",
    text: `Ao me inscrever, aceito receber os conteúdos da ${brand.name} por e-mail.`,
  },
  download: {
    version: "download-2025-04-08",
    text: "Concordo em receber materiais educativos e novidades por e-mail e sei que posso cancelar a qualquer momento.",
  },
} as const;

/** The messages of the spec, sections 5 and 8. */
export const messages = {
  newsletter: {
    missing: {
      title: "Campos obrigatórios",
      description: "Por favor, preencha todos os campos para se inscrever.",
    },
    consent: {
      title: "Consentimento necessário",
      description: "Por favor, aceite os termos para prosseguir com a inscrição.",
    },
    success: {
      title: "Inscrição confirmada!",
      description: "Você foi inscrito em nossa newsletter com sucesso.",
    },
    failure: {
      title: "Erro ao processar inscrição",
      description: "Ocorreu um erro ao processar sua inscrição. Por favor, tente novamente.",
    },
  },
  lead: {
    missing: {
      title: "Campos obrigatórios",
      description: "Por favor, preencha todos os campos obrigatórios.",
    },
    success: { title: "Sucesso!", description: "Suas informações foram enviadas com sucesso." },
    failure: {
      title: "Erro",
      description: "Ocorreu um erro ao enviar o formulário. Tente novamente.",
    },
  },
  contact: {
    success: { title: "Mensagem enviada!", description: "Redirecionando para agendamento..." },
    diagnosis: {
      title: "Diagnóstico solicitado!",
      description: "Redirecionando para agendamento...",
    },
  },
  download: {
    missing: {
      title: "Campos obrigatórios",
      description: "Por favor, preencha todos os campos obrigatórios e aceite os termos.",
    },
    email: {
      title: "E-mail inválido",
      description: "Por favor, insira um endereço de email válido.",
    },
    // Honest about e-mail: it is only said to be sent when an automation is set up to send it.
    success: { title: "Material disponível!", description: "Seu download está pronto." },
    successEmailed: {
      title: "Material disponível!",
      description: "Seu download está pronto e também foi enviado para seu email.",
    },
    failure: {
      title: "Erro ao enviar formulário",
      description: "Ocorreu um erro ao enviar seus dados. Por favor, tente novamente.",
    },
  },
  rei: {
    missing: { title: "Campos obrigatórios não preenchidos", description: "Por favor, preencha: " },
    tooLong: {
      title: "Texto longo demais",
      description: "Encurte as respostas marcadas e tente de novo.",
    },
    failure: {
      title: "Erro",
      description: "Ocorreu um erro ao enviar o formulário. Tente novamente.",
    },
  },
  privacy: {
    missing: {
      title: "Campos obrigatórios",
      description: "Por favor, informe seu nome, seu e-mail e o que você deseja.",
    },
    success: {
      title: "Pedido recebido",
      description:
        "Vamos responder no e-mail informado em até 15 dias. Podemos pedir uma confirmação de identidade antes.",
    },
    failure: {
      title: "Erro ao enviar o pedido",
      description: "Não foi possível registrar seu pedido agora. Por favor, tente novamente.",
    },
  },
  /**
   * What a submission held for review (ADR 0011) is told: what happens next, never why, and
   * nothing about an e-mail that waits for the review.
   */
  suspect: {
    newsletter: {
      title: "Recebemos seu pedido de inscrição!",
      description:
        "Assim que nossa equipe confirmar, você passa a receber nossos conteúdos por e-mail.",
    },
    lead: {
      title: "Recebemos seu pedido!",
      description: "Nossa equipe vai analisá-lo e entrar em contato com você em breve.",
    },
    download: {
      title: "Recebemos seu pedido!",
      description: "Nossa equipe vai analisá-lo e enviar o material para o seu e-mail em breve.",
    },
    privacy: {
      title: "Pedido recebido",
      description: "Nossa equipe vai analisá-lo e responder no e-mail informado.",
    },
  },
  expired: {
    title: "Formulário expirado",
    description:
      "Esta página ficou aberta por muito tempo e o formulário expirou. Seus dados continuam aqui: confira e envie de novo.",
  },
  rateLimited: {
    title: "Muitas tentativas",
    description:
      "Recebemos muitos envios deste endereço em pouco tempo. Aguarde alguns minutos e tente de novo.",
  },
} as const;

/** What an e-mail field says when it is empty: every form tells it from a typo. */
export const EMAIL_MISSING = "Informe seu e-mail.";

/** What a required REI field says when it is empty (the e-mail's typo says something else). */
export const reiFieldMissing = (label: string) => `Preencha: ${label}.`;

/** How long (ms) a success message stays before the redirect, with JavaScript (spec section 9). */
export const REDIRECT_DELAY_MS = 1500;
