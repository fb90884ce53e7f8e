/** The spec's material categories, with the labels the admin and the pages show. */
export const materialCategories = {
  revops: "Revenue Operations",
  marketing: "Marketing",
  analytics: "Analytics",
  growth: "Growth",
  tech: "Tecnologia",
  vendas: "Vendas",
} as const;

export type MaterialCategory = keyof typeof materialCategories;

/** The spec's material types (static materials), the choices of the admin's 'Tipo'. */
export const materialTypes = [
  "E-book",
  "Case Study",
  "Whitepaper",
  "Template",
  "Framework",
  "Checklist",
  "Relatório",
  "Caso de estudo",
  "Playbook",
  "Webinar",
  "Guia",
  "Calculadora",
] as const;

export interface StaticMaterial {
  id: string;
  title: string;
  description: string;
  type: string;
  category: MaterialCategory;
}

/** The 13 materials of /downloads, also the /materiais list when no materials API is set. */
export const staticMaterials: StaticMaterial[] = [
  {
    id: "guia-revops",
    title: "Guia completo de Revenue Operations",
    description:
      "Como unir marketing, vendas e customer success em uma única operação de receita, com papéis, rituais e indicadores para começar no próximo trimestre.",
    type: "E-book",
    category: "revops",
  },
  {
    id: "playbook-abm",
    title: "Playbook de Account Based Marketing",
    description:
      "Seleção de contas, mapa de decisores, cadências e conteúdos por etapa para campanhas ABM que geram reuniões com as contas certas.",
    type: "Playbook",
    category: "marketing",
  },
  {
    id: "template-forecast",
    title: "Template de forecast de vendas",
    description:
      "Planilha pronta para projetar a receita do trimestre por etapa do funil, com ponderação por probabilidade e comparação com a meta.",
    type: "Template",
    category: "vendas",
  },
  {
    id: "checklist-crm",
    title: "Checklist de implantação de CRM",
    description:
      "Quarenta verificações para configurar pipeline, campos, automações e permissões sem retrabalho e com adoção real do time.",
    type: "Checklist",
    category: "tech",
  },
  {
    id: "framework-icp",
    title: "Framework de perfil de cliente ideal (ICP)",
    description:
      "Um método em cinco passos para definir, validar e revisar o ICP com dados de ganho, churn e expansão da sua própria base.",
    type: "Framework",
    category: "growth",
  },
  {
    id: "relatorio-benchmarks",
    title: "Relatório de benchmarks de receita B2B",
    description:
      "Como medir conversão, ciclo de vendas, CAC e churn do mesmo jeito que o mercado mede, para comparar a sua operação com referências sem cair em armadilhas.",
    type: "Relatório",
    category: "analytics",
  },
  {
    id: "whitepaper-plg",
    title: "Whitepaper: Product-Led Growth no B2B",
    description:
      "Quando o produto pode vender sozinho, como medir ativação e como combinar PLG com um time de vendas consultivo.",
    type: "Whitepaper",
    category: "growth",
  },
  {
    id: "caso-automacao",
    title: "Caso de estudo: automação que reduziu o CAC em 38%",
    description:
      "Passo a passo de um projeto de automação de marketing e vendas que cortou o custo de aquisição e liberou o time para vender.",
    type: "Caso de estudo",
    category: "marketing",
  },
  {
    id: "guia-dashboards",
    title: "Guia de dashboards de receita",
    description:
      "Quais painéis cada liderança precisa ver, quais métricas entram em cada um e como garantir que os números batam entre as áreas.",
    type: "Guia",
    category: "analytics",
  },
  {
    id: "webinar-churn",
    title: "Webinar: como reduzir o churn em 24%",
    description:
      "A gravação do encontro em que mostramos sinais de risco, rituais de customer success e ações de expansão que funcionam no B2B.",
    type: "Webinar",
    category: "revops",
  },
  {
    id: "calculadora-roi",
    title: "Calculadora de ROI de automação",
    description:
      "Estime horas economizadas, custo evitado e retorno de um projeto de automação antes de apresentar o investimento à diretoria.",
    type: "Calculadora",
    category: "tech",
  },
  {
    id: "case-study-saas",
    title: "Case Study: SaaS que aumentou as vendas em 32% em 6 meses",
    description:
      "Como uma empresa SaaS reorganizou funil, metas e automações para crescer 32% em vendas no primeiro semestre do projeto.",
    type: "Case Study",
    category: "vendas",
  },
  {
    id: "ebook-enablement",
    title: "E-book de Sales Enablement",
    description:
      "Onboarding de vendedores, trilhas de treinamento e biblioteca de conteúdos para encurtar o tempo até a primeira venda.",
    type: "E-book",
    category: "vendas",
  },
];

/** What a download link that cannot deliver says, on the material's form (ADR 0013). */
export const materialsCopy = {
  linkUnknown: {
    title: "Link inválido",
    description: "Não encontramos esse material. Escolha um da lista para receber um novo link.",
    variant: "error",
  },
  linkNotice: {
    expirado: {
      title: "Link expirado",
      description:
        "Por segurança, o link de download vale por alguns dias. Preencha o formulário para receber um novo.",
      variant: "error",
    },
    invalido: {
      title: "Link inválido",
      description:
        "Esse link de download não está completo. Preencha o formulário para receber um novo.",
      variant: "error",
    },
    indisponivel: {
      title: "Material indisponível",
      description:
        "Não conseguimos entregar o arquivo agora. Tente de novo em alguns minutos ou peça um novo link pelo formulário.",
      variant: "error",
    },
  },
  /** Past the per-client limit of /baixar (a plain page: the address is a file, not a page). */
  tooManyDownloads: {
    title: "Muitos downloads em pouco tempo",
    description:
      "Você abriu muitos links de download em poucos minutos. Aguarde um pouco e tente de novo: seu link continua valendo.",
    back: "Ver os materiais",
  },
} as const;
