import { RateLimiterMemory } from "rate-limiter-flexible";

/** Form submissions per client IP: `points` every 10 minutes, kept in this process's memory. */
const WINDOW_S = 10 * 60;

let limiter: RateLimiterMemory | undefined;

/** Counts one submission; returns the seconds to wait when the IP is over its limit. */
export async function takeFormSubmission(ip: string, points: number): Promise<number | null> {
  if (limiter?.points !== points) limiter = new RateLimiterMemory({ points, duration: WINDOW_S });
  try {
    await limiter.consume(ip);
    return null;
  } catch (rejection) {
    const ms = (rejection as { msBeforeNext?: number }).msBeforeNext ?? WINDOW_S * 1000;
    return Math.ceil(ms / 1000);
  }
}
