import type { LookupAddress, LookupOptions } from "node:dns";
import dns from "node:dns";
import ipaddr from "ipaddr.js";
import { Agent, type Dispatcher, request } from "undici";

/**
 * Requests to addresses an admin or the configuration names (a WordPress to import from, a
 * materials API). Such an address must not reach this machine or its network: loopback,
 * private, link-local (cloud metadata), CGNAT, unique-local, multicast, unspecified, reserved
 * and their IPv4-mapped forms are refused, unless the allow-list names them.
 *
 * The check runs on the addresses the name resolves to, inside the connection's own lookup:
 * the socket connects to the address that was checked, so a name that resolves again to
 * something else (DNS rebinding) changes nothing. Redirects are followed by hand, each through
 * the same check. The body is read up to a size and then dropped.
 */

export class OutboundError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "OutboundError";
  }
}

type Range = [ipaddr.IPv4 | ipaddr.IPv6, number];
export interface AllowList {
  hosts: Set<string>;
  ranges: Range[];
}

const HOSTNAME =
  /^(?=.{1,253}\.?$)[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?(?:\.[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?)*\.?$/i;

const ipEntry = (entry: string) =>
  ipaddr.IPv4.isValidFourPartDecimal(entry) || ipaddr.IPv6.isValid(entry);
// A name whose last part is a number is an IPv4 address to a URL parser, never a host name.
const cidrEntry = (entry: string) =>
  ipaddr.IPv4.isValidCIDRFourPartDecimal(entry) || ipaddr.IPv6.isValidCIDR(entry);
const hostEntry = (entry: string) => HOSTNAME.test(entry) && !/(^|\.)\d+\.?$/.test(entry);

/** One entry of OUTBOUND_ALLOW_HOSTS: an IP address, a CIDR range or a host name. */
export function isAllowEntry(entry: string) {
  return ipEntry(entry) || cidrEntry(entry) || hostEntry(entry);
}

const bareHost = (host: string) =>
  host
    .replace(/^\[|\]$/g, "")
    .replace(/\.$/, "")
    .toLowerCase();

export function parseAllowList(entries: readonly string[]): AllowList {
  const list: AllowList = { hosts: new Set(), ranges: [] };
  for (const raw of entries) {
    const entry = raw.trim();
    if (cidrEntry(entry)) {
      const [address, bits] = ipaddr.parseCIDR(entry);
      list.ranges.push([address, bits]);
    } else if (ipEntry(entry)) {
      const address = ipaddr.process(entry);
      list.ranges.push([address, address.kind() === "ipv4" ? 32 : 128]);
    } else if (hostEntry(entry)) {
      list.hosts.add(bareHost(entry));
    } else {
      throw new OutboundError(`entrada inválida na lista de permitidos: ${entry}`);
    }
  }
  return list;
}

/** IPv6 global unicast: any other IPv6 address (`::7f00:1`, IPv4-compatible) may reach us. */
const GLOBAL_UNICAST = ipaddr.parseCIDR("2000::/3");

/**
 * Whether a connection may go to this address: a public unicast one (for IPv6, only global
 * unicast), or one inside an allowed range. IPv4-mapped IPv6 (::ffff:10.0.0.1) is judged as
 * the IPv4 address it carries.
 */
export function addressAllowed(address: string, allow: AllowList = parseAllowList([])) {
  if (!ipaddr.isValid(address)) return false;
  const ip = ipaddr.process(address);
  const global = ip.kind() === "ipv4" || ip.match(GLOBAL_UNICAST);
  if (global && ip.range() === "unicast") return true;
  return allow.ranges.some(([range, bits]) => range.kind() === ip.kind() && ip.match(range, bits));
}

/** How names are resolved (tests give their own; no test asks a real resolver for others). */
export type Resolver = (hostname: string, family: number) => Promise<LookupAddress[]>;
const systemResolver: Resolver = (hostname, family) =>
  dns.promises.lookup(hostname, { all: true, family: family as 0 | 4 | 6 });

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/** `lookup` for the sockets: resolves, keeps only allowed addresses, connects to those. */
function guardedLookup(allow: AllowList, resolve: Resolver) {
  return (hostname: string, options: LookupOptions, callback: LookupCallback) => {
    const host = bareHost(hostname);
    resolve(host, Number(options.family) || 0).then(
      (found) => {
        const usable = allow.hosts.has(host)
          ? found
          : found.filter((entry) => addressAllowed(entry.address, allow));
        const first = usable[0];
        if (!first) {
          const seen = found.map((entry) => entry.address).join(", ");
          callback(new OutboundError(`endereço recusado: ${host} (${seen})`), "");
        } else if (options.all) {
          callback(null, usable);
        } else {
          callback(null, first.address, first.family);
        }
      },
      (error: NodeJS.ErrnoException) => callback(error, ""),
    );
  };
}

/** Refuses what is wrong before any connection: the scheme, and an address written as such. */
function checkTarget(url: URL, allow: AllowList) {
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new OutboundError(`protocolo recusado: ${url.protocol}`);
  }
  const host = bareHost(url.hostname);
  // A literal address never goes through the lookup: it is judged here.
  if (ipaddr.isValid(host) && !addressAllowed(host, allow)) {
    throw new OutboundError(`endereço recusado: ${host}`);
  }
}

export interface SafeFetchOptions {
  /** OUTBOUND_ALLOW_HOSTS: host names, addresses and CIDR ranges let through. */
  allow?: readonly string[];
  /** The body is dropped past this many bytes, and the request fails. */
  maxBytes: number;
  /** For the whole exchange, redirects and body included. */
  timeoutMs: number;
  maxRedirects?: number;
  headers?: Record<string, string>;
  /** GET unless told (CalDAV asks with REPORT and an XML body). */
  method?: string;
  body?: string;
  resolve?: Resolver;
}

interface SafeResponse {
  status: number;
  /** The address that answered, after redirects. */
  url: string;
  header(name: string): string | undefined;
  body: Buffer;
  json(): unknown;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/**
 * Where a redirect leads, as fetch() follows one: 303 (and 301/302 after a POST) turns into a
 * GET without body; credentials are not sent on to another origin.
 */
function redirected(request: Outgoing, status: number, from: URL, to: URL): Outgoing {
  const toGet = status === 303 ? request.method !== "HEAD" : request.method === "POST";
  const next = toGet ? { ...request, method: "GET", body: undefined } : request;
  if (from.origin === to.origin || !next.headers) return next;
  const headers = Object.fromEntries(
    Object.entries(next.headers).filter(([name]) => name.toLowerCase() !== "authorization"),
  );
  return { ...next, headers };
}
interface Outgoing {
  method: string;
  body: string | undefined;
  headers: Record<string, string> | undefined;
}

/** A request to an outside address; throws OutboundError (or a network error) when refused. */
export async function safeFetch(address: string | URL, options: SafeFetchOptions) {
  const allow = parseAllowList(options.allow ?? []);
  const signal = AbortSignal.timeout(options.timeoutMs);
  const agent = new Agent({
    connect: { lookup: guardedLookup(allow, options.resolve ?? systemResolver) },
  });
  let outgoing: Outgoing = {
    method: options.method ?? "GET",
    body: options.body,
    headers: options.headers,
  };
  try {
    let url = new URL(address);
    for (let hop = 0; ; hop++) {
      checkTarget(url, allow);
      const response = await request(url, {
        dispatcher: agent,
        method: outgoing.method as Dispatcher.HttpMethod,
        headers: outgoing.headers,
        body: outgoing.body,
        signal,
      });
      const header = (name: string) => {
        const value = response.headers[name.toLowerCase()];
        return Array.isArray(value) ? value.join(", ") : value;
      };
      const location = header("location");
      if (REDIRECTS.has(response.statusCode) && location) {
        await response.body.dump();
        if (hop >= (options.maxRedirects ?? 3)) throw new OutboundError("redirecionamentos demais");
        const next = new URL(location, url);
        outgoing = redirected(outgoing, response.statusCode, url, next);
        url = next;
        continue;
      }
      const body = await readAtMost(response.body, options.maxBytes, header("content-length"));
      return {
        status: response.statusCode,
        url: url.toString(),
        header,
        body,
        json: () => JSON.parse(body.toString("utf8")) as unknown,
      } satisfies SafeResponse;
    }
  } finally {
    await agent.destroy();
  }
}

async function readAtMost(
  body: AsyncIterable<Buffer> & { destroy(): unknown },
  maxBytes: number,
  declared: string | undefined,
) {
  const tooLarge = () => new OutboundError(`resposta maior que ${maxBytes} bytes`);
  if (declared !== undefined && Number(declared) > maxBytes) {
    body.destroy();
    throw tooLarge();
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += chunk.length;
    if (size > maxBytes) {
      body.destroy();
      throw tooLarge();
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}
