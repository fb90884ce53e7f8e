import type { RequestHandler } from "express";
import onHeaders from "on-headers";
import {
  FORM_STAMP_COOKIE,
  FORM_STAMP_MAX_AGE_S,
  issueFormToken,
} from "~/server/forms/guard.server";
import type { PageRequest } from "./page-request.server";
import { isAdminPath } from "./private-paths.server";
import { setCookie } from "./set-cookie.server";

type StampOptions = { secret: () => string; secure: () => boolean };

/** The cookie with the signed time stamp of now, for a page about to go out. */
export const stampCookie = ({ secret, secure }: StampOptions) =>
  setCookie(FORM_STAMP_COOKIE, issueFormToken(secret()), {
    maxAgeS: FORM_STAMP_MAX_AGE_S,
    secure: secure(),
  });

/** Whether the request may be for a page that carries the stamp (not the admin's, not data). */
export const stampable = (req: PageRequest) =>
  (req.method === "GET" || req.method === "HEAD") &&
  !req.path.endsWith(".data") &&
  !isAdminPath(req.path);

/**
 * Express middleware: every page outside the admin goes out with a cookie holding the signed time stamp
 * of when it was served, which the spam guard reads with the page's forms (ADR 0023). In a
 * cookie, not in the HTML, so the page is the same bytes for everyone and is kept compressed.
 * Set as the headers go out, on a page (an HTML document answered 200) or on a 304 for one
 * (the browser shows its copy again): never on a feed, a cover, a file or a redirect.
 */
export function formStamp(options: StampOptions): RequestHandler {
  return (req, res, next) => {
    if (!stampable(req)) return next();
    onHeaders(res, () => {
      const page =
        res.statusCode === 304 ||
        (res.statusCode === 200 &&
          String(res.getHeader("Content-Type") ?? "").startsWith("text/html"));
      if (page) res.append("Set-Cookie", stampCookie(options));
    });
    next();
  };
}
