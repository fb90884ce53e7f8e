/**
 * Cache-Control of the public blog pages: a minute fresh, then served stale for ten while the
 * next request refreshes it. Signed-in editors always get a fresh page, so what they save
 * shows on their next request.
 *
 * A page that lists posts must not outlive the next scheduled post's date (ADR 0015): when
 * `nextDue` falls inside those minutes, the page is fresh only until then and never stale after
 * it. The in-memory page cache reads the same `max-age`.
 */
export function blogCacheControl(request: Request, nextDue?: Date, now: Date = new Date()) {
  const editor = /(?:^|;\s*)(?:__Host-)?admin=/.test(request.headers.get("Cookie") ?? "");
  return editor ? "private, no-store" : publicCacheControl(60, 600, nextDue, now);
}

/** `public, max-age=…, stale-while-revalidate=…`, both cut so as to end by `nextDue`. */
export function publicCacheControl(
  maxAge: number,
  staleFor: number,
  nextDue?: Date,
  now: Date = new Date(),
) {
  const untilDue = nextDue
    ? Math.max(0, Math.floor((nextDue.getTime() - now.getTime()) / 1000))
    : Number.POSITIVE_INFINITY;
  const fresh = Math.min(maxAge, untilDue);
  const stale = Math.min(staleFor, untilDue - fresh);
  return stale > 0
    ? `public, max-age=${fresh}, stale-while-revalidate=${stale}`
    : `public, max-age=${fresh}`;
}
