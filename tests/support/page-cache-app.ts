import type { AddressInfo } from "node:net";
import express from "express";
import type { AppLoadContext } from "react-router";
import { answerFromPageCache, pageCache } from "~/http/page-cache.server";

/**
 * The page cache in front of `render` on a loopback port, as the server mounts it (the fast
 * path first, with no cookies of its own), for tests that need no router and no database.
 */
export async function listenWithPageCache(render: (request: Request) => Promise<Response>) {
  const app = express()
    .use(answerFromPageCache({ cookies: () => [], answered: () => {} }))
    .use(
      pageCache({
        render: (request) => render(request),
        context: () => ({ cspNonce: "" }) as unknown as AppLoadContext,
        policy: () => "default-src 'self'",
      }),
    );
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => server.close(),
  };
}
