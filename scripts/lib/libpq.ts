import { type DatabaseTlsMode, postgresTlsOptions } from "../../app/server/db/tls.server";

export interface LibpqTarget {
  /** The URL for `--dbname`, without its password and without an sslmode the env sets. */
  url: string;
  /** PGPASSWORD and the TLS settings, for the child's environment. */
  env: Record<string, string>;
}

/**
 * How pg_dump and psql reach DATABASE_URL under the same TLS rule as the server
 * (postgresTlsOptions): when it verifies, libpq's verify-full with DATABASE_CA_FILE or the
 * system's CA list. The password travels in the environment, not on a command line that
 * `ps` shows to every user.
 */
export function libpqTarget(
  url: string,
  tls: { mode?: DatabaseTlsMode; caFile?: string },
  machine: { pgHost?: string; systemCaFile?: string } = {},
): LibpqTarget {
  const env: Record<string, string> = {};
  const queryAt = url.indexOf("?");
  const base = queryAt < 0 ? url : url.slice(0, queryAt);
  const params = new URLSearchParams(queryAt < 0 ? "" : url.slice(queryAt + 1));

  const start = base.indexOf("://") + 3;
  const slash = base.indexOf("/", start);
  const authority = slash < 0 ? base.slice(start) : base.slice(start, slash);
  const at = authority.lastIndexOf("@");
  let cleanAuthority = authority;
  if (at >= 0) {
    const userinfo = authority.slice(0, at);
    const colon = userinfo.indexOf(":");
    if (colon >= 0) {
      env.PGPASSWORD = safeDecode(userinfo.slice(colon + 1));
      cleanAuthority = `${userinfo.slice(0, colon)}${authority.slice(at)}`;
    }
  }

  const ssl = postgresTlsOptions(url, { mode: tls.mode, ca: tls.caFile }, machine.pgHost);
  if (ssl === false) {
    params.delete("sslmode");
    env.PGSSLMODE = "disable";
  } else if (ssl) {
    // Query parameters win over the environment in libpq: drop the weaker ones.
    params.delete("sslmode");
    params.delete("sslrootcert");
    env.PGSSLMODE = "verify-full";
    const root = tls.caFile ?? machine.systemCaFile;
    if (root) env.PGSSLROOTCERT = root;
  }

  const query = params.toString();
  const rebuilt = `${base.slice(0, start)}${cleanAuthority}${slash < 0 ? "" : base.slice(slash)}`;
  return { url: query ? `${rebuilt}?${query}` : rebuilt, env };
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
