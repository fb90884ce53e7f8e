export interface Service {
  slug: string;
  title: string;
  description: string;
}

/** The catalogue of 7 in the spec's order; the home teaser shows the first 4. */
export const services: Service[] = [
  {
    slug: "automacao",
    title: "Automação de Revenue",
    description:
      "Fluxos automáticos entre marketing, vendas e sucesso do cliente que eliminam tarefas manuais e aceleram cada etapa do funil.",
  },
  {
    slug: "revenue-intelligence",
    title: "Revenue Intelligence",
    description:
      "Dados de todo o funil reunidos em painéis e previsões confiáveis para decidir com base em fatos, não em intuição.",
  },
  {
    slug: "revops",
    title: "Revenue Operations",
    description:
      "Processos, metas e ferramentas de marketing, vendas e CS alinhados em uma única operação de receita.",
  },
  {
    slug: "integracoes",
    title: "Integração de Sistemas",
    description:
      "CRM, automação de marketing, ERP e produto conversando entre si, com dados consistentes de ponta a ponta.",
  },
  {
    slug: "customer-success",
    title: "Customer Success",
    description:
      "Onboarding, saúde da carteira e expansão estruturados para reduzir churn e aumentar a receita por cliente.",
  },
  {
    slug: "abm",
    title: "Account Based Marketing",
    description:
      "Campanhas e cadências dedicadas às contas que mais importam, com marketing e vendas jogando juntos.",
  },
  {
    slug: "sales-enablement",
    title: "Sales Enablement",
    description:
      "Playbooks, treinamentos e conteúdos que encurtam o ciclo de vendas e aumentam a taxa de conversão do time.",
  },
];

/** /servicos lists these 6; integracoes is reached from the home teaser and its own page. */
export const listedServiceSlugs = [
  "automacao",
  "revenue-intelligence",
  "revops",
  "customer-success",
  "abm",
  "sales-enablement",
] as const;

export const findService = (slug: string | undefined) => services.find((s) => s.slug === slug);
