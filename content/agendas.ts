import { brand } from "./brand";

/**
 * Schedule-a-conversation pages (/agenda/{name}). Each name picks a calendar of the site's
 * settings ('Agenda de conversa', 'Agenda geral'); any other name is a 404.
 */
export const agendas = {
  conversa: { host: `Equipe ${brand.name}`, setting: "conversationUrl" },
  diagnostico: { host: `Equipe ${brand.name}`, setting: "calendarUrl" },
} as const;

export type AgendaName = keyof typeof agendas;

export const isAgendaName = (name: string | undefined): name is AgendaName =>
  !!name && Object.hasOwn(agendas, name);
