// How long the page cache keeps a page, and answers it while it renders again (ADR 0032).
const TTL_MS = 60_000;
const STALE_MS = 600_000;

/** A Cache-Control directive's seconds, in milliseconds; undefined when it is not there. */
function directiveMs(cacheControl: string | null, name: "max-age" | "stale-while-revalidate") {
  const seconds = new RegExp(`(?:^|,)\\s*${name}=(\\d+)`).exec(cacheControl ?? "")?.[1];
  return seconds === undefined ? undefined : Number(seconds) * 1000;
}

/** The page's `max-age` (a blog list's ends when its next post is due, ADR 0015), at most the minute. */
export const pageLifetime = (cacheControl: string | null) =>
  Math.min(TTL_MS, directiveMs(cacheControl, "max-age") ?? TTL_MS);

/**
 * How long past its lifetime it is answered while it renders again: its own
 * `stale-while-revalidate`, none when it gives a `max-age` without one, ten minutes when it
 * says nothing.
 */
export const pageStaleWindow = (cacheControl: string | null) =>
  cacheControl === null
    ? STALE_MS
    : Math.min(STALE_MS, directiveMs(cacheControl, "stale-while-revalidate") ?? 0);
