import pino from "pino";

/** One JSON line per event on stdout; the level follows LOG_LEVEL once the server has booted. */
export const logger = pino({
  level: process.env.LOG_LEVEL ?? "info",
  base: undefined,
  timestamp: pino.stdTimeFunctions.isoTime,
});
