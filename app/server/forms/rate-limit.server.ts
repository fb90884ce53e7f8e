import { take } from "../limits/limiter.server";

/** Form submissions per client IP: `points` every 10 minutes, counted across every instance. */
const WINDOW_S = 10 * 60;

/**
 * Counts one submission; returns the seconds to wait when the IP is over its limit. `counter`
 * names a limit of its own (the REI's saved sections have a larger one than submissions).
 */
export async function takeFormSubmission(
  ip: string,
  points: number,
  counter = "form",
): Promise<number | null> {
  const counted = await take({ name: counter, points, durationS: WINDOW_S }, ip);
  return counted.over ? counted.resetS : null;
}
