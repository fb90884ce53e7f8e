// What answers an address that shows nothing (ADR 0044): the admin's redirect for it, if there
// is one; else the address is counted for 'Endereços não encontrados' and the caller answers as
// it always did (a 404, or a list for a post or material that is gone).
import { isbot } from "isbot";
import { type AppLoadContext, redirect } from "react-router";
import { isAdminPath } from "~/http/private-paths.server";
import { notFound } from "~/lib/http";
import { normalizePath } from "~/server/analytics/dimensions.server";
import { logger } from "~/server/logger.server";
import { recordNotFound, referrerPlace } from "~/server/redirects/not-found-log.server";
import { redirectFor } from "~/server/redirects/redirects.server";

const MAX_USER_AGENT = 512;

/** A prefetch or prerender: the browser guessing, not a visitor asking. */
const isPrefetch = (headers: Headers) =>
  /prefetch|prerender/.test(
    `${headers.get("sec-purpose") ?? ""} ${headers.get("purpose") ?? ""} ${headers.get("x-moz") ?? ""}`,
  );

/** 'Para' with the visitor's query (utm_*, …) when it has none of its own. */
function location(target: string, search: string) {
  if (!search || /[?#]/.test(target)) return target;
  return `${target}${search}`;
}

/**
 * The redirect of the request's path, as a response to throw; undefined when there is none,
 * after counting the address (never for the admin, a bot or a prefetch). One indexed look-up
 * and at most one upsert; a database that fails is logged and the caller answers as usual.
 */
export async function redirectOrCount(
  request: Request,
  context: Pick<AppLoadContext, "clientIp">,
): Promise<Response | undefined> {
  if (request.method !== "GET" && request.method !== "HEAD") return undefined;
  const url = new URL(request.url);
  const path = normalizePath(url.pathname);
  if (!path || isAdminPath(path)) return undefined;
  try {
    const found = await redirectFor(path);
    if (found) return redirect(location(found.target, url.search), found.status);
    const agent = (request.headers.get("user-agent") ?? "").slice(0, MAX_USER_AGENT);
    if (request.method === "GET" && agent && !isbot(agent) && !isPrefetch(request.headers)) {
      const referrer = referrerPlace(request.headers.get("referer"));
      await recordNotFound(path, referrer, context.clientIp);
    }
  } catch (error) {
    logger.warn({ err: error }, "redirecionamento não consultado");
  }
  return undefined;
}

/** A loader's 404: the redirect of the address if the admin made one, else the 404. */
export async function notFoundUnlessRedirected(
  request: Request,
  context: Pick<AppLoadContext, "clientIp">,
): Promise<never> {
  const answer = await redirectOrCount(request, context);
  if (answer) throw answer;
  notFound();
}
