import { CONSENT_COOKIE } from "~/lib/consent";
import { ATTRIBUTION_COOKIE } from "~/server/forms/attribution.server";
import { FORM_STAMP_COOKIE } from "~/server/forms/guard.server";
import type { PageRequest } from "./page-request.server";
import { isPrivatePath } from "./private-paths.server";

// Which requests the page cache answers, and which addresses it caches (ADR 0023, ADR 0033).

/**
 * The query parameters a cached page may carry (ADR 0033): a listing's page and category, the
 * material of /downloads, a form's thanks, and a campaign's utm_*, which change nothing on the
 * page and are left out of its key (one page for all utm values, `addressWithoutUtm`). Any
 * other (an ad click's own gclid or fbclid, a search, a made-up one) makes an address one
 * visitor asks for: caching it would cost brotli at its best for nobody.
 */
const SHARED_PARAMS = new Set(["pagina", "categoria", "material", "enviado"]);
/**
 * Cookies that do not change what a page shows: first-touch attribution, the cookie choice,
 * which only the page's inline script reads (ADR 0020), and the form stamp (ADR 0023).
 */
const NEUTRAL_COOKIES = new Set([ATTRIBUTION_COOKIE, CONSENT_COOKIE, FORM_STAMP_COOKIE]);

export function cacheable(req: PageRequest) {
  // A HEAD is answered from the cached page as its GET is (Node sends no body with it): a
  // monitor's HEAD each minute costs no render.
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  // Admin and booking pages are for one person; covers and social cards (bytes, not HTML)
  // have their own cache headers and caches.
  if (
    req.path.endsWith(".data") ||
    req.path.startsWith("/uploads/") ||
    req.path.startsWith("/og/") ||
    isPrivatePath(req.path)
  ) {
    return false;
  }
  const cookies = req.headers.cookie?.split(";") ?? [];
  return cookies.every((cookie) => NEUTRAL_COOKIES.has(cookie.split("=")[0]?.trim() ?? ""));
}

/** Whether the page of an address is cached: no query, or only parameters many visitors share. */
export function cachedAddress(url: string) {
  const query = url.indexOf("?");
  if (query === -1) return true;
  for (const name of new URLSearchParams(url.slice(query + 1)).keys()) {
    if (!SHARED_PARAMS.has(name) && !name.startsWith("utm_")) return false;
  }
  return true;
}
