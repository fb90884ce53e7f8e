import { data } from "react-router";
import { logger } from "~/server/logger.server";
import { pages } from "~content/pages";

/**
 * What a page answers when the database cannot be reached: 503 with a Portuguese page, never
 * kept by a cache, and the error in the log only.
 */
export function databaseUnavailable(error: unknown, where: string, request?: Request) {
  logger.error({ err: error, url: request?.url }, `${where}: banco de dados indisponível`);
  return data(
    { title: pages.unavailable.heading, description: pages.unavailable.intro },
    { status: 503, headers: { "Cache-Control": "no-store", "Retry-After": "30" } },
  );
}
