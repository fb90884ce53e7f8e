import { brand } from "./brand";

/**
 * Copy of the lead forms: the option lists (values exactly as the spec, section 3), the consent
 * texts and the messages of the spec (sections 5 and 8). A consent text that changes gets a new
 * version: each lead stores the text and version the person saw.
 */

export type Option = { value: string; label: string };

/** Roles, version A: the home lead form. */
export const rolesA: Option[] = [
  { value: "ceo", label: "CEO" },
  { value: "cto", label: "CTO" },
  { value: "cmo", label: "CMO" },
  { value: "cfo", label: "CFO" },
  { value: "vp_sales", label: "VP de Vendas" },
  { value: "vp_marketing", label: "VP de Marketing" },
  { value: "manager", label: "Gerente" },
  { value: "coordinator", label: "Coordenador(a)" },
  { value: "analyst", label: "Analista" },
  { value: "consultant", label: "Consultor(a)" },
  { value: "owner", label: "Sócio(a) ou proprietário(a)" },
  { value: "other", label: "Outro" },
];

/** Roles, version B: the contact and diagnosis form. */
export const rolesB: Option[] = [
  { value: "ceo", label: "CEO" },
  { value: "coo", label: "COO" },
  { value: "cfo", label: "CFO" },
  { value: "cmo", label: "CMO" },
  { value: "cto", label: "CTO" },
  { value: "cro", label: "CRO" },
  { value: "vp_sales", label: "VP de Vendas" },
  { value: "vp_marketing", label: "VP de Marketing" },
  { value: "director", label: "Diretor(a)" },
  { value: "manager", label: "Gerente" },
  { value: "specialist", label: "Especialista" },
  { value: "analyst", label: "Analista" },
  { value: "consultant", label: "Consultor(a)" },
  { value: "other", label: "Outro" },
];

export const homeIndustries: Option[] = [
  { value: "technology", label: "Tecnologia" },
  { value: "finance", label: "Finanças" },
  { value: "health", label: "Saúde" },
  { value: "education", label: "Educação" },
  { value: "retail", label: "Varejo" },
  { value: "manufacturing", label: "Indústria" },
  { value: "services", label: "Serviços" },
  { value: "real_estate", label: "Imobiliário" },
  { value: "consulting", label: "Consultoria" },
  { value: "other", label: "Outro" },
];

export const contactIndustries: Option[] = [
  { value: "saas", label: "SaaS" },
  { value: "tech", label: "Tecnologia" },
  { value: "startup", label: "Startup" },
  { value: "b2b", label: "Serviços B2B" },
  { value: "ecommerce", label: "E-commerce" },
  { value: "finance", label: "Finanças" },
  { value: "education", label: "Educação" },
  { value: "health", label: "Saúde" },
  { value: "software", label: "Software" },
  { value: "events", label: "Eventos" },
  { value: "other", label: "Outro" },
];

export const downloadIndustries: Option[] = [
  { value: "saas", label: "SaaS" },
  { value: "tech", label: "Tecnologia" },
  { value: "startup", label: "Startup" },
  { value: "b2b", label: "Serviços B2B" },
  { value: "ecommerce", label: "E-commerce" },
  { value: "fintech", label: "Fintech" },
  { value: "edtech", label: "Edtech" },
  { value: "health", label: "Saúde" },
  { value: "logistics", label: "Logística" },
  { value: "manufacturing", label: "Indústria" },
  { value: "retail", label: "Varejo" },
  { value: "other", label: "Outro" },
];

export const roleTypes: (Option & { hint: string })[] = [
  {
    value: "decision-maker",
    label: "Decisor",
    hint: "Aprovo projetos e orçamentos",
  },
  {
    value: "influencer",
    label: "Influenciador",
    hint: "Recomendo soluções para quem decide",
  },
];

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

/** What a person may ask about their data (LGPD, art. 18), on /privacidade. */
export const privacyRequestKinds: Option[] = [
  { value: "access", label: "Saber quais dados vocês têm sobre mim" },
  { value: "correction", label: "Corrigir meus dados" },
  { value: "deletion", label: "Excluir meus dados" },
  { value: "consent", label: "Revogar meu consentimento" },
  { value: "portability", label: "Receber meus dados para levar a outro fornecedor" },
  { value: "other", label: "Outro pedido" },
];

/** The request form at the end of /privacidade. */
export const privacyRequestCopy = {
  heading: "Pedido sobre seus dados",
  intro:
    "Peça acesso, correção ou exclusão dos dados que você nos enviou pelos formulários do site. Respondemos no e-mail informado em até 15 dias.",
};

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
