import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "react-router";
import { ServerRouter } from "react-router";
import { NonceContext } from "./lib/nonce";
import { SiteStylesContext } from "./lib/site-styles";
import { logger } from "./server/logger.server";
import { siteStyles } from "./server/site-styles.server";

export const streamTimeout = 5_000;

/** Unexpected errors: the stack goes to the server log only; the visitor sees the error page. */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  logger.error(
    { err: error, method: request.method, url: request.url },
    "erro ao atender requisição",
  );
};

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce || undefined;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <SiteStylesContext.Provider value={siteStyles}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </SiteStylesContext.Provider>
      </NonceContext.Provider>,
      {
        nonce,
        // Loaders have all the data before rendering, so nothing is gained by streaming; and a
        // streamed Suspense boundary (a part whose code loads on demand) would go to the end of
        // the page and be put back by a script, which a visitor without JavaScript never runs.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          shellRendered = true;
          const chunks: Buffer[] = [];
          const document = new Writable({
            write(chunk, _encoding, done) {
              chunks.push(Buffer.from(chunk));
              done();
            },
            final(done) {
              responseHeaders.set("Content-Type", "text/html; charset=utf-8");
              const body = Buffer.concat(chunks);
              resolve(new Response(body, { headers: responseHeaders, status: responseStatusCode }));
              done();
            },
          });
          pipe(document);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) logger.error({ err: error }, "erro durante a renderização");
        },
      },
    );
    setTimeout(abort, streamTimeout + 1_000);
  });
}
