/**
 * Everything that names the company. No other file may spell the brand, the CEO or the
 * external addresses: they come from here (or, for booking and community links, from the
 * configuration, whose defaults are these values).
 */
export const brand = {
  name: "Vetor Revenue",
  legalName: "Vetor Revenue Consultoria Ltda.",
  domain: "vetorrevenue.com.br",
  tagline:
    "Ajudamos empresas B2B a escalar com automação, estratégia, growth e inovação — do primeiro lead à renovação.",
  foundedYear: 2019,
  contactEmail: "contato@vetorrevenue.com.br",
  privacyEmail: "privacidade@vetorrevenue.com.br",
  ceo: { name: "Marcelo Arantes", role: "CEO e fundador" },
  /** The one other blog author the spec knows by role. */
  writer: { name: "Júlia Prates", role: "Analista de marketing e Redatora" },
  social: {
    linkedin: "https://www.linkedin.com/company/vetor-revenue",
    instagram: "https://www.instagram.com/vetorrevenue",
    youtube: "https://www.youtube.com/@vetorrevenue",
  },
  partner: {
    label: "Programa de parceiros",
    url: "https://parceiros.vetorrevenue.com.br",
  },
  /**
   * The consultancy's own scheduling host (its calendars and partner survey): accepted in
   * /admin/site like the listed services (app/lib/embed-services.ts).
   */
  bookingOrigin: "https://agenda.vetorrevenue.com.br",
  /**
   * Defaults of the COMMUNITY_URL and PARTNER_SURVEY_URL variables. The BOOKING_* calendars have
   * none: a calendar at an address that does not exist would be a grey box.
   */
  links: {
    communityUrl: "https://comunidade.vetorrevenue.com.br",
    partnerSurveyUrl: "https://agenda.vetorrevenue.com.br/widget/survey/cadastro-parceiro",
  },
} as const;

export const mailto = (address: string) => `mailto:${address}`;
