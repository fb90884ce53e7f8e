import pino from "pino";

/**
 * One JSON line per event on stdout; the level follows LOG_LEVEL once the server has booted.
 * Written asynchronously: lines that come while one write is under way go out together in the
 * next, so a busy server does not make one system call per request (ADR 0023); pino flushes
 * what is left when the process exits.
 */
export const logger = pino(
  {
    level: process.env.LOG_LEVEL ?? "info",
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
  },
  pino.destination({ dest: 1, sync: false }),
);
