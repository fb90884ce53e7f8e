/**
 * What a page view is counted under (ADR 0019): the pure pieces, each bounding its
 * input before anything reads it (ADR 0011). Nothing here keeps a value of the visitor's.
 */

/** The longest path, utm value and referring host a row keeps. */
export const MAX_PATH = 200;
export const MAX_VALUE = 100;
/** What is read of a header or a field at most, before any parsing. */
const MAX_INPUT = 2048;
const MAX_USER_AGENT = 512;

export type Device = "phone" | "desktop";

/** Escaped characters that need no escape: `/c%61ses` is the page `/cases`. */
const ESCAPE = /%[0-9a-f]{2}/gi;
const UNRESERVED = /^[\w.~-]$/;
const unescapeUnreserved = (escaped: string) => {
  const char = String.fromCharCode(Number.parseInt(escaped.slice(1), 16));
  return UNRESERVED.test(char) ? char : escaped;
};

/**
 * A page's path as rows keep it, resolved as the address of a request would be (`/x/../cases`,
 * `/./cases`, `/%2e/cases` and `/c%61ses` are all `/cases`), so a row never holds text a visitor
 * chose: no query or fragment, one slash between parts, no trailing slash (but the home's `/`),
 * lower case (routes match without case). Undefined when it is not a path or is longer than
 * any page of ours.
 */
export function normalizePath(raw: unknown): string | undefined {
  if (typeof raw !== "string" || raw.length > MAX_INPUT) return undefined;
  let path = raw;
  const end = path.search(/[?#]/);
  if (end !== -1) path = path.slice(0, end);
  // Control characters and spaces are never in a page's address as a browser sends it.
  if (!path.startsWith("/") || /[\s\p{Cc}]/u.test(path)) return undefined;
  // Our own origin first, so that no `//host` or `/\host` can name another one.
  try {
    path = new URL(`http://n${path.replace(/\/{2,}/g, "/")}`).pathname;
  } catch {
    return undefined;
  }
  path = path
    .replace(ESCAPE, unescapeUnreserved)
    .replace(/\/{2,}/g, "/")
    .toLowerCase();
  if (path.length > 1 && path.endsWith("/")) path = path.slice(0, -1);
  if (path.length > MAX_PATH) return undefined;
  return path;
}

/**
 * The referring site's host name, lower case, or `''` for a direct visit, a malformed value
 * or one of our own hosts. Never the page the visitor was reading there.
 */
export function referrerHost(raw: unknown, ownHosts: readonly string[]): string {
  if (typeof raw !== "string" || !raw || raw.length > MAX_INPUT) return "";
  let host: string;
  try {
    host = new URL(raw).hostname.toLowerCase();
  } catch {
    return "";
  }
  if (!host || host.length > MAX_VALUE) return "";
  return ownHosts.some((own) => own.toLowerCase() === host) ? "" : host;
}

/** A utm_* value as rows keep it: trimmed, at most 100 characters, `''` when absent. */
export function boundUtm(raw: unknown): string {
  if (typeof raw !== "string") return "";
  return raw.slice(0, MAX_INPUT).trim().slice(0, MAX_VALUE).trim();
}

export interface Utm {
  utmSource: string;
  utmMedium: string;
  utmCampaign: string;
}

/** The utm_source, utm_medium and utm_campaign of a query or a beacon's fields. */
export const utmOf = (params: URLSearchParams): Utm => ({
  utmSource: boundUtm(params.get("utm_source")),
  utmMedium: boundUtm(params.get("utm_medium")),
  utmCampaign: boundUtm(params.get("utm_campaign")),
});

// Phones say so in their user agent; tablets ('iPad', Android without 'Mobile') are desktops here.
const PHONE = /Mobi|iPhone|iPod|Windows Phone|Opera Mini|BlackBerry/;

/** 'phone' or 'desktop', from the user agent (read only here, never kept). */
export function deviceClass(userAgent: unknown): Device {
  if (typeof userAgent !== "string") return "desktop";
  return PHONE.test(userAgent.slice(0, MAX_USER_AGENT)) ? "phone" : "desktop";
}
