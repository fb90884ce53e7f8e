/**
 * A `Set-Cookie` value for the site's own cookies, all alike: the whole site, not readable by
 * scripts, sent on links from other sites but not on their posts, Secure under https. Written
 * here rather than by Express's `res.cookie` so a page answered from the page cache, before
 * Express's router (ADR 0023), carries exactly the cookies a rendered one does.
 */
export function setCookie(
  name: string,
  value: string,
  { maxAgeS, secure }: { maxAgeS: number; secure: boolean },
) {
  // Max-Age alone: every browser in use reads it, and no `Expires` date spends header bytes
  // in the first round trip of a page.
  return `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeS}; Path=/; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}
