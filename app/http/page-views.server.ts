import type { IncomingMessage } from "node:http";
import type { Request as ExpressRequest, RequestHandler } from "express";
import express from "express";
import { isbot } from "isbot";
import { LRUCache } from "lru-cache";
import onHeaders from "on-headers";
import { isoDate } from "~/lib/dates";
import { serverAddresses } from "~/lib/early-addresses";
import { VITALS_FIELD } from "~/lib/vitals";
import {
  deviceClass,
  normalizePath,
  referrerHost,
  utmOf,
} from "~/server/analytics/dimensions.server";
import { countView } from "~/server/analytics/views.server";
import { countVitals, parseVitals } from "~/server/analytics/vitals.server";
import { isSameOrigin } from "~/server/auth/origin.server";
import { getAdmin } from "~/server/auth/session.server";
import { db } from "~/server/db/index.server";
import { env } from "~/server/env.server";
import { type Limit, take } from "~/server/limits/limiter.server";
import { logger } from "~/server/logger.server";
import { clientIp } from "./client-ip.server";
import { isPrivatePath } from "./private-paths.server";

/**
 * The page-view endpoint (ADR 0019). `POST /visita` is the beacon each public page's
 * inline script sends (`app/lib/page-view.ts`), with the path, its utm_* and the referrer;
 * `GET /visita` is the image of the page's `<noscript>`, whose Referer is the page's address.
 * Both always answer the same (204, or a transparent GIF), counted or not, never an error page:
 * a view that cannot be counted must never show on a page.
 *
 * Nothing is counted for bots, prefetches, signed-in staff, admin and personal pages, or a
 * path that is not one of our public pages (checked against what this server served, else by
 * rendering it once, as a stranger would see it).
 *
 * A beacon with the `vitals` field carries the Web Vitals of the page as first loaded (ADR
 * 0052) instead of a view: the same rules, a limit of its own, and its values checked before
 * anything is stored.
 */

const GIF = Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64");
/** A beacon's fields are a path, a referrer and three utm values (or three vitals). */
const MAX_BODY = 4096;
/** Views per client address, across instances: more than any person reads in 10 minutes. */
const VIEW_LIMIT: Limit = { name: "view", points: 120, durationS: 600 };
/** Vitals beacons per client address: one per page loaded, counted apart from the views. */
const VITALS_LIMIT: Limit = { name: "vitals", points: 120, durationS: 600 };
/** The longest the endpoint waits for the database before answering anyway. */
const WAIT_MS = 2_000;
const ADMIN_COOKIE = /(?:^|;\s*)(?:__Host-)?admin=/;

interface Seen {
  /** Only a beacon may carry vitals: an image's page address never does. */
  vitals: boolean;
  path?: string;
  referrer: string;
  query: URLSearchParams;
}

type Render = (request: Request) => Promise<Response>;
const SERVED_MS = 10 * 60_000;
const NOT_A_PAGE_MS = 60_000;

/**
 * Whether paths are public pages, as last seen: served lately, else rendered once as a stranger
 * sees it (visitors asking meanwhile share that render); not a page is remembered for less
 * long. Bounded by count: a path is at most MAX_PATH (200) characters, so 10,000 hold at most
 * about 4 MB (ADR 0024).
 */
export const pathMemory = (max: number) =>
  new LRUCache<string, boolean, Render>({
    max,
    ttl: SERVED_MS,
    // A page noted as served while its check renders replaces the check, not its answer.
    ignoreFetchAbort: true,
    fetchMethod: async (path, _stale, { options, context: render }) => {
      const response = await render(new Request(new URL(path, env().BASE_URL)));
      await response.body?.cancel();
      const page =
        response.status === 200 &&
        (response.headers.get("Content-Type") ?? "").startsWith("text/html");
      if (!page) options.ttl = NOT_A_PAGE_MS;
      return page;
    },
  });
const publicPaths = pathMemory(10_000);

/** The site changed (a page published or taken down): each path is looked at again. */
export function forgetPagePaths() {
  publicPaths.clear();
}

const hasAdminCookie = (req: IncomingMessage) => ADMIN_COOKIE.test(req.headers.cookie ?? "");

/**
 * Express middleware before the page cache: remembers the public pages this server answers
 * (a page from the cache too), so their views are counted without another look.
 */
export const rememberServedPage: RequestHandler = (req, res, next) => {
  if (req.method !== "GET" || isPrivatePath(req.path) || hasAdminCookie(req)) return next();
  onHeaders(res, () => {
    const type = String(res.getHeader("Content-Type") ?? "");
    if (res.statusCode === 200 && type.startsWith("text/html")) noteServedPage(req.path);
  });
  next();
};

/** A public page at `path` was just served to a visitor (the page cache tells it too). */
export function noteServedPage(path: string) {
  const normal = normalizePath(path);
  if (normal) publicPaths.set(normal, true);
}

const isPublicPage = async (path: string, render: Render) =>
  (await publicPaths.fetch(path, { context: render })) === true;

function isPrefetch(req: IncomingMessage) {
  const purpose = `${req.headers["sec-purpose"] ?? ""} ${req.headers.purpose ?? ""} ${req.headers["x-moz"] ?? ""}`;
  return purpose.includes("prefetch") || purpose.includes("prerender");
}

async function isStaff(req: ExpressRequest) {
  if (!hasAdminCookie(req)) return false;
  const request = new Request(new URL("/", env().BASE_URL), {
    headers: { cookie: req.headers.cookie ?? "" },
  });
  return Boolean(await getAdmin(request));
}

const ownHosts = (req: ExpressRequest) => [
  req.hostname,
  (req.headers.host ?? "").split(":")[0] ?? "",
  new URL(env().BASE_URL).hostname,
];

/** The page an image request was made from: its Referer, when it is one of our pages. */
function fromReferer(req: ExpressRequest): Seen | undefined {
  const referer = req.headers.referer;
  if (!referer || referer.length > 2048) return undefined;
  let page: URL;
  try {
    page = new URL(referer);
  } catch {
    return undefined;
  }
  const ours = page.host === req.headers.host || page.origin === new URL(env().BASE_URL).origin;
  if (!ours) return undefined;
  // The page's own referrer is not told to an image: such a view counts as direct.
  return { vitals: false, path: page.pathname, referrer: "", query: page.searchParams };
}

/** A beacon's fields, read up to MAX_BODY bytes; undefined for anything larger. */
function readBeacon(req: ExpressRequest): Promise<Seen | undefined> {
  const declared = Number(req.headers["content-length"] ?? Number.NaN);
  if (!(declared <= MAX_BODY)) return Promise.resolve(undefined);
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY) chunks.push(chunk);
    });
    req.on("error", () => resolve(undefined));
    req.on("end", () => {
      if (size > MAX_BODY) return resolve(undefined);
      const fields = new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
      resolve({
        vitals: fields.has(VITALS_FIELD),
        path: fields.get("p") ?? undefined,
        referrer: fields.get("r") ?? "",
        query: fields,
      });
    });
  });
}

async function count(
  req: ExpressRequest,
  seen: Seen | undefined,
  render: (request: Request) => Promise<Response>,
) {
  const userAgent = (req.headers["user-agent"] ?? "").slice(0, 512);
  if (!seen || !userAgent || isbot(userAgent) || isPrefetch(req)) return;
  const path = normalizePath(seen.path);
  if (!path || isPrivatePath(path) || path.endsWith(".data")) return;
  // Values are checked first: a beacon with one wrong is refused whole, at no cost.
  const vitals = seen.vitals ? parseVitals(seen.query) : undefined;
  if (seen.vitals && !vitals) return;
  const ip = clientIp(req, env().TRUST_PROXY);
  if ((await take(vitals ? VITALS_LIMIT : VIEW_LIMIT, ip)).over) return;
  if (await isStaff(req)) return;
  if (!(await isPublicPage(path, render))) return;
  if (vitals) {
    await countVitals(db(), { day: isoDate(), path, device: deviceClass(userAgent) }, vitals);
    return;
  }
  await countView(
    db(),
    {
      day: isoDate(),
      path,
      referrer: referrerHost(seen.referrer, ownHosts(req)),
      ...utmOf(seen.query),
      device: deviceClass(userAgent),
    },
    { ip, userAgent },
  );
}

/** Counts, but answers after WAIT_MS at most whatever the database does; never throws. */
async function countWithin(...args: Parameters<typeof count>) {
  let timer: NodeJS.Timeout | undefined;
  const counted = count(...args).catch((error) =>
    logger.warn({ err: error }, "visita não contada"),
  );
  await Promise.race([
    counted,
    new Promise((resolve) => {
      timer = setTimeout(resolve, WAIT_MS);
    }),
  ]);
  clearTimeout(timer);
}

/**
 * The endpoint, mounted before the cross-site and body-size refusals of http.server.ts: it
 * applies the same rules itself (a post from another site, or a body over 4 kB, is simply not
 * counted), so it never answers their error pages. `render` is React Router's handler.
 */
export function pageViews(render: (request: Request) => Promise<Response>) {
  const router = express.Router();
  router.post(serverAddresses.view, async (req, res) => {
    const url = `${req.protocol}://${req.headers.host ?? "localhost"}${req.originalUrl}`;
    const headers = new Headers();
    for (const name of ["origin", "sec-fetch-site"]) {
      const value = req.headers[name];
      if (typeof value === "string") headers.set(name, value);
    }
    if (isSameOrigin({ headers, url })) await countWithin(req, await readBeacon(req), render);
    res.status(204).set("Cache-Control", "no-store").end();
  });
  router.get(serverAddresses.view, async (req, res) => {
    const dest = req.headers["sec-fetch-dest"];
    if (req.method === "GET" && (dest === undefined || dest === "image")) {
      await countWithin(req, fromReferer(req), render);
    }
    res.status(200).type("gif").set("Cache-Control", "no-store").send(GIF);
  });
  return router;
}
