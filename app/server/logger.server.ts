import pino from "pino";

/**
 * An address as our logs write it: the secret part of a link (an invitation, a new password,
 * a new e-mail's confirmation, a material's download) and any query parameter named like a
 * token replaced by `[oculto]`, so that a log, or whoever reads one, opens nothing (ADR 0048).
 * deploy/nginx.conf does the same for nginx's access log.
 */
const LINK_PATH = /(\/(?:admin\/+(?:convite|redefinir-senha|confirmar-email)|baixar)\/+)[^/?#]+/gi;
const QUERY_TOKEN = /([?&][^=&#]{0,40}token[^=&#]{0,40}=)[^&#]*/gi;

export function redactTokens(address: string) {
  // Bounded first: nothing we serve has a longer address (ADR 0011).
  const bounded = address.length > 4096 ? `${address.slice(0, 4096)}…` : address;
  return bounded.replace(LINK_PATH, "$1[oculto]").replace(QUERY_TOKEN, "$1[oculto]");
}

/**
 * One JSON line per event on stdout; the level follows LOG_LEVEL once the server has booted.
 * Written asynchronously: lines that come while one write is under way go out together in the
 * next, so a busy server does not make one system call per request (ADR 0023); pino flushes
 * what is left when the process exits. Every line's `url` and `path` go through
 * `redactTokens`, whoever logs them.
 */
export const logger = pino(
  {
    level: process.env.LOG_LEVEL ?? "info",
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: {
      log(object) {
        const redacted: Record<string, unknown> = { ...object };
        for (const key of ["url", "path"]) {
          const value = redacted[key];
          if (typeof value === "string") redacted[key] = redactTokens(value);
        }
        return redacted;
      },
    },
  },
  pino.destination({ dest: 1, sync: false }),
);
