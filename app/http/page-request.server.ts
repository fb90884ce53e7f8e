import type { IncomingHttpHeaders, IncomingMessage } from "node:http";
import { parse as parseQuery } from "node:querystring";

/**
 * What the page cache's fast path, and the cookies and log line it adds, read of a request.
 * Express's `Request` is one; the fast path runs before Express and makes its own from Node's
 * request with `pageRequest`.
 */
export interface PageRequest {
  method: string;
  /** The address without its query, as Express's `req.path`. */
  path: string;
  headers: IncomingHttpHeaders;
  /** The query, parsed as Express parses it (Node's querystring). */
  readonly query: Record<string, unknown>;
}

/** Node's request for `url` (origin-form) as a `PageRequest`; the query is parsed on first read. */
export function pageRequest(req: IncomingMessage, url: string): PageRequest {
  const mark = url.indexOf("?");
  let query: Record<string, unknown> | undefined;
  return {
    method: req.method ?? "",
    path: mark === -1 ? url : url.slice(0, mark),
    headers: req.headers,
    get query() {
      query ??= mark === -1 ? {} : parseQuery(url.slice(mark + 1));
      return query;
    },
  };
}
