/**
 * A `Set-Cookie` value for the site's own cookies, all alike: the whole site, not readable by
 * scripts, sent on links from other sites but not on their posts, Secure under https. Written
 * here rather than by Express's `res.cookie` so a page answered from the page cache, before
 * Express's router (ADR 0023), carries exactly the cookies a rendered one does.
 */
export function setCookie(
  name: string,
  value: string,
  { maxAgeS, secure, now = Date.now() }: { maxAgeS: number; secure: boolean; now?: number },
) {
  const expires = new Date(now + maxAgeS * 1000).toUTCString();
  return `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeS}; Path=/; Expires=${expires}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}
