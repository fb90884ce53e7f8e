/** Where an admin lands: /admin and a login without a way back go to the dashboard. */
export const ADMIN_HOME = "/admin/painel";

/** A base no real address has: a value that resolves elsewhere names another site. */
const HERE = "http://this-site.invalid";

/**
 * Only paths of this site are accepted as return addresses (ASVS 5.1.5). The value is read as
 * a browser would (tabs and new lines dropped, '\' taken for '/'), so '/\t/evil.example' and
 * '/\evil.example' are recognised as other sites; what is returned is the path as resolved.
 */
export function safeReturnPath(value: string | null | undefined, fallback = ADMIN_HOME) {
  if (!value?.startsWith("/")) return fallback;
  let url: URL;
  try {
    url = new URL(value, HERE);
  } catch {
    return fallback;
  }
  const path = `${url.pathname}${url.search}${url.hash}`;
  // '/a/..//evil.example' resolves to a path that would itself name another site.
  if (url.origin !== HERE || path.startsWith("//")) return fallback;
  return path;
}
