import { refusals } from "./form-refusals";

/**
 * Everything the lead forms say (the spec, sections 5 and 8): the browser's refusals and consent
 * texts (form-refusals.ts), and what only the server answers.
 */
export { consents, EMAIL_MISSING, reiFieldMissing } from "./form-refusals";

/** The messages of the spec, sections 5 and 8. */
export const messages = {
  newsletter: {
    ...refusals.newsletter,
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
    ...refusals.lead,
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
    ...refusals.download,
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
    ...refusals.rei,
    tooLong: {
      title: "Texto longo demais",
      description: "Encurte as respostas marcadas e tente de novo.",
    },
    failure: {
      title: "Erro",
      description: "Ocorreu um erro ao enviar o formulário. Tente novamente.",
    },
  },
  /** A landing page's own form (ADR 0059): its thanks, or on to the step the marketer chose. */
  campaign: {
    thanks: { title: "Enviado!", description: "Recebemos seus dados. Obrigado!" },
    sent: { title: "Enviado!", description: "Recebemos seus dados. Redirecionando..." },
    closed: {
      title: "Inscrições encerradas",
      description: "Este evento já aconteceu e não recebe mais inscrições.",
    },
  },
  privacy: {
    ...refusals.privacy,
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

/** How long (ms) a success message stays before the redirect, with JavaScript (spec section 9). */
export const REDIRECT_DELAY_MS = 1500;
