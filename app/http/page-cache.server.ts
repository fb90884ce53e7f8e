import { createHash } from "node:crypto";
import type {
  Request as ExpressRequest,
  Response as ExpressResponse,
  RequestHandler,
} from "express";
import type { AppLoadContext } from "react-router";
import { isPrivatePath } from "~/http/private-paths.server";
import { CONSENT_COOKIE } from "~/lib/consent";
import { BoundedCache } from "~/server/bounded-cache.server";

/**
 * Rendered public pages kept in memory for a minute, keyed by address (issue 7: a page served
 * from here costs a copy, not a render and its database queries). Only for visitors whose
 * cookies cannot change the page: anyone with a session, a flash message or a lead of their
 * own gets a fresh render. Any admin change (a post saved, imported, deleted) empties it
 * (`forgetCachedPages`); the minute bounds what another instance of the site may serve late.
 *
 * Each page carries values made for its response: the form time stamp of when it was served
 * (the spam guard) and the nonce of its inline scripts (the CSP). A page from here gets this
 * response's values in place of the ones it was rendered with.
 */

const TTL_MS = 60_000;
const MAX_PAGES = 200;
const MAX_PAGE_BYTES = 512 * 1024;
/** All pages together (ADR 0024): 200 distinct addresses of big pages must not hold 100 MB. */
const MAX_CACHE_BYTES = 16 * 1024 * 1024;
/**
 * Cookies that do not change what a page shows: first-touch attribution, and the cookie choice,
 * which only the page's inline script reads (ADR 0020).
 */
const NEUTRAL_COOKIES = new Set(["origem", CONSENT_COOKIE]);

type Page = {
  status: number;
  headers: [string, string][];
  /** The body cut where a per-response value was; `slots[i]` names the value after part i. */
  parts: Buffer[];
  slots: number[];
  etag?: string;
  storedAt: number;
  /** How long it is kept: the minute, or less when the page's own max-age says so. */
  ttl: number;
};

/**
 * A page lives at most its response's `max-age` (a blog page that lists posts says how long
 * until the next scheduled post is due, ADR 0015), and never more than the minute.
 */
export function pageLifetime(cacheControl: string | null) {
  const maxAge = /(?:^|,)\s*max-age=(\d+)/.exec(cacheControl ?? "")?.[1];
  return maxAge === undefined ? TTL_MS : Math.min(TTL_MS, Number(maxAge) * 1000);
}

/** The per-response values of a render, in slot order. */
const perResponse = (context: AppLoadContext) => [context.formToken, context.cspNonce];

function cut(html: string, values: string[]) {
  const parts: Buffer[] = [];
  const slots: number[] = [];
  let from = 0;
  for (;;) {
    let at = -1;
    let slot = -1;
    values.forEach((value, index) => {
      const found = value ? html.indexOf(value, from) : -1;
      if (found !== -1 && (at === -1 || found < at)) [at, slot] = [found, index];
    });
    if (at === -1) break;
    parts.push(Buffer.from(html.slice(from, at)));
    slots.push(slot);
    from = at + (values[slot]?.length ?? 0);
  }
  parts.push(Buffer.from(html.slice(from)));
  return { parts, slots };
}

function join({ parts, slots }: Pick<Page, "parts" | "slots">, values: string[]) {
  const fresh = values.map((value) => Buffer.from(value));
  return Buffer.concat(
    parts.flatMap((part, index) => {
      const slot = slots[index];
      return slot === undefined ? [part] : [part, fresh[slot] ?? Buffer.alloc(0)];
    }),
  );
}

// Memory bound (ADR 0024): by pages and by their bytes, least recently used out first.
const pages = new BoundedCache<Page>({
  maxEntries: MAX_PAGES,
  maxBytes: MAX_CACHE_BYTES,
  sizeOf: (page) => page.parts.reduce((sum, part) => sum + part.length, 0),
});
/** What the cache holds now (pages, bytes), for tests and measures. */
export const cachedPages = () => pages.size;
/** Headers that describe the body as React Router sent it; Express sets its own. */
const SENT_BY_EXPRESS = new Set(["content-length", "transfer-encoding", "etag"]);

export function forgetCachedPages() {
  pages.clear();
}

function cacheable(req: ExpressRequest) {
  if (req.method !== "GET") return false;
  // Admin and booking pages are for one person; covers and social cards (bytes, not HTML)
  // have their own cache headers and caches.
  if (
    req.path.endsWith(".data") ||
    req.path.startsWith("/uploads/") ||
    req.path.startsWith("/og/") ||
    isPrivatePath(req.path)
  ) {
    return false;
  }
  const cookies = req.headers.cookie?.split(";") ?? [];
  return cookies.every((cookie) => NEUTRAL_COOKIES.has(cookie.split("=")[0]?.trim() ?? ""));
}

function lookup(key: string, now: number) {
  const page = pages.get(key);
  if (!page) return undefined;
  if (now - page.storedAt <= page.ttl) return page;
  pages.delete(key);
  return undefined;
}

function keep(key: string, page: Page) {
  pages.set(key, page);
}

function fetchRequest(req: ExpressRequest, signal: AbortSignal) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const url = new URL(req.originalUrl, `${req.protocol}://${req.get("host") ?? "localhost"}`);
  return new Request(url, { headers, signal });
}

export interface PageCacheOptions {
  /** React Router's request handler (fetch API). */
  render: (request: Request, context: AppLoadContext) => Promise<Response>;
  /** This request's context, with its own form time stamp and CSP nonce. */
  context: (req: ExpressRequest, res: ExpressResponse) => AppLoadContext;
}

/** Express middleware in front of React Router for public page views. */
export function pageCache({ render, context }: PageCacheOptions): RequestHandler {
  return async (req, res, next) => {
    if (!cacheable(req)) return next();
    try {
      const key = req.originalUrl;
      const ownContext = context(req, res);
      let page = lookup(key, Date.now());
      let body: Buffer;
      if (page) {
        body = join(page, perResponse(ownContext));
      } else {
        const aborted = new AbortController();
        res.on("close", () => aborted.abort());
        const response = await render(fetchRequest(req, aborted.signal), ownContext);
        const html = await response.text();
        body = Buffer.from(html);
        const ttl = pageLifetime(response.headers.get("Cache-Control"));
        const storable =
          ttl > 0 &&
          response.status === 200 &&
          !response.headers.has("Set-Cookie") &&
          (response.headers.get("Content-Type") ?? "").startsWith("text/html") &&
          !/private|no-store/.test(response.headers.get("Cache-Control") ?? "") &&
          body.length <= MAX_PAGE_BYTES;
        page = {
          status: response.status,
          headers: [...response.headers],
          ...(storable ? cut(html, perResponse(ownContext)) : { parts: [], slots: [] }),
          // Only a kept page can be asked for again by its tag.
          etag: storable ? `W/"${createHash("sha1").update(body).digest("base64url")}"` : undefined,
          storedAt: Date.now(),
          ttl,
        };
        if (storable) keep(key, page);
      }
      res.status(page.status);
      for (const [name, value] of page.headers) {
        if (!SENT_BY_EXPRESS.has(name)) res.append(name, value);
      }
      // The same page as the visitor already has (its values aside): nothing to send.
      if (page.etag) res.set("ETag", page.etag);
      if (page.etag && req.fresh) {
        res.status(304).end();
        return;
      }
      res.send(body);
    } catch (error) {
      next(error);
    }
  };
}
