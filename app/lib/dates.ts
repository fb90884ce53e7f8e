const longDate = new Intl.DateTimeFormat("pt-BR", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "America/Sao_Paulo",
});

/** '8 de abril de 2025': the pt-BR long format the spec uses for posts and legal pages. */
export const formatLongDate = (date: Date | string) => longDate.format(new Date(date));
