import { brand } from "./brand";

/**
 * Schedule-a-conversation pages that book with the whole team (/agenda/{name}); any other name
 * is a host's own page, and a name that is neither is a 404.
 */
export const agendas = {
  conversa: { host: `Equipe ${brand.name}` },
  diagnostico: { host: `Equipe ${brand.name}` },
} as const;

export type AgendaName = keyof typeof agendas;

export const isAgendaName = (name: string | undefined): name is AgendaName =>
  !!name && Object.hasOwn(agendas, name);
