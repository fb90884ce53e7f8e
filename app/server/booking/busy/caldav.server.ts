import { SaxesParser } from "saxes";
import { env } from "~/server/env.server";
import { logger } from "~/server/logger.server";
import { safeFetch } from "~/server/outbound/safe-fetch.server";
import { type Interval, mergeIntervals } from "../interval.server";
import type { ReadOptions } from "./feed.server";
import { busyFromIcs, icsBudget } from "./ics.server";
import { type BusyRead, failureMessage, READ_LIMITS } from "./result.server";

export interface CaldavSource {
  /** The calendar collection (Nextcloud's "CalDAV link", iCloud's calendar address). */
  url: string;
  username: string;
  password: string;
}

const CALDAV = "urn:ietf:params:xml:ns:caldav";
const DAY_MS = 86_400_000;

const stamp = (date: Date) => `${date.toISOString().slice(0, 19).replace(/[-:]/g, "")}Z`;

/**
 * RFC 4791 §7.8: the events that overlap the range, each resource whole (a series with its
 * overrides); we expand them ourselves. A day more on each side: a server reads all-day and
 * floating times in a zone of its own, and busyFromIcs clips to the exact window.
 */
function calendarQuery(window: { from: Date; to: Date }) {
  const start = stamp(new Date(window.from.getTime() - DAY_MS));
  const end = stamp(new Date(window.to.getTime() + DAY_MS));
  return `<?xml version="1.0" encoding="utf-8"?>
<C:calendar-query xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav">
  <D:prop><C:calendar-data/></D:prop>
  <C:filter>
    <C:comp-filter name="VCALENDAR">
      <C:comp-filter name="VEVENT"><C:time-range start="${start}" end="${end}"/></C:comp-filter>
    </C:comp-filter>
  </C:filter>
</C:calendar-query>`;
}

/** The calendar-data texts of a multistatus answer (namespaces resolved; no DTD is read). */
function calendarData(xml: string): string[] {
  const found: string[] = [];
  let current: string[] | undefined;
  const parser = new SaxesParser({ xmlns: true });
  parser.on("opentag", (tag) => {
    if (tag.uri === CALDAV && tag.local === "calendar-data") current = [];
  });
  const keep = (text: string) => current?.push(text);
  parser.on("text", keep);
  parser.on("cdata", keep);
  parser.on("closetag", (tag) => {
    if (tag.uri === CALDAV && tag.local === "calendar-data" && current) {
      const text = current.join("").trim();
      if (text) found.push(text);
      current = undefined;
    }
  });
  parser.on("error", (error) => {
    throw error;
  });
  parser.write(xml).close();
  return found;
}

/**
 * Busy times of a CalDAV calendar (Nextcloud, iCloud, Radicale) by a calendar-query REPORT
 * with Basic auth. Never throws: a failure is a short message for the admin and a log line.
 */
export async function readCaldav(
  source: CaldavSource,
  window: { from: Date; to: Date },
  zone: string,
  options: ReadOptions = {},
): Promise<BusyRead> {
  const address = source.url.trim();
  if (!URL.canParse(address)) return { ok: false, error: "Endereço do CalDAV inválido" };
  const credentials = Buffer.from(`${source.username}:${source.password}`).toString("base64");
  try {
    const response = await safeFetch(address, {
      allow: options.allow ?? env().OUTBOUND_ALLOW_HOSTS,
      maxBytes: READ_LIMITS.maxBytes,
      timeoutMs: READ_LIMITS.timeoutMs,
      method: "REPORT",
      body: calendarQuery(window),
      headers: {
        authorization: `Basic ${credentials}`,
        depth: "1",
        "content-type": "application/xml; charset=utf-8",
        accept: "application/xml, text/xml",
      },
    });
    if (response.status === 401 || response.status === 403) {
      return { ok: false, error: "Usuário ou senha do CalDAV recusados" };
    }
    if (response.status === 404) {
      return { ok: false, error: "Calendário CalDAV não encontrado (HTTP 404)" };
    }
    if (response.status !== 207) {
      const error =
        response.status < 300 ? "O endereço não é um calendário CalDAV" : "CalDAV não respondeu";
      return { ok: false, error: `${error} (HTTP ${response.status})` };
    }
    let texts: string[];
    try {
      texts = calendarData(response.body.toString("utf8"));
    } catch {
      return { ok: false, error: "O servidor não devolveu uma resposta CalDAV válida" };
    }
    // One budget for the whole collection: many small resources cost what one feed may.
    const budget = icsBudget();
    const busy: Interval[] = texts.flatMap((text) => busyFromIcs(text, window, zone, budget));
    return { ok: true, busy: mergeIntervals(busy) };
  } catch (error) {
    logger.warn({ err: error, host: new URL(address).host }, "agenda CalDAV não lida");
    return { ok: false, error: failureMessage(error) };
  }
}
