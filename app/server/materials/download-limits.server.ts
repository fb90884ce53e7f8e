import { env } from "../env.server";
import { take } from "../limits/limiter.server";

/** Requests to /baixar per client IP: a person opens a few links, not dozens, in 10 minutes. */
const PER_CLIENT = { name: "download", points: 20, durationS: 10 * 60 };

/** Counts one request to /baixar; returns the seconds to wait when the IP is over its limit. */
export async function takeDownloadRequest(ip: string): Promise<number | null> {
  const counted = await take(PER_CLIENT, ip);
  return counted.over ? counted.resetS : null;
}

/**
 * Whether this is the first delivery through `token` (one lead's link), marked in the database
 * so every instance agrees and the mark lasts as long as any link can. A repeated fetch (a
 * browser's retry, a mail scanner, someone reloading) is not another download.
 */
export async function firstDeliveryOf(token: string): Promise<boolean> {
  const lifetimeS = env().MATERIAL_LINK_DAYS * 24 * 60 * 60;
  const counted = await take({ name: "download-link", points: 1, durationS: lifetimeS }, token);
  return counted.used === 1;
}
