import type { RequestHandler } from "express";
import onHeaders from "on-headers";
import {
  FORM_STAMP_COOKIE,
  FORM_STAMP_MAX_AGE_S,
  issueFormToken,
} from "~/server/forms/guard.server";
import { isAdminPath } from "./private-paths.server";

/**
 * Express middleware: every page outside the admin goes out with a cookie holding the signed time stamp
 * of when it was served, which the spam guard reads with the page's forms (ADR 0023). In a
 * cookie, not in the HTML, so the page is the same bytes for everyone and is kept compressed.
 * Set as the headers go out, on a page (an HTML document answered 200) or on a 304 for one
 * (the browser shows its copy again): never on a feed, a cover, a file or a redirect.
 */
export function formStamp(
  secret: () => string,
  { secure }: { secure: () => boolean },
): RequestHandler {
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    if (req.path.endsWith(".data") || isAdminPath(req.path)) return next();
    onHeaders(res, () => {
      const page =
        res.statusCode === 304 ||
        (res.statusCode === 200 &&
          String(res.getHeader("Content-Type") ?? "").startsWith("text/html"));
      if (!page) return;
      res.cookie(FORM_STAMP_COOKIE, issueFormToken(secret()), {
        maxAge: FORM_STAMP_MAX_AGE_S * 1000,
        httpOnly: true,
        sameSite: "lax",
        secure: secure(),
        path: "/",
        // Only digits, a dot and base64url: nothing to encode.
        encode: String,
      });
    });
    next();
  };
}
