import type { Option } from "./option";

// The material download form: its option lists.
// One file per form: a page loads the lists of its own forms only.

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
