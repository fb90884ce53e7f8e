// How long the page cache keeps a page and answers it while it renders again (ADR 0032).

const TTL_MS = 60_000;
/** How long past its lifetime a page with no Cache-Control of its own is answered (ADR 0032). */
const STALE_MS = 600_000;

/**
 * A page lives at most its response's `max-age` (a blog page that lists posts says how long
 * until the next scheduled post is due, ADR 0015), and never more than the minute.
 */
export function pageLifetime(cacheControl: string | null) {
  return Math.min(TTL_MS, directiveMs(cacheControl, "max-age") ?? TTL_MS);
}

/**
 * How long past its lifetime a page may be answered while it renders again: its own
 * `stale-while-revalidate` (a blog page cuts it to end by the next post's date, ADR 0015), none
 * when it says how long to keep it without that, ten minutes when it says nothing.
 */
export function pageStaleWindow(cacheControl: string | null) {
  if (cacheControl === null) return STALE_MS;
  return Math.min(STALE_MS, directiveMs(cacheControl, "stale-while-revalidate") ?? 0);
}

const DIRECTIVES = {
  "max-age": /(?:^|,)\s*max-age=(\d+)/,
  "stale-while-revalidate": /(?:^|,)\s*stale-while-revalidate=(\d+)/,
};

/** A Cache-Control directive's seconds, in milliseconds; undefined when it is not there. */
function directiveMs(cacheControl: string | null, name: keyof typeof DIRECTIVES) {
  const seconds = DIRECTIVES[name].exec(cacheControl ?? "")?.[1];
  return seconds === undefined ? undefined : Number(seconds) * 1000;
}
