import { env } from "../env.server";

/**
 * CSRF defence for admin actions: a browser names the page a post came from in Origin, or at
 * least says whether it was cross-site in Sec-Fetch-Site. Anything not from this site is refused.
 * A request with neither header is not a browser's (no cookie of ours rides a cross-site post
 * anyway: the session is SameSite=Lax).
 */
export function isSameOrigin(request: Pick<Request, "headers" | "url">): boolean {
  const origin = request.headers.get("Origin");
  if (origin) {
    if (origin === "null") return false;
    return origin === new URL(request.url).origin || origin === new URL(env().BASE_URL).origin;
  }
  const site = request.headers.get("Sec-Fetch-Site");
  return !site || site === "same-origin" || site === "none";
}
