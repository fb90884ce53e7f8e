import type { RequestHandler } from "express";
import { MAX_COVER_REQUEST_BYTES } from "~/lib/cover";
import { MAX_MATERIAL_REQUEST_BYTES } from "~/lib/material-file";

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
  /** The editor and the cover upload carry an image; their own checks answer in context below this. */
  cover: MAX_COVER_REQUEST_BYTES + 1024 * 1024,
  /** The material form carries the file (up to 50 MB) and a cover; read only for a session. */
  material: MAX_MATERIAL_REQUEST_BYTES + 1024 * 1024,
};

const COVER_PATHS =
  /^\/admin\/(?:posts\/(?:new|edit\/[^/]+|cover)|(?:cases|servicos|depoimentos|logos)\/(?:novo|editar\/[^/]+))(\.data)?\/?$/;
const MATERIAL_PATHS = /^\/admin\/materiais\/(novo|editar\/[^/]+)(\.data)?\/?$/;

function bodyLimitFor(path: string) {
  if (COVER_PATHS.test(path)) return BODY_LIMITS.cover;
  if (MATERIAL_PATHS.test(path)) return BODY_LIMITS.material;
  if (path === "/admin" || path.startsWith("/admin/") || path.startsWith("/admin.")) {
    return BODY_LIMITS.admin;
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
