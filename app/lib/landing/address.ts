// A landing page's address (ADR 0045): one segment, `/{endereço}`, never one the site uses.

import { earlyFirstSegments } from "~/lib/early-addresses";
import { landingCopy } from "~content/admin-landing";

export const ADDRESS_MAX = 80;
const ADDRESS = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * First segments the site answers itself, or may one day: every route's, those the server
 * answers before React Router (`serverAddresses`: /visita, /healthz, /assets, the public
 * folder's), and a few a visitor would read as ours. A unit test holds this list to
 * app/routes.ts, so a new route cannot be forgotten.
 */
export const reservedAddresses: ReadonlySet<string> = new Set([
  // app/routes.ts
  "servicos",
  "cases",
  "partners",
  "materiais",
  "downloads",
  "baixar",
  "comunidade",
  "quem-somos",
  "blog",
  "diagnostico",
  "agenda-diagnostico",
  "booking",
  "agenda",
  "reuniao",
  "rei",
  "cadastro-parceiro",
  "privacidade",
  "termos-de-uso",
  "admin",
  "newsletter",
  "uploads",
  "og",
  "site-webmanifest",
  "sitemap",
  "robots",
  // The server's own, before React Router, from the list it mounts them from.
  ...earlyFirstSegments,
  // Words a visitor reads as the site's own.
  "api",
  "login",
  "contato",
  "paginas",
  "pagina",
  "servico",
  "parceiros",
  "static",
  "feed",
  "rss",
  "search",
  "busca",
  "index",
  "www",
]);

/** Why an address cannot be a landing page's, before any look-up; undefined when it can. */
export function addressProblem(address: string): string | undefined {
  if (address.length > ADDRESS_MAX || !ADDRESS.test(address))
    return landingCopy.errors.addressFormat;
  if (reservedAddresses.has(address)) return landingCopy.errors.addressReserved(address);
  return undefined;
}

export const isLandingAddress = (value: string | undefined): value is string =>
  value !== undefined && value.length <= ADDRESS_MAX && ADDRESS.test(value);
