import { randomBytes } from "node:crypto";
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from "node:http";
import type {
  Request as ExpressRequest,
  Response as ExpressResponse,
  RequestHandler,
} from "express";
import type { AppLoadContext } from "react-router";
import { encodingFor } from "~/http/accept-encoding.server";
import { inlineHashes } from "~/http/inline-hashes.server";
import { cacheable, keptAddress, READS } from "~/http/page-cache-rules.server";
import { pageLifetime, pageStaleWindow } from "~/http/page-lifetime.server";
import { type PageRequest, pageRequest } from "~/http/page-request.server";
import { type Variant, variants } from "~/http/page-variants.server";
import type { InlineHashes } from "~/http/security-headers.server";
import { addressWithoutUtm } from "~/lib/campaign";
import { BoundedCache } from "~/server/bounded-cache.server";
import { logger } from "~/server/logger.server";

/**
 * Rendered public pages kept in memory for a minute, keyed by address (issue 7: a page served
 * from here costs a copy, not a render and its database queries). Only for visitors whose
 * cookies cannot change the page: anyone with a session, a flash message or a lead of their
 * own gets a fresh render. Any admin change (a post saved, imported, deleted) empties it
 * (`forgetCachedPages`). Past its minute a page is still answered, for as long as its own
 * `stale-while-revalidate` allows (ten minutes when it sets no Cache-Control), while one render
 * in the background replaces it (ADR 0032): the visitor after a quiet spell does not wait for
 * a render, and another instance of the site shows an edit from its next render on. Only
 * addresses many visitors share are kept, those with a query apart (ADR 0033): an ad click's
 * own address is rendered for its visitor and pushes no page out.
 *
 * A page rendered here is the same bytes for every visitor (ADR 0023): its inline scripts and
 * styles carry no nonce (the CSP lists their hashes, computed once) and its forms no stamp (a
 * cookie carries it, form-stamp.server.ts). So it is compressed once, with brotli and gzip,
 * and each visitor gets the bytes their `Accept-Encoding` takes, under a strong ETag of those
 * bytes.
 */

const MAX_PAGES = 200;
const MAX_PAGE_BYTES = 512 * 1024;
/** All pages together (ADR 0024): 200 distinct addresses of big pages must not hold 100 MB. */
const MAX_CACHE_BYTES = 16 * 1024 * 1024;
/** Addresses with a query, apart (ADR 0033): however many are asked, they push out none of the above. */
const MAX_QUERY_PAGES = 50;
const MAX_QUERY_BYTES = 4 * 1024 * 1024;
type Page = {
  status: number;
  headers: [string, string][];
  /** The policy that lets exactly this page's inline scripts and styles run. */
  policy: string;
  /** The page as rendered, then brotli and gzip of it. */
  identity: Variant;
  br: Variant;
  gzip: Variant;
  /** When its render began: its lifetime and its `Age` count from then. */
  storedAt: number;
  /** How long it is kept: the minute, or less when the page's own max-age says so. */
  ttl: number;
  /** How long past `ttl` it is answered while a render replaces it (ADR 0032). */
  staleFor: number;
  /**
   * The headers the whole server sent with it the first time (security headers, CSP, caching),
   * as name/value pairs, without those of one encoding or one visitor (ETag, length, cookies):
   * what `answerFromPageCache` sends again.
   */
  wire?: string[];
};

const sizeOf = (page: Page) =>
  page.identity.body.length + page.br.body.length + page.gzip.body.length;
// Memory bound (ADR 0024): by pages and by their bytes, least recently used out first.
const pathPages = new BoundedCache<Page>({
  maxEntries: MAX_PAGES,
  maxBytes: MAX_CACHE_BYTES,
  sizeOf,
});
const queryPages = new BoundedCache<Page>({
  maxEntries: MAX_QUERY_PAGES,
  maxBytes: MAX_QUERY_BYTES,
  sizeOf,
});
/** Where the page of an address is kept: with a query, apart (ADR 0033). */
const storeOf = (key: string) => (key.includes("?") ? queryPages : pathPages);
/** What the cache holds now (pages, bytes), for tests and measures. */
export function cachedPages() {
  const [paths, queries] = [pathPages.size, queryPages.size];
  return { entries: paths.entries + queries.entries, bytes: paths.bytes + queries.bytes };
}
/** Renders under way, one per page: visitors who ask meanwhile wait for it, or get the stale page. */
const rendering = new Map<string, Promise<Rendered>>();
/** Counts `forgetCachedPages`: a render begun before the last one is not kept. */
let generation = 0;
/** Headers that describe the body as React Router sent it; we set our own. */
const OWN_HEADERS = new Set(["content-length", "transfer-encoding", "etag", "content-encoding"]);

export function forgetCachedPages() {
  pathPages.clear();
  queryPages.clear();
  rendering.clear();
  generation++;
}

/**
 * The page kept for `key`: fresh, or stale (it may lend its compressions) and, within its
 * stale window, still `servable` while a render replaces it.
 */
function lookup(key: string, now: number): { fresh?: Page; stale?: Page; servable?: boolean } {
  const page = storeOf(key).get(key);
  if (!page) return {};
  const age = now - page.storedAt;
  if (age < page.ttl) return { fresh: page };
  return { stale: page, servable: age < page.ttl + page.staleFor };
}

function fetchRequest(req: ExpressRequest, signal?: AbortSignal) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const url = new URL(req.originalUrl, `${req.protocol}://${req.get("host") ?? "localhost"}`);
  return new Request(url, { headers, signal });
}

/** A render: a page to keep, or (an error, a redirect, a cookie set) one response's answer. */
type Rendered = { page: Page; storable: boolean };

export interface PageCacheOptions {
  /** React Router's request handler (fetch API). */
  render: (request: Request, context: AppLoadContext) => Promise<Response>;
  /** This request's context; pages here are rendered without its CSP nonce. */
  context: (req: ExpressRequest, res: ExpressResponse) => AppLoadContext;
  /** The CSP of a public page whose inline code runs by these hashes. */
  policy: (hashes: InlineHashes) => string;
}

/** Express middleware in front of React Router for public page views. */
export function pageCache({ render, context, policy }: PageCacheOptions): RequestHandler {
  async function renderPage(
    req: ExpressRequest,
    res: ExpressResponse,
    before: Page | undefined,
    signal?: AbortSignal,
  ): Promise<Rendered> {
    // Its lifetime counts from here: the loader read the clock for `max-age` after this, so a
    // page that must end by a post's date (ADR 0015) ends by it, however long the render took.
    const startedAt = Date.now();
    // A marker only this render knows (see inlineHashes); the kept page carries none.
    const marker = randomBytes(18).toString("base64url");
    const response = await render(fetchRequest(req, signal), {
      ...context(req, res),
      cspNonce: marker,
    });
    const rendered = await response.text();
    const hashes = inlineHashes(rendered, marker);
    const html = rendered.replaceAll(` nonce="${marker}"`, "");
    const body = Buffer.from(html);
    const cacheControl = response.headers.get("Cache-Control");
    const ttl = pageLifetime(cacheControl);
    const storable =
      ttl > 0 &&
      response.status === 200 &&
      !response.headers.has("Set-Cookie") &&
      (response.headers.get("Content-Type") ?? "").startsWith("text/html") &&
      !/private|no-store/.test(cacheControl ?? "") &&
      body.length <= MAX_PAGE_BYTES;
    const identity: Variant = { body, etag: "" };
    const page: Page = {
      status: response.status,
      headers: [...response.headers],
      policy: policy(hashes),
      // Only a kept page is compressed here and can be asked for again by its tag.
      ...(storable ? await variants(body, before) : { identity, br: identity, gzip: identity }),
      storedAt: startedAt,
      ttl,
      staleFor: pageStaleWindow(cacheControl),
    };
    return { page, storable };
  }

  /**
   * One render of `key` at a time. It replaces the kept page if it may be kept and nothing
   * emptied the cache since it began; otherwise (a 404, a 503, a cookie, a failure) the kept
   * page goes, so the next visitor sees what the site now answers rather than an old page.
   */
  function renderOnce(key: string, req: ExpressRequest, res: ExpressResponse, before?: Page) {
    const began = generation;
    const mine = renderPage(req, res, before).then(
      (rendered) => {
        if (began !== generation) return rendered;
        if (rendered.storable) storeOf(key).set(key, rendered.page);
        else storeOf(key).delete(key);
        return rendered;
      },
      (error) => {
        if (began === generation) storeOf(key).delete(key);
        throw error;
      },
    );
    rendering.set(key, mine);
    const done = () => {
      if (rendering.get(key) === mine) rendering.delete(key);
    };
    mine.then(done, done);
    return mine;
  }

  return async (req, res, next) => {
    // One visitor's address (an ad click, a search) is rendered for them, as for a session.
    if (!cacheable(req) || !keptAddress(req.originalUrl)) return next();
    try {
      // A campaign's utm values share one page (its address without them).
      const key = addressWithoutUtm(req.originalUrl);
      const { fresh, stale, servable } = lookup(key, Date.now());
      if (fresh) return send(req, res, fresh);
      if (stale && servable) {
        // Answered first; the render that replaces it runs after, one for all who ask.
        send(req, res, stale);
        if (!rendering.has(key)) {
          renderOnce(key, req, res, stale).catch((error) =>
            logger.warn({ err: error, path: req.path }, "página do cache não renovada"),
          );
        }
        return;
      }
      const shared = rendering.get(key);
      if (shared) {
        const rendered = await shared;
        // Not for everyone (a 404, a cookie set): this visitor gets a render of their own.
        const page = rendered.storable
          ? rendered.page
          : (await renderPage(req, res, undefined, abortedOnClose(res))).page;
        return send(req, res, page);
      }
      send(req, res, (await renderOnce(key, req, res, stale)).page);
    } catch (error) {
      next(error);
    }
  };
}

function abortedOnClose(res: ExpressResponse) {
  const aborted = new AbortController();
  res.on("close", () => aborted.abort());
  return aborted.signal;
}

function send(req: ExpressRequest, res: ExpressResponse, page: Page) {
  res.status(page.status);
  for (const [name, value] of page.headers) {
    if (!OWN_HEADERS.has(name)) res.append(name, value);
  }
  // In development Vite's inline scripts run without a policy; otherwise this page's own.
  if (res.getHeader("Content-Security-Policy")) {
    res.setHeader("Content-Security-Policy", page.policy);
  }
  res.vary("Accept-Encoding");
  const variant = page.identity.etag
    ? page[encodingFor(req.headers["accept-encoding"])]
    : undefined;
  if (!variant) {
    res.send(page.identity.body);
    return;
  }
  // The first answer of a kept page teaches the fast path what to send with it.
  if (!page.wire) res.once("finish", () => remember(page, res));
  // Already compressed: the compression middleware leaves an encoded body alone.
  if (variant.encoding) res.setHeader("Content-Encoding", variant.encoding);
  res.setHeader("ETag", variant.etag);
  res.setHeader("Age", ageOf(page, Date.now()));
  // The same bytes as the visitor already has: nothing to send.
  if (req.fresh) {
    res.status(304).end();
    return;
  }
  res.setHeader("Content-Length", variant.body.length);
  res.end(variant.body);
}

/** Headers that belong to one answer, not to the page: set anew by the fast path. */
const PER_ANSWER = new Set([
  "content-length",
  "content-encoding",
  "etag",
  "set-cookie",
  "date",
  "age",
]);

/**
 * A kept page's `Age`, in whole seconds rounded up: a browser keeps it `max-age` minus this, so
 * a page answered 40 s after its render is not kept another full `max-age`, past the minute
 * or a post's date.
 */
const ageOf = (page: Page, now: number) =>
  String(Math.max(0, Math.ceil((now - page.storedAt) / 1000)));

function remember(page: Page, res: ExpressResponse) {
  if (res.statusCode !== 200 || page.wire) return;
  const wire: string[] = [];
  for (const [name, value] of Object.entries(res.getHeaders())) {
    if (PER_ANSWER.has(name) || value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) wire.push(name, String(item));
  }
  page.wire = wire;
}

/** What a page answered from the cache adds for one visitor, and what is noted of it. */
export interface CachedAnswer {
  /** `Set-Cookie` values for a page answered to this request (200, or 304 for a copy kept). */
  cookies: (req: PageRequest, status: 200 | 304) => string[];
  /** Called as the answer goes out; `started` is when it was asked (`process.hrtime`). */
  answered: (req: PageRequest, status: 200 | 304, started: bigint) => void;
}

/**
 * The fast path (ADR 0023), Node's request listener in front of Express: a fresh kept page
 * goes out with the headers the server sent with it before, this visitor's cookies and the
 * bytes of their encoding, without Express, the router, the compression middleware or a
 * header set one by one. Express dressing a request (its prototypes, its router) cost about
 * as much as the rest of a cached answer together. Anything else (a stale page, a page not yet
 * answered once, a visitor with a session) goes to `next`, which is Express.
 */
export function answerFromPageCache({ cookies, answered }: CachedAnswer) {
  return (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    let done = false;
    try {
      done = answerKept(req, res, cookies, answered);
    } catch (error) {
      logger.warn({ err: error }, "falha no caminho rápido do cache de páginas");
      // Nothing sent yet (a cookie refused by `writeHead`): Express answers, as for a page not
      // kept. Sent already (the log line failed): the visitor has the page.
      done = res.headersSent;
    }
    if (!done) next();
  };
}

/** Answers `req` with a fresh kept page, if there is one for it; says whether it did. */
function answerKept(
  req: IncomingMessage,
  res: ServerResponse,
  cookies: CachedAnswer["cookies"],
  answered: CachedAnswer["answered"],
) {
  const url = req.url ?? "";
  // An absolute-form address ("http://host/path") is Express's to read.
  if (!READS.has(req.method ?? "") || !url.startsWith("/")) return false;
  const now = Date.now();
  // The key is made as `pageCache` makes it from Express's `req.originalUrl`. Looked up first:
  // a file or a form post is turned away by one map lookup.
  const { fresh } = lookup(addressWithoutUtm(url), now);
  if (!fresh?.wire || !fresh.identity.etag) return false;
  const started = process.hrtime.bigint();
  const request = pageRequest(req, url);
  if (!cacheable(request)) return false;
  const variant = fresh[encodingFor(req.headers["accept-encoding"])];
  const status = sameCopy(req.headers, variant.etag) ? 304 : 200;
  const headers = [...fresh.wire, "ETag", variant.etag, "Age", ageOf(fresh, now)];
  for (const cookie of cookies(request, status)) headers.push("Set-Cookie", cookie);
  if (status === 304) {
    res.writeHead(304, headers).end();
  } else {
    if (variant.encoding) headers.push("Content-Encoding", variant.encoding);
    headers.push("Content-Length", String(variant.body.length));
    res.writeHead(200, headers).end(variant.body);
  }
  answered(request, status, started);
  return true;
}

/** Whether the visitor's copy is these bytes (`If-None-Match`), as Express's `req.fresh` says. */
function sameCopy(headers: IncomingHttpHeaders, etag: string) {
  const asked = headers["if-none-match"];
  if (!asked || /(?:^|,)\s*no-cache\s*(?:,|$)/.test(headers["cache-control"] ?? "")) {
    return false;
  }
  return asked === "*" || asked.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}
