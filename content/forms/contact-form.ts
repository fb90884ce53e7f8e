import type { Option } from "./option";

// The contact form: its option lists.
// One file per form: a page loads the lists of its own forms only.

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
