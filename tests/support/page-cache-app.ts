import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import type { AppLoadContext } from "react-router";
import { answerFromPageCache, type CachedAnswer, pageCache } from "~/http/page-cache.server";

/**
 * The page cache in front of `render` on a loopback port, as server.js mounts it (the fast
 * path before Express; by default with no cookies of its own), for tests that need no router
 * and no database.
 */
export async function listenWithPageCache(
  render: (request: Request) => Promise<Response>,
  answer: CachedAnswer = { cookies: () => [], answered: () => {} },
) {
  const app = express().use(
    pageCache({
      render: (request) => render(request),
      context: () => ({ cspNonce: "" }) as unknown as AppLoadContext,
      policy: () => "default-src 'self'",
    }),
  );
  const fast = answerFromPageCache(answer);
  const server = createServer((req, res) => fast(req, res, () => app(req, res)));
  server.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => server.close(),
  };
}
