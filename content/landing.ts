/** The words of a landing page that are not the page's own (ADR 0045). */
export const landingPageCopy = {
  /** Names of the blocks without a title, for screen readers. */
  unnamed: {
    numbers: "Números",
    cases: "Cases",
    testimonials: "Depoimentos",
    faq: "Perguntas frequentes",
    materials: "Materiais",
    text: "Texto",
    form: "Formulário",
  },
  /** A campaign's own form (ADR 0059): its name for screen readers, its button by default. */
  campaignForm: "Formulário de inscrição",
  campaignSubmit: "Enviar",
  /** The thanks' title when the marketer wrote none. */
  campaignThanks: "Recebemos seus dados. Obrigado!",
};
