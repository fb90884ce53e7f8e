import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import type { AppLoadContext } from "react-router";
import { answerFromPageCache, type CachedAnswer, pageCache } from "~/http/page-cache.server";

/**
 * The page cache in front of `render` on a loopback port, as server.js mounts it (the fast
 * path before Express; by default with no cookies of its own), for tests that need no router
 * and no database. What the cache passes on (an address it does not keep) is rendered after
 * it, as React Router's handler does in the app.
 */
export async function listenWithPageCache(
  render: (request: Request) => Promise<Response>,
  answer: CachedAnswer = { cookies: () => [], answered: () => {} },
) {
  const app = express()
    .use(
      pageCache({
        render: (request) => render(request),
        context: () => ({ cspNonce: "" }) as unknown as AppLoadContext,
        policy: () => "default-src 'self'",
      }),
    )
    .use(async (req, res) => {
      const response = await render(new Request(`http://127.0.0.1${req.originalUrl}`));
      res.status(response.status).set(Object.fromEntries(response.headers));
      res.send(await response.text());
    });
  const fast = answerFromPageCache(answer);
  const server = createServer((req, res) => fast(req, res, () => app(req, res)));
  server.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => server.close(),
  };
}

/**
 * The page cache in front of a render that answers each address with a page that names it,
 * and notes the addresses it rendered, in order (`rendered`, emptied by the caller).
 */
export async function listenWithEchoPages(headers: Record<string, string> = {}) {
  const rendered: string[] = [];
  const server = await listenWithPageCache(async (request) => {
    const { pathname, search } = new URL(request.url);
    rendered.push(pathname + search);
    return new Response(`<!doctype html><p>${pathname}${search}</p>`, {
      headers: { "Content-Type": "text/html; charset=utf-8", ...headers },
    });
  });
  return { ...server, rendered };
}
