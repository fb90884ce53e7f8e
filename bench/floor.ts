import http from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";

/** Every script of a document, and the hints that fetch scripts. */
const SCRIPT = /<script\b[^>]*>[\s\S]*?<\/script>/gi;
const MODULE_PRELOAD = /<link\b[^>]*rel="modulepreload"[^>]*>/gi;

export function withoutScripts(html: string) {
  return html.replace(SCRIPT, "").replace(MODULE_PRELOAD, "");
}

/**
 * The floor a page can reach on this machine: the site's own page with its scripts removed,
 * served beside it. Documents come from the site without their scripts (gzip, as the site
 * sends them); every other request (styles, images, fonts) is passed to the site as it is, so
 * the two differ only by the JavaScript.
 */
export async function startFloor(site: string) {
  const target = new URL(site);
  const server = http.createServer((req, res) => {
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: req.url,
        method: req.method,
        headers: { ...req.headers, host: target.host },
      },
      (answer) => {
        const html = (answer.headers["content-type"] ?? "").startsWith("text/html");
        if (!html) {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on("data", (chunk: Buffer) => chunks.push(chunk));
        answer.on("end", () => {
          const body = gzipSync(withoutScripts(Buffer.concat(chunks).toString("utf8")));
          const headers = { ...answer.headers };
          delete headers["content-length"];
          delete headers["transfer-encoding"];
          delete headers.etag;
          res.writeHead(answer.statusCode ?? 502, {
            ...headers,
            "content-encoding": "gzip",
            "content-length": body.length,
          });
          res.end(body);
        });
      },
    );
    upstream.on("error", () => {
      res.writeHead(502);
      res.end();
    });
    // Documents are read whole and uncompressed; other files keep the browser's encodings.
    if ((req.headers.accept ?? "").includes("text/html"))
      upstream.setHeader("accept-encoding", "identity");
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
