import type { RequestHandler } from "express";
import onHeaders from "on-headers";
import { env } from "~/server/env.server";
import {
  ATTRIBUTION_COOKIE,
  ATTRIBUTION_MAX_AGE_S,
  attributionOf,
  encodeAttribution,
} from "~/server/forms/attribution.server";
import type { PageRequest } from "./page-request.server";
import { isAdminPath } from "./private-paths.server";
import { setCookie } from "./set-cookie.server";

/** Whether this request is a visitor's first touch: no attribution kept yet, not the admin. */
export const firstTouch = (req: PageRequest) =>
  !req.path.endsWith(".data") &&
  !isAdminPath(req.path) &&
  !req.headers.cookie?.includes(`${ATTRIBUTION_COOKIE}=`);

/** The cookie that keeps this first touch. */
export const attributionCookie = (req: PageRequest) =>
  setCookie(ATTRIBUTION_COOKIE, encodeAttribution(attributionOf(req)), {
    maxAgeS: ATTRIBUTION_MAX_AGE_S,
    secure: env().BASE_URL.startsWith("https://"),
  });

/**
 * Express middleware: on the first page a visitor lands on, the cookie is set. Only on a page
 * (an HTML document answered 200), decided as the headers go out: never on a cover, a feed,
 * a file or a redirect, which a shared cache may keep for everyone. Secure under https.
 */
export const rememberAttribution: RequestHandler = (req, res, next) => {
  if (!firstTouch(req)) return next();
  onHeaders(res, () => {
    const type = String(res.getHeader("Content-Type") ?? "");
    if (res.statusCode !== 200 || !type.startsWith("text/html")) return;
    res.append("Set-Cookie", attributionCookie(req));
  });
  next();
};
