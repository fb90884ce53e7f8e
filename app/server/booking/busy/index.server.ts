import { readCaldav } from "./caldav.server";
import { type ReadOptions, readIcsFeed } from "./feed.server";
import type { BusyRead } from "./result.server";

export type { BusyRead } from "./result.server";

/** Where a host's busy times come from (given in the host's settings). */
export type BusySource =
  | { kind: "ics"; url: string }
  | { kind: "caldav"; url: string; username: string; password: string };

/** The host's busy times in the window; never throws (see BusyRead). */
export function readBusy(
  source: BusySource,
  window: { from: Date; to: Date },
  zone: string,
  options?: ReadOptions,
): Promise<BusyRead> {
  return source.kind === "ics"
    ? readIcsFeed(source.url, window, zone, options)
    : readCaldav(source, window, zone, options);
}
