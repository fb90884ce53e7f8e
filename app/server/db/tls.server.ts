import { X509Certificate } from "node:crypto";
import { readFileSync } from "node:fs";
import { BlockList, isIP } from "node:net";

/** DATABASE_TLS: unset verifies every host but loopback; `verify` every host; `off` none. */
export type DatabaseTlsMode = "verify" | "off";

export interface DatabaseTls {
  mode?: DatabaseTlsMode;
  /** PEM bundle of DATABASE_CA_FILE; unset: Node's own list of public authorities. */
  ca?: string;
}

/**
 * postgres.js's `ssl` option. `undefined` leaves the choice to the URL's own sslmode (the
 * library's default is no TLS); `false` is no TLS; an object is TLS with the certificate and
 * host name checked.
 */
export type PostgresSsl = false | { rejectUnauthorized: true; ca?: string } | undefined;

/**
 * Decides TLS for a PostgreSQL URL. postgres.js defaults to no TLS, and its sslmode=require
 * encrypts without checking the certificate, so anyone on the path can pose as the database.
 * Off the machine, the certificate is verified unless the operator turns TLS off in so many
 * words (DATABASE_TLS=off or sslmode=disable). Loopback and unix sockets never leave the host.
 */
export function postgresTlsOptions(
  url: string,
  tls: DatabaseTls = {},
  pgHost?: string,
): PostgresSsl {
  if (tls.mode === "off") return false;
  if (tls.mode !== "verify") {
    if (sslmodeOf(url) === "disable") return false;
    if (databaseHosts(url, pgHost).every(isLoopbackHost)) return undefined;
  }
  return tls.ca ? { rejectUnauthorized: true, ca: tls.ca } : { rejectUnauthorized: true };
}

function sslmodeOf(url: string): string | undefined {
  const query = url.includes("?") ? url.slice(url.indexOf("?") + 1) : "";
  return new URLSearchParams(query).get("sslmode")?.toLowerCase() ?? undefined;
}

/**
 * Every host a URL may reach: the authority's hosts (comma-separated, as postgres.js and libpq
 * allow), else PGHOST, else localhost; plus any `host=` of the query, which libpq honours.
 */
export function databaseHosts(url: string, pgHost?: string): string[] {
  const rest = url.slice(url.indexOf("://") + 3);
  const authority = rest.split(/[/?]/)[0] ?? "";
  let hostPart = authority.slice(authority.lastIndexOf("@") + 1);
  try {
    hostPart = decodeURIComponent(hostPart);
  } catch {
    // An undecodable host is not loopback: it is verified.
  }
  const hosts = (hostPart || pgHost || "localhost").split(",").map(stripPort);
  const query = url.includes("?") ? url.slice(url.indexOf("?") + 1) : "";
  for (const value of new URLSearchParams(query).getAll("host")) {
    hosts.push(...value.split(",").map(stripPort));
  }
  return hosts;
}

function stripPort(host: string): string {
  const value = host.trim();
  if (value.startsWith("["))
    return value.slice(1, value.indexOf("]") > 0 ? value.indexOf("]") : undefined);
  // A bare IPv6 address has several colons; host:port has one.
  return value.split(":").length === 2 ? (value.split(":")[0] ?? "") : value;
}

const loopback = new BlockList();
loopback.addSubnet("127.0.0.0", 8, "ipv4");
loopback.addAddress("::1", "ipv6");

export function isLoopbackHost(host: string): boolean {
  const name = host.toLowerCase().replace(/\.$/, "");
  if (name.startsWith("/")) return true; // a unix socket's directory
  if (name === "localhost") return true;
  const family = isIP(name);
  if (family === 4) return loopback.check(name, "ipv4");
  if (family === 6) return loopback.check(name, "ipv6");
  return false;
}

/** Reads a PEM bundle; throws with a short reason in Portuguese (never the file's content). */
export function readCaBundle(file: string): string {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch {
    throw new Error("não pôde ser lido (arquivo inexistente ou sem permissão)");
  }
  const blocks = text.match(/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g);
  if (!blocks) throw new Error("não contém nenhum certificado PEM");
  for (const block of blocks) {
    try {
      new X509Certificate(block);
    } catch {
      throw new Error("contém um certificado PEM que não pôde ser lido");
    }
  }
  return `${blocks.join("\n")}\n`;
}

/** Node's codes for a certificate that could not be verified, or not for this host. */
const CERTIFICATE_ERRORS = new Set([
  "SELF_SIGNED_CERT_IN_CHAIN",
  "DEPTH_ZERO_SELF_SIGNED_CERT",
  "UNABLE_TO_VERIFY_LEAF_SIGNATURE",
  "UNABLE_TO_GET_ISSUER_CERT",
  "UNABLE_TO_GET_ISSUER_CERT_LOCALLY",
  "CERT_HAS_EXPIRED",
  "CERT_NOT_YET_VALID",
  "CERT_UNTRUSTED",
  "CERT_SIGNATURE_FAILURE",
  "ERR_TLS_CERT_ALTNAME_INVALID",
]);

/** The code of a failed certificate check, if that is what the error is. */
export function certificateErrorCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | undefined)?.code;
  return typeof code === "string" && CERTIFICATE_ERRORS.has(code) ? code : undefined;
}
