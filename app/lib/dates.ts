const longDate = new Intl.DateTimeFormat("pt-BR", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "America/Sao_Paulo",
});

/** '8 de abril de 2025': the pt-BR long format the spec uses for posts and legal pages. */
export const formatLongDate = (date: Date | string) => longDate.format(new Date(date));

const dateTime = new Intl.DateTimeFormat("pt-BR", {
  dateStyle: "short",
  timeStyle: "short",
  timeZone: "America/Sao_Paulo",
});

/** '08/04/2025, 14:30' in São Paulo time: when a lead arrived, for the admin. */
export const formatDateTime = (date: Date | string) => dateTime.format(new Date(date));

const isoDay = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" });

/** '2025-04-08': today's date in São Paulo, for file names. */
export const isoDate = (date: Date = new Date()) => isoDay.format(date);
