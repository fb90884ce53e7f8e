import type { Option } from "./option";

// The home page's lead form: its option lists.
// One file per form: a page loads the lists of its own forms only.

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
