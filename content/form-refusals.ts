import { brand } from "./brand";

/**
 * What a lead form says in the browser before anything is sent: its consent text and why it was
 * refused (the spec, sections 5 and 8). Every page carries the footer's newsletter form, and
 * with it these; what only the server says (success, failure, review) is in form-messages.ts.
 * A consent text that changes gets a new version: each lead stores the text and version the
 * person saw.
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

/** A form refused for what it holds, by form. */
export const refusals = {
  newsletter: {
    missing: {
      title: "Campos obrigatórios",
      description: "Por favor, preencha todos os campos para se inscrever.",
    },
    consent: {
      title: "Consentimento necessário",
      description: "Por favor, aceite os termos para prosseguir com a inscrição.",
    },
  },
  lead: {
    missing: {
      title: "Campos obrigatórios",
      description: "Por favor, preencha todos os campos obrigatórios.",
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
  },
  rei: {
    missing: { title: "Campos obrigatórios não preenchidos", description: "Por favor, preencha: " },
  },
  privacy: {
    missing: {
      title: "Campos obrigatórios",
      description: "Por favor, informe seu nome, seu e-mail e o que você deseja.",
    },
  },
} as const;

/** What an e-mail field says when it is empty: every form tells it from a typo. */
export const EMAIL_MISSING = "Informe seu e-mail.";

/** What a required REI field says when it is empty (the e-mail's typo says something else). */
export const reiFieldMissing = (label: string) => `Preencha: ${label}.`;
