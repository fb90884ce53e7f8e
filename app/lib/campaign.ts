/** A query parameter's name as URLSearchParams reads it (`%75tm_source` is `utm_source`). */
function paramName(part: string): string {
  const eq = part.indexOf("=");
  return new URLSearchParams(eq === -1 ? part : part.slice(0, eq)).keys().next().value ?? "";
}

/**
 * An address's query string without its utm_* parameters ("?a=1&utm_source=x" → "?a=1").
 * They change nothing on a page: the campaign is the visitor's first touch, kept in a cookie
 * and stored with their leads. So the page cache keeps one page for every utm value, and the
 * newsletter's `source` (the page a lead was sent from) leaves them out.
 */
export function withoutUtm(search: string): string {
  if (!search.includes("utm_") && !search.includes("%")) return search;
  const query = search.startsWith("?") ? search.slice(1) : search;
  const kept = query.split("&").filter((part) => !paramName(part).startsWith("utm_"));
  return kept.length ? `?${kept.join("&")}` : "";
}

/** `withoutUtm` of a whole address (path and query). */
export function addressWithoutUtm(url: string): string {
  const query = url.indexOf("?");
  return query === -1 ? url : url.slice(0, query) + withoutUtm(url.slice(query));
}
