import { brand } from "./brand";

/** What the e-mails of a campaign's event say around the marketer's words (issue 58). */
export const eventEmails = {
  /** The confirmation's subject when the marketer wrote none. */
  subject: "Inscrição confirmada: {title}",
  greeting: "Olá, {name}!",
  greetingNoName: "Olá!",
  /** When the marketer wrote no text. */
  registered: "Sua inscrição em {title} está confirmada.",
  when: "Quando: {when} (horário de Brasília), {minutes} minutos.",
  room: "Sala on-line:",
  place: "Local: {place}",
  calendar: "O convite está anexado para a sua agenda. Se preferir:",
  google: "Adicionar ao Google Agenda",
  outlook: "Adicionar ao Outlook",
  page: "Página do evento:",
  reminder24: {
    subject: "Lembrete: {title} é amanhã",
    intro: "Passando para lembrar: {title} é amanhã.",
  },
  reminder1: {
    subject: "Lembrete: {title} começa em 1 hora",
    intro: "Falta 1 hora para {title}.",
  },
  signature: `Equipe ${brand.name}`,
} as const;
