/**
 * The lead forms' option lists (values exactly as the spec, section 3) and the privacy request's
 * copy. Their consents and messages are in form-messages.ts.
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
