import type { RequestHandler } from "express";
import onHeaders from "on-headers";
import { env } from "~/server/env.server";
import {
  ATTRIBUTION_COOKIE,
  ATTRIBUTION_MAX_AGE_S,
  attributionOf,
  encodeAttribution,
} from "~/server/forms/attribution.server";
import { isAdminPath } from "./private-paths.server";

/**
 * Express middleware: on the first page a visitor lands on, the cookie is set. Only on a page
 * (an HTML document answered 200), decided as the headers go out: never on a cover, a feed,
 * a file or a redirect, which a shared cache may keep for everyone. Secure under https.
 */
export const rememberAttribution: RequestHandler = (req, res, next) => {
  if (req.path.endsWith(".data") || isAdminPath(req.path)) return next();
  if (req.headers.cookie?.includes(`${ATTRIBUTION_COOKIE}=`)) return next();
  onHeaders(res, () => {
    const type = String(res.getHeader("Content-Type") ?? "");
    if (res.statusCode !== 200 || !type.startsWith("text/html")) return;
    res.cookie(ATTRIBUTION_COOKIE, encodeAttribution(attributionOf(req)), {
      maxAge: ATTRIBUTION_MAX_AGE_S * 1000,
      httpOnly: true,
      sameSite: "lax",
      secure: env().BASE_URL.startsWith("https://"),
      path: "/",
    });
  });
  next();
};
