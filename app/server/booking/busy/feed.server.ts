import { env } from "~/server/env.server";
import { logger } from "~/server/logger.server";
import { safeFetch } from "~/server/outbound/safe-fetch.server";
import { busyFromIcs } from "./ics.server";
import { type BusyRead, failureMessage, READ_LIMITS } from "./result.server";

export interface ReadOptions {
  /** OUTBOUND_ALLOW_HOSTS unless given. */
  allow?: readonly string[];
}

/**
 * Busy times of a published iCal address (Google's and Outlook's secret links; webcal:// is
 * read as https://). Never throws: a failure is a short message for the admin and a log line
 * (without the address, which is a secret).
 */
export async function readIcsFeed(
  url: string,
  window: { from: Date; to: Date },
  zone: string,
  options: ReadOptions = {},
): Promise<BusyRead> {
  const address = url.trim().replace(/^webcals?:\/\//i, "https://");
  if (!URL.canParse(address)) return { ok: false, error: "Endereço da agenda inválido" };
  try {
    const response = await safeFetch(address, {
      allow: options.allow ?? env().OUTBOUND_ALLOW_HOSTS,
      maxBytes: READ_LIMITS.maxBytes,
      timeoutMs: READ_LIMITS.timeoutMs,
      headers: { accept: "text/calendar, */*;q=0.1" },
    });
    if (response.status < 200 || response.status > 299) {
      return { ok: false, error: `Agenda não respondeu (HTTP ${response.status})` };
    }
    return { ok: true, busy: busyFromIcs(response.body.toString("utf8"), window, zone) };
  } catch (error) {
    logger.warn({ err: error, host: new URL(address).host }, "agenda iCal não lida");
    return { ok: false, error: failureMessage(error) };
  }
}
