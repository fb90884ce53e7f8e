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
  /** A campaign event's date above its form: 'quinta-feira, 10 de dezembro às 19:00 …'. */
  eventWhen: (when: string, minutes: number) => `${when} (horário de Brasília), ${minutes} min`,
  eventOnline: "On-line",
  eventEnded: "Encerrado",
  eventEndedText: "Este evento já aconteceu e as inscrições estão encerradas.",
  eventRecording: "Assistir à gravação",
  /** The thanks' title when the marketer wrote none. */
  campaignThanks: "Recebemos seus dados. Obrigado!",
};
