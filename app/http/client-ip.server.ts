import type { IncomingMessage } from "node:http";

declare module "react-router" {
  interface AppLoadContext {
    /** The visitor's address, for rate limits (see `clientIp`). */
    clientIp: string;
    /** The nonce of this response's inline scripts (security-headers.server.ts). */
    cspNonce: string;
    /** The route table of the build, for pages that list pages (the sitemap). */
    routes: import("react-router").ServerBuild["routes"];
  }
}

/**
 * The client's address. Behind a trusted proxy (TRUST_PROXY names its header) the last entry
 * of that header is the address the proxy saw; without one, only the socket counts, so a
 * visitor cannot pick their own address with a header.
 */
export function clientIp(req: Pick<IncomingMessage, "headers" | "socket">, trustHeader?: string) {
  if (trustHeader) {
    const raw = req.headers[trustHeader];
    const value = Array.isArray(raw) ? raw.at(-1) : raw;
    const last = value?.split(",").at(-1)?.trim();
    if (last) return last;
  }
  return req.socket.remoteAddress ?? "unknown";
}
