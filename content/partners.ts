export interface PartnerCase {
  slug: string;
  name: string;
  sector: string;
}

/** Partner pages (/partners/{slug}), the spec's list of 11. /partners/enics is its own page. */
export const partnerCases: PartnerCase[] = [
  { slug: "agence-mr", name: "Agence MR", sector: "Marketing digital" },
  { slug: "anhembi", name: "Anhembi", sector: "Eventos" },
  { slug: "bldn-digital", name: "BLDN Digital", sector: "Tecnologia" },
  { slug: "datavoxx", name: "DataVoxx", sector: "Análise de dados" },
  { slug: "enics", name: "ENICS", sector: "Tecnologia" },
  { slug: "fmu-virtual", name: "FMU Virtual", sector: "Educação a distância" },
  { slug: "heineken", name: "Heineken", sector: "Bebidas" },
  { slug: "placlux", name: "Placlux", sector: "Construção" },
  { slug: "security-first", name: "Security First", sector: "Segurança corporativa" },
  { slug: "toefl", name: "TOEFL Junior Brasil", sector: "Idiomas" },
  { slug: "funnels", name: "Funnels", sector: "Funis B2B" },
];

export const findPartnerCase = (slug: string | undefined) =>
  partnerCases.find((p) => p.slug === slug);
