import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type {
  Request as ExpressRequest,
  Response as ExpressResponse,
  RequestHandler,
} from "express";
import fresh from "fresh";
import { LRUCache } from "lru-cache";
import Negotiator from "negotiator";
import type { AppLoadContext } from "react-router";
import { addressWithoutUtm } from "~/lib/campaign";
import { logger } from "~/server/logger.server";
import { inlineHashes } from "./inline-hashes.server";
import { cacheable, cachedAddress } from "./page-cache-rules.server";
import { type Compressed, compressions } from "./page-compressions.server";
import { pageLifetime, pageStaleWindow } from "./page-lifetime.server";
import { type PageRequest, pageRequest } from "./page-request.server";
import type { InlineHashes } from "./security-headers.server";

/**
 * Cached pages: a public page rendered once for every visitor whose cookies cannot change it
 * (ADR 0023). The same bytes for all (CSP hashes instead of a nonce, the form stamp in a
 * cookie), so brotli and gzip are made once. It lives its minute, or less when its max-age says
 * so; past that it is still answered within its own stale-while-revalidate while one render
 * replaces it (ADR 0032). Any admin change empties the cache (`forgetCachedPages`).
 */
type CachedPage = Compressed & {
  status: number;
  headers: [string, string][];
  /** The CSP that lets exactly this page's inline scripts and styles run. */
  policy: string;
  /** When its render began: its lifetime and its `Age` count from then. */
  renderedAt: number;
  freshUntil: number;
  staleUntil: number;
  /** The headers Express sent with it, less those of one answer, for `answerFromPageCache`. */
  sentWith?: string[];
};
/** Renders the page for the visitor who asked first; given the cached page it replaces. */
type Render = (before?: CachedPage) => Promise<{ page: CachedPage; cacheable: boolean }>;

/** A render for its own visitor only (a 404, a redirect, a cookie): the cache drops its key. */
class NotCached extends Error {
  constructor(
    readonly page: CachedPage,
    readonly render: Render,
  ) {
    super("página não guardada");
  }
}

const cacheOf = (max: number, maxSize: number) =>
  new LRUCache<string, CachedPage, Render>({
    max,
    maxSize,
    sizeCalculation: (page, key) =>
      page.identity.body.length + page.br.body.length + page.gzip.body.length + key.length * 2,
    ttl: 60_000,
    // Past its lifetime a page is answered by `pageCache` only (within its stale window).
    allowStale: true,
    noDeleteOnStaleGet: true,
    // Date's clock, which the pages' lifetimes are read by.
    perf: Date,
    ttlResolution: 0,
    // A render begun before an admin change is not cached, but still answers its visitor.
    ignoreFetchAbort: true,
    fetchMethod: async (key, stale, { options, context: render }) => {
      const rendered = await render(stale).catch((error) => {
        if (stale) logger.warn({ err: error, key }, "página do cache não renovada");
        throw error;
      });
      if (!rendered.cacheable) throw new NotCached(rendered.page, render);
      options.ttl = Math.max(1, rendered.page.freshUntil - Date.now());
      return rendered.page;
    },
  });
// Memory bound (ADR 0024); addresses with a query apart, so they push out no other (ADR 0033).
const pathPages = cacheOf(200, 16 * 1024 * 1024);
const queryPages = cacheOf(50, 4 * 1024 * 1024);
const cacheFor = (key: string) => (key.includes("?") ? queryPages : pathPages);

/** What the cache holds now (pages, bytes), for tests and measures. */
export const cachedPages = () => ({
  entries: pathPages.size + queryPages.size,
  bytes: pathPages.calculatedSize + queryPages.calculatedSize,
});

export function forgetCachedPages() {
  pathPages.clear();
  queryPages.clear();
}

/**
 * Express middleware in front of React Router for public page views: `render` is React
 * Router's handler, `context` this request's (its nonce replaced), `policy` the CSP for hashes.
 */
export function pageCache({
  render,
  context,
  policy,
}: {
  render: (request: Request, context: AppLoadContext) => Promise<Response>;
  context: (req: ExpressRequest, res: ExpressResponse) => AppLoadContext;
  policy: (hashes: InlineHashes) => string;
}): RequestHandler {
  async function renderPage(req: ExpressRequest, res: ExpressResponse, before?: CachedPage) {
    // The loader reads the clock for `max-age` after this: a page due to end by a post's date
    // (ADR 0015) ends by it, however long the render took.
    const renderedAt = Date.now();
    // A nonce only this render knows (see inlineHashes); the cached page carries none.
    const marker = randomBytes(18).toString("base64url");
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      for (const item of [value ?? []].flat()) headers.append(name, item);
    }
    const url = new URL(req.originalUrl, `${req.protocol}://${req.get("host") ?? "localhost"}`);
    const response = await render(new Request(url, { headers }), {
      ...context(req, res),
      cspNonce: marker,
    });
    const html = await response.text();
    const body = Buffer.from(html.replaceAll(` nonce="${marker}"`, ""));
    const cacheControl = response.headers.get("Cache-Control");
    const freshUntil = renderedAt + pageLifetime(cacheControl);
    const ok =
      freshUntil > renderedAt &&
      response.status === 200 &&
      !response.headers.has("Set-Cookie") &&
      (response.headers.get("Content-Type") ?? "").startsWith("text/html") &&
      !/private|no-store/.test(cacheControl ?? "") &&
      body.length <= 512 * 1024;
    const identity = { body, etag: "" };
    const page: CachedPage = {
      status: response.status,
      headers: [...response.headers],
      policy: policy(inlineHashes(html, marker)),
      ...(ok ? await compressions(body, before) : { identity, br: identity, gzip: identity }),
      renderedAt,
      freshUntil,
      staleUntil: freshUntil + pageStaleWindow(cacheControl),
    };
    return { page, cacheable: ok };
  }

  async function pageFor(req: ExpressRequest, res: ExpressResponse) {
    const key = addressWithoutUtm(req.originalUrl);
    const held = cacheFor(key).peek(key, { allowStale: true });
    const mine: Render = (before) => renderPage(req, res, before);
    try {
      const page = await cacheFor(key).fetch(key, {
        context: mine,
        allowStale: held !== undefined && Date.now() < held.staleUntil,
      });
      if (page) return page;
    } catch (error) {
      if (!(error instanceof NotCached)) throw error;
      if (error.render === mine) return error.page;
    }
    // Another visitor's render that was not for everyone: this visitor gets one of their own.
    return (await renderPage(req, res)).page;
  }

  return async (req, res, next) => {
    // One visitor's address (an ad click, a search) is rendered for them, as for a session.
    if (!cacheable(req) || !cachedAddress(req.originalUrl)) return next();
    try {
      send(req, res, await pageFor(req, res));
    } catch (error) {
      next(error);
    }
  };
}

const ENCODINGS = ["br", "gzip", "identity"] as const;
// Negotiator's tie-break (brotli first on equal q), which its types do not describe.
const negotiate = Negotiator.prototype.encoding as (
  this: Negotiator,
  available: readonly string[],
  options: { preferred: readonly string[] },
) => (typeof ENCODINGS)[number] | undefined;
const encodingOf = (req: IncomingMessage) =>
  negotiate.call(new Negotiator(req), ENCODINGS, { preferred: ENCODINGS }) ?? "identity";
/** Whole seconds since its render, rounded up: a browser keeps it no longer than we do. */
const ageOf = (page: CachedPage) =>
  String(Math.max(0, Math.ceil((Date.now() - page.renderedAt) / 1000)));
/** Headers of the body as React Router sent it, or of one answer: the cache sets its own. */
const OWN_HEADERS = new Set(["content-length", "transfer-encoding", "etag", "content-encoding"]);
const PER_ANSWER = new Set([...OWN_HEADERS, "set-cookie", "date", "age"]);

function send(req: ExpressRequest, res: ExpressResponse, page: CachedPage) {
  res.status(page.status);
  for (const [name, value] of page.headers) {
    if (!OWN_HEADERS.has(name)) res.append(name, value);
  }
  // In development Vite's inline scripts run without a policy; otherwise this page's own.
  if (res.getHeader("Content-Security-Policy")) {
    res.setHeader("Content-Security-Policy", page.policy);
  }
  res.vary("Accept-Encoding");
  if (!page.identity.etag) {
    res.send(page.identity.body);
    return;
  }
  if (!page.sentWith) res.once("finish", () => remember(page, res));
  const { body, etag, encoding } = page[encodingOf(req)];
  // Already compressed: the compression middleware leaves an encoded body alone.
  if (encoding) res.setHeader("Content-Encoding", encoding);
  res.setHeader("ETag", etag);
  res.setHeader("Age", ageOf(page));
  if (fresh(req.headers, { etag })) {
    res.status(304).end();
    return;
  }
  res.setHeader("Content-Length", body.length);
  res.end(body);
}

function remember(page: CachedPage, res: ExpressResponse) {
  if (res.statusCode !== 200 || page.sentWith) return;
  page.sentWith = Object.entries(res.getHeaders()).flatMap(([name, value]) =>
    PER_ANSWER.has(name) || value === undefined
      ? []
      : [value].flat().flatMap((item) => [name, String(item)]),
  );
}

/**
 * What a cached page answered before Express adds for one visitor: its `Set-Cookie` values (200,
 * or 304 for the copy they have), and what is noted as it goes out (`started`: `process.hrtime`).
 */
export interface CachedAnswer {
  cookies: (req: PageRequest, status: 200 | 304) => string[];
  answered: (req: PageRequest, status: 200 | 304, started: bigint) => void;
}

/**
 * server.js's request listener, before Express (ADR 0023): a fresh cached page that Express has
 * answered once goes out with the headers sent then, this visitor's cookies and the bytes of
 * their encoding. Express dressing a request costs more than the rest of a cached answer.
 * Anything else goes to `next`, which is Express; so does a failure here, if nothing was sent.
 */
export function answerFromPageCache({ cookies, answered }: CachedAnswer) {
  /** Answers `req` with a fresh cached page, if there is one for it; says whether it did. */
  function answerCached(req: IncomingMessage, res: ServerResponse) {
    const started = process.hrtime.bigint();
    const url = req.url ?? "";
    // Looked up first: a file or a form post is turned away by one map lookup.
    const key = url.startsWith("/") ? addressWithoutUtm(url) : "";
    const page = key ? cacheFor(key).get(key, { allowStale: false }) : undefined;
    const request = pageRequest(req, url);
    if (!page?.sentWith || !page.identity.etag || !cacheable(request)) return false;
    const { body, etag, encoding } = page[encodingOf(req)];
    const status = fresh(req.headers, { etag }) ? 304 : 200;
    const headers = [...page.sentWith, "ETag", etag, "Age", ageOf(page)];
    for (const cookie of cookies(request, status)) headers.push("Set-Cookie", cookie);
    if (status === 200 && encoding) headers.push("Content-Encoding", encoding);
    if (status === 200) headers.push("Content-Length", String(body.length));
    res.writeHead(status, headers).end(status === 200 ? body : undefined);
    answered(request, status, started);
    return true;
  }

  return (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    try {
      if (answerCached(req, res)) return;
    } catch (error) {
      logger.warn({ err: error }, "falha ao responder do cache de páginas antes do Express");
      if (res.headersSent) return;
    }
    next();
  };
}
