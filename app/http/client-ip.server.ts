import type { IncomingMessage } from "node:http";
import { clientKey } from "~/server/limits/client-key.server";

declare module "react-router" {
  interface AppLoadContext {
    /** The visitor as rate limits count them: an address, or an IPv6 /64 (see `clientIp`). */
    clientIp: string;
    /** The nonce of this response's inline scripts (security-headers.server.ts). */
    cspNonce: string;
    /** The route table of the build, for pages that list pages (the sitemap). */
    routes: import("react-router").ServerBuild["routes"];
  }
}

/**
 * The client, as every limit counts it (`clientKey`: an IPv6 address by its /64). Behind a
 * trusted proxy (TRUST_PROXY names its header) the last entry of that header is the address
 * the proxy saw; without one, only the socket counts, so a visitor cannot pick their own
 * address with a header.
 */
export function clientIp(req: Pick<IncomingMessage, "headers" | "socket">, trustHeader?: string) {
  if (trustHeader) {
    const raw = req.headers[trustHeader];
    const value = Array.isArray(raw) ? raw.at(-1) : raw;
    const last = value?.slice(-200).split(",").at(-1)?.trim();
    if (last) return clientKey(last);
  }
  return clientKey(req.socket.remoteAddress ?? "unknown");
}
