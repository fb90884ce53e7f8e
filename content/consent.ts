/** The cookie banner and its preferences (ADR 0020), shown only when a marketing tag is set. */
export const consentCopy = {
  region: "Aviso de cookies",
  title: "Cookies de análise e publicidade",
  text: "Só usamos ferramentas de análise e publicidade de outras empresas se você permitir.",
  more: "Saiba mais",
  accept: "Aceitar",
  refuse: "Recusar",
  preferences: "Preferências",
  legend: "Escolha o que permitir",
  purposes: {
    analise: {
      label: "Análise e marketing",
      description: "Google Tag Manager: mede visitas e resultados das nossas campanhas.",
    },
    publicidade: {
      label: "Publicidade (LinkedIn)",
      description:
        "LinkedIn Insight Tag: mede as campanhas no LinkedIn e mostra anúncios nossos lá a quem visitou o site.",
    },
  },
  save: "Salvar preferências",
  /** The footer link that reopens the choice (or, without JavaScript, leads to the policy). */
  footerLink: "Preferências de cookies",
} as const;

/** Where the privacy policy explains cookies and tags (its "Cookies" heading). */
export const cookiePolicyHref = "/privacidade#7-cookies";
