import { brand } from "./brand";

/**
 * Schedule-a-conversation pages (/agenda/{name}). Each name picks a booking widget from the
 * configuration; any other name is a 404.
 */
export const agendas = {
  conversa: { host: `Equipe ${brand.name}`, widget: "BOOKING_CONVERSATION_URL" },
  diagnostico: { host: `Equipe ${brand.name}`, widget: "BOOKING_CALENDAR_URL" },
} as const;

export type AgendaName = keyof typeof agendas;

export const isAgendaName = (name: string | undefined): name is AgendaName =>
  !!name && Object.hasOwn(agendas, name);
