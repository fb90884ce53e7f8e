// The React Router build of this app, made by the same Vite build as this file.
import * as build from "virtual:react-router/server-build";
import { createRequestHandler } from "@react-router/express";
import express, {
  type ErrorRequestHandler,
  type Request as ExpressRequest,
  type Response as ExpressResponse,
  type RequestHandler,
} from "express";
import onHeaders from "on-headers";
import { type AppLoadContext, createRequestHandler as createFetchHandler } from "react-router";
import { bodyLimit } from "~/http/body-limit.server";
import { clientIp } from "~/http/client-ip.server";
import { formStamp, stampable, stampCookie } from "~/http/form-stamp.server";
import { health, markStopping } from "~/http/health.server";
import { answerFromPageCache, forgetCachedPages, pageCache } from "~/http/page-cache.server";
import type { PageRequest } from "~/http/page-request.server";
import {
  forgetPagePaths,
  noteServedPage,
  pageViews,
  rememberServedPage,
} from "~/http/page-views.server";
import { isPrivatePath } from "~/http/private-paths.server";
import {
  contentSecurityPolicy,
  securityHeaders as headersFor,
} from "~/http/security-headers.server";
import { isoDate } from "~/lib/dates";
import { startViewSweep } from "~/server/analytics/views.server";
import { ensureFirstAdmin } from "~/server/auth/admins.server";
import { isSameOrigin } from "~/server/auth/origin.server";
import { sessionSecrets } from "~/server/auth/secret.server";
import { hasAdminSession } from "~/server/auth/session.server";
import { startBusySchedule } from "~/server/booking/busy-refresh.server";
import { ensureFirstHost } from "~/server/booking/hosts.server";
import { createDataDir, restrictNewFiles, secureDataDir } from "~/server/data-dir.server";
import { applyMigrations, startDatabase, stopDatabase } from "~/server/db/index.server";
import { type Env, env } from "~/server/env.server";
import { type Instance, startInstance } from "~/server/instances/index.server";
import { startLeadDelivery, stopLeadDelivery } from "~/server/leads/index.server";
import { logger } from "~/server/logger.server";
import { embeddedAddresses } from "~/server/site-settings/settings.server";
import { startNotice } from "~/server/start-notice.server";
import { processExistingImages } from "~/server/storage/backfill.server";
import { type PageCopy, pages } from "~content/pages";
import { attributionCookie, firstTouch, rememberAttribution } from "./remember-attribution.server";

/** What server.js mounts before the app: the build's assets and the public folder's files. */
export { serverAddresses } from "~/lib/early-addresses";
export { NotMigratedError } from "~/server/db/index.server";
export { ConfigError } from "~/server/env.server";
export { logger };

/**
 * Reads the configuration (throws ConfigError), creates DATA_DIR and keeps it to its owner,
 * opens and migrates the database: for the server and for `npm run images:process` alike.
 */
async function openData() {
  const config = env();
  logger.level = config.LOG_LEVEL;
  const started = Date.now();
  restrictNewFiles();
  if (!config.DATABASE_URL) await createDataDir(config.DATA_DIR);
  const db = await startDatabase(
    config,
    (message) => logger.info(message),
    (message) => logger.warn(message),
  );
  logger.info({ database: db.kind, ms: Date.now() - started }, "banco de dados pronto");
  // After the database: a first start has just made PGlite's files.
  const modes = await secureDataDir(config.DATA_DIR);
  if (modes.failed > 0 || modes.truncated)
    logger.warn(
      { dir: config.DATA_DIR, ...modes },
      "permissões de DATA_DIR não ajustadas por inteiro",
    );
  return { config, db };
}

/** What this instance keeps of the pages, forgotten when the site changes (here or elsewhere). */
function forgetPages() {
  forgetCachedPages();
  forgetPagePaths();
}

let instance: Instance | undefined;

/** An admin change here: this instance's pages now, the other instances' through PostgreSQL. */
function siteChanged() {
  forgetPages();
  instance
    ?.announceChange()
    .catch((error) => logger.warn({ err: error }, "mudança não anunciada às outras instâncias"));
}

/**
 * Opens the data (`openData`), then the first admin, lead delivery and the background work.
 * `announce` (the server's start, not a test's app in process) prints what is on.
 */
export async function boot({ announce = false } = {}): Promise<Env> {
  const { config, db } = await openData();
  const admin = await ensureFirstAdmin(config, db.kind === "embedded", (m) => logger.warn(m));
  // Plain lines, not JSON: the first `npm start` must show its password to whoever runs it,
  // at once, so a later failure to start cannot lose it.
  if (announce || admin) process.stdout.write(startNotice(config, admin).join("\n"));
  instance = await startInstance(db, config, forgetPages);
  startLeadDelivery();
  // The booking (ADR 0057): a fresh install's first admin takes calls; hosts' calendars read.
  await ensureFirstHost(db.db);
  busySchedule ??= startBusySchedule(db.db);
  // Page views (ADR 0019): past days' salts and marks deleted within the hour.
  viewSweep ??= startViewSweep(db.db, isoDate, (error) =>
    logger.warn({ err: error }, "sal e marcas de dias passados não excluídos"),
  );
  // Uploads from before the image pipeline (ADR 0016): in the background, never holding start.
  processExistingImages().then(
    ({ processed, failed }) => {
      if (processed) forgetCachedPages();
      if (processed || failed) logger.info({ processed, failed }, "imagens antigas processadas");
    },
    (error) => logger.warn({ err: error }, "processamento das imagens antigas falhou"),
  );
  return config;
}

let viewSweep: ReturnType<typeof startViewSweep> | undefined;
let busySchedule: ReturnType<typeof startBusySchedule> | undefined;

/**
 * `npm run images:process` (scripts/process-images.mjs): what `boot` starts in the background
 * for old uploads, done now, with its counts. Through the build, like the server: the database
 * seeds the sample content, which only Vite can load (`import.meta.glob`).
 */
export async function processImagesNow() {
  await openData();
  try {
    return await processExistingImages();
  } finally {
    await stopDatabase();
  }
}

/**
 * SIGTERM, before the listener closes (ADR 0046): /readyz fails from now on, the instance stops
 * listening for the others' changes, and the delivery worker claims nothing more; what it is
 * sending gets until `until` (ms since the epoch), then goes back to the queue. The database
 * stays open for the requests in flight: `shutdown` closes it.
 */
export async function beginShutdown(until: number) {
  markStopping();
  viewSweep?.stop();
  viewSweep = undefined;
  busySchedule?.stop();
  busySchedule = undefined;
  const leaving = instance;
  instance = undefined;
  await Promise.all([
    leaving?.stop().catch((error) => logger.warn({ err: error }, "instância não saiu do registro")),
    stopLeadDelivery(Math.max(0, until - Date.now())),
  ]);
}

export async function shutdown() {
  await beginShutdown(Date.now());
  await stopDatabase();
}

/** `npm run db:migrate` (scripts/migrate.mjs): the pending migrations applied; their names. */
export async function migrateNow(): Promise<string[]> {
  const config = env();
  logger.level = config.LOG_LEVEL;
  if (!config.DATABASE_URL) await createDataDir(config.DATA_DIR);
  return applyMigrations(config);
}

/** One line per request: method, path, status, duration. */
const logRequest = (req: PageRequest, status: number, started: bigint) => {
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  logger.info(
    { method: req.method, path: req.path, status, ms: Math.round(ms * 10) / 10 },
    "request",
  );
};
export const logRequests: RequestHandler = (req, res, next) => {
  const started = process.hrtime.bigint();
  res.on("finish", () => logRequest(req, res.statusCode, started));
  next();
};

/** Security headers and the response's CSP nonce, on every response of the app. */
export const securityHeaders = headersFor(env, { dev: process.env.NODE_ENV === "development" });

export const app = express.Router();

/**
 * Served over HTTPS (BASE_URL https), the site sits behind a proxy that ends TLS: requests
 * reach us over http, maybe under an inner host name. Every request is for the public site,
 * so it is read as addressed to BASE_URL; otherwise React Router would refuse every form
 * post, whose Origin names the public https address, as coming from another site.
 */
let publicSite: URL | undefined;
app.use((req, _res, next) => {
  if (!publicSite) publicSite = new URL(env().BASE_URL);
  const site = publicSite;
  if (site.protocol === "https:") {
    Object.defineProperty(req, "protocol", { value: "https" });
    req.headers.host = site.host;
  }
  next();
});
/**
 * Admin responses (pages, data, the CSV, redirects, errors) and the booking pages (the calendar
 * address holds the visitor's name, e-mail and phone) are never kept by a browser or a proxy.
 * Set as the headers go out, so no route, error page or cache of ours can send anything else.
 */
app.use((req, res, next) => {
  if (isPrivatePath(req.path)) {
    onHeaders(res, () => res.setHeader("Cache-Control", "private, no-store"));
  }
  next();
});
app.use(securityHeaders);

// Page views (ADR 0019): answered here, before the refusals below, which it applies itself.
const renderPage = createFetchHandler(build, process.env.NODE_ENV);
app.use(
  pageViews((request) =>
    renderPage(request, {
      clientIp: "",
      cspNonce: "",
      routes: build.routes,
    }),
  ),
);
/**
 * A post, put or delete sent by another site is refused here, before any route reads it: a
 * 403 page in Portuguese. Route handlers check again (defence in depth), and React Router's own
 * check never has to fire.
 */
app.use((req, res, next) => {
  if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
  const headers = new Headers();
  for (const name of ["origin", "sec-fetch-site"]) {
    const value = req.headers[name];
    if (typeof value === "string") headers.set(name, value);
  }
  const url = `${req.protocol}://${req.headers.host ?? "localhost"}${req.originalUrl}`;
  if (isSameOrigin({ headers, url })) return next();
  logger.warn(
    { method: req.method, url: req.originalUrl, origin: req.headers.origin },
    "envio recusado: origem de outro site",
  );
  sendPlainPage(res, 403, pages.crossSite);
});
app.use(
  bodyLimit(({ status, limit }, req, res) => {
    logger.warn({ status, limit, method: req.method, url: req.originalUrl }, "corpo recusado");
    sendPlainPage(res, status, status === 413 ? pages.tooLarge : pages.badRequest);
  }),
);

app.use(health);

app.get("/{*splat}", rememberAttribution);
app.get("/{*splat}", rememberServedPage);
// The spam guard's stamp of when a page was served, in a cookie (ADR 0023).
const stamp = {
  secret: () => sessionSecrets(env())[0] ?? "",
  secure: () => env().BASE_URL.startsWith("https://"),
};
app.use(formStamp(stamp));

const loadContext = (req: ExpressRequest, res: ExpressResponse): AppLoadContext => ({
  clientIp: clientIp(req, env().TRUST_PROXY),
  cspNonce: String(res.locals.cspNonce ?? ""),
  routes: build.routes,
});

/**
 * Whatever a signed-in admin changes may show on public pages, on this instance and the others.
 * Only a post that was answered without a refusal, from a live session, counts: a stranger's
 * posts to /admin (a failed sign-in, a forged cookie) must not empty every instance's cache.
 */
app.use("/admin", (req, res, next) => {
  if (req.method === "GET" || req.method === "HEAD") return next();
  // Read before the action runs: a sign-out deletes the very session this asks about, and a
  // read racing it would find none and leave the old pages in place.
  hasAdminSession(req.headers.cookie)
    .catch((error) => {
      logger.warn({ err: error }, "sessão não lida em envio ao painel");
      return false;
    })
    .then((signedIn) => {
      // Emptied as the answer goes out, before the editor can ask for the page again.
      if (signedIn) {
        res.on("finish", () => {
          if (res.statusCode < 400) siteChanged();
        });
      }
      next();
    });
});

app.get(
  "/{*splat}",
  pageCache({
    render: renderPage,
    context: loadContext,
    // After the render: the page's loaders have just read the site's settings.
    policy: (hashes) => contentSecurityPolicy(env(), hashes, { embedded: embeddedAddresses() }),
  }),
);

/**
 * server.js's request listener, in front of Express: a public page kept by the page cache goes
 * out from there (ADR 0023), with the cookies and the log line the middlewares above would have
 * given it.
 */
export const fromPageCache = answerFromPageCache({
  cookies: (req, status) => [
    ...(stampable(req) ? [stampCookie(stamp)] : []),
    ...(status === 200 && firstTouch(req) ? [attributionCookie(req)] : []),
  ],
  answered: (req, status, started) => {
    if (status === 200) noteServedPage(req.path);
    logRequest(req, status, started);
  },
});

app.all(
  "/{*splat}",
  createRequestHandler({ build, mode: process.env.NODE_ENV, getLoadContext: loadContext }),
);

/** A short page in Portuguese for what is answered before React Router (no site CSS, no stack). */
function sendPlainPage(res: ExpressResponse, status: number, copy: PageCopy) {
  res
    .status(status)
    .type("html")
    .set("Cache-Control", "no-store")
    .send(
      `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${copy.title}</title></head><body><main><h1>${copy.heading}</h1><p>${copy.intro}</p><p><a href="/">Voltar para o início</a></p></main></body></html>`,
    );
}

/**
 * Mounted once, last, by whoever serves `app` (server.js, the tests), so it also answers for
 * what fails around the app (static files). What fails before React Router answers (an address that cannot be decoded, a fault of a
 * middleware): a short page in Portuguese, never Express's English one, never a stack.
 */
export const errorPage: ErrorRequestHandler = (error, req, res, _next) => {
  const status = Number(error?.status ?? error?.statusCode);
  const refused = status >= 400 && status < 500;
  if (refused)
    logger.warn({ status, method: req.method, url: req.originalUrl }, "requisição recusada");
  else
    logger.error(
      { err: error, method: req.method, url: req.originalUrl },
      "erro ao atender requisição",
    );
  if (res.headersSent) return res.end();
  sendPlainPage(res, refused ? status : 500, refused ? pages.badRequest : pages.serverError);
};
