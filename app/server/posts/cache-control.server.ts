/**
 * Cache-Control of the public blog pages: a minute fresh, then served stale for ten while the
 * next request refreshes it. Signed-in editors always get a fresh page, so what they save
 * shows on their next request.
 */
export function blogCacheControl(request: Request) {
  const editor = /(?:^|;\s*)(?:__Host-)?admin=/.test(request.headers.get("Cookie") ?? "");
  return editor ? "private, no-store" : "public, max-age=60, stale-while-revalidate=600";
}
