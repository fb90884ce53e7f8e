import type { RequestHandler } from "express";
import { matchPath } from "react-router";
import { uploadForms } from "~/lib/upload-forms";

/**
 * The largest request body each address accepts (ASVS 12.1.1), checked before any
 * byte of it is read. Node reads exactly Content-Length bytes, so the header cannot lie; a body
 * sent without it (chunked) is refused, as no browser sends a form that way.
 */
const BODY_LIMITS = {
  /** Public forms: the longest, REI, is a few dozen fields of at most 5,000 characters. */
  public: 256 * 1024,
  /** Admin forms: a post's text of up to 200,000 characters. */
  admin: 1024 * 1024,
  /**
   * Past what a form with images or files reads (`uploadForms`, ADR 0050): its editor's own
   * check answers in the form below this.
   */
  overUpload: 1024 * 1024,
};

/** The admin's forms with images or files, matched as React Router matches their routes. */
function uploadLimit(path: string) {
  const route = path.replace(/\.data$/, "");
  const form = uploadForms.find((entry) => matchPath({ path: entry.path, end: true }, route));
  return form ? form.most + BODY_LIMITS.overUpload : undefined;
}

export function bodyLimitFor(path: string) {
  if (path === "/admin" || path.startsWith("/admin/") || path.startsWith("/admin.")) {
    return uploadLimit(path) ?? BODY_LIMITS.admin;
  }
  return BODY_LIMITS.public;
}

const WITHOUT_BODY = new Set(["GET", "HEAD", "OPTIONS"]);

export interface BodyRefusal {
  status: 411 | 413;
  limit: number;
}

/** Express middleware: passes what is within the limit, hands a refusal to `refuse` otherwise. */
export function bodyLimit(
  refuse: (refusal: BodyRefusal, ...rest: Parameters<RequestHandler>) => void,
): RequestHandler {
  return (req, res, next) => {
    if (WITHOUT_BODY.has(req.method)) return next();
    const limit = bodyLimitFor(req.path);
    const declared = req.headers["content-length"];
    if (declared === undefined) {
      if (req.headers["transfer-encoding"]) return refuse({ status: 411, limit }, req, res, next);
      return next();
    }
    if (Number(declared) > limit) return refuse({ status: 413, limit }, req, res, next);
    next();
  };
}
