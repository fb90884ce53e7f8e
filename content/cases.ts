export interface CaseStudy {
  slug: string;
  company: string;
  category: string;
  title: string;
}

/** Case-study pages (/cases/{slug}), the spec's first list. */
export const cases: CaseStudy[] = [
  {
    slug: "enics",
    company: "ENICS",
    category: "Tecnologia",
    title: "ENICS: 3.000 tickets em 30 dias com automação de vendas",
  },
  {
    slug: "heineken",
    company: "Heineken",
    category: "Bebidas",
    title: "Heineken: eventos B2B que viram pipeline mensurável",
  },
  {
    slug: "agence-mr",
    company: "Agence MR",
    category: "Marketing digital",
    title: "Agence MR: operação de receita pronta para escalar",
  },
  {
    slug: "toefl",
    company: "TOEFL Junior Brasil",
    category: "Idiomas",
    title: "TOEFL Junior Brasil: captação de escolas com ABM",
  },
  {
    slug: "datavoxx",
    company: "DataVoxx",
    category: "Análise de dados",
    title: "DataVoxx: previsibilidade de receita com revenue intelligence",
  },
  {
    slug: "emagrecentro",
    company: "Emagrecentro",
    category: "Saúde",
    title: "Emagrecentro: funil de franquias integrado de ponta a ponta",
  },
  {
    slug: "placlux",
    company: "Placlux",
    category: "Construção",
    title: "Placlux: vendas técnicas com processo e dados",
  },
  {
    slug: "fmu-virtual",
    company: "FMU Virtual",
    category: "Educação a distância",
    title: "FMU Virtual: mais matrículas com automação de nutrição",
  },
  {
    slug: "security-first",
    company: "Security First",
    category: "Segurança corporativa",
    title: "Security First: ciclo de vendas mais curto em contas enterprise",
  },
  {
    slug: "funnels",
    company: "Funnels",
    category: "Funis B2B",
    title: "Funnels: geração de demanda B2B com CAC menor",
  },
];

/** Old addresses that moved: answered with a 301. */
export const caseRedirects: Record<string, string> = { "first-security": "security-first" };

export const findCase = (slug: string | undefined) => cases.find((c) => c.slug === slug);
