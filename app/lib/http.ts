import { data } from "react-router";

/** Ends a loader with a 404; the route's error boundary shows the page's own not-found text. */
export function notFound(): never {
  throw data(null, { status: 404 });
}

/**
 * `headers` export of pages editors update (the blog): the loader's Cache-Control, unless the
 * response sets a cookie (a flash message), which must never be cached for others.
 */
export const pageCacheHeaders = ({
  loaderHeaders,
  parentHeaders,
  errorHeaders,
}: {
  loaderHeaders: Headers;
  parentHeaders: Headers;
  /** A thrown answer's headers (a 503 while the database is down says no-store). */
  errorHeaders?: Headers;
}) => {
  const headers = new Headers(parentHeaders);
  const cache = (errorHeaders ?? loaderHeaders).get("Cache-Control");
  if (cache) headers.set("Cache-Control", headers.has("Set-Cookie") ? "private, no-store" : cache);
  return headers;
};

/**
 * `headers` export of admin pages with personal data (leads): never kept by a browser or
 * proxy cache, while the parent's cookies (a flash message) still go out.
 */
export const privatePageHeaders = ({ parentHeaders }: { parentHeaders: Headers }) => {
  const headers = new Headers(parentHeaders);
  headers.set("Cache-Control", "private, no-store");
  return headers;
};
