import { createHmac } from "node:crypto";
import { RateLimiterDrizzle, RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
import { sessionSecrets } from "../auth/secret.server";
import { db } from "../db/index.server";
import { rateLimits } from "../db/schema.server";
import { env } from "../env.server";
import { logger } from "../logger.server";

/**
 * Counters that hold across every instance on one database (ADR 0011): rate-limiter-flexible's
 * Drizzle store, an atomic upsert per point. Should the database fail, a counter in this
 * process's memory stands in, so a limit never turns into an error page.
 */

export interface Limit {
  /** Names the counter; part of every key in the table (with the hashed key). */
  name: string;
  points: number;
  durationS: number;
}

type Limiter = RateLimiterDrizzle;
const limiters = new WeakMap<object, Map<string, Limiter>>();

function limiter({ name, points, durationS }: Limit): Limiter {
  const database = db();
  let byLimit = limiters.get(database);
  if (!byLimit) {
    byLimit = new Map();
    limiters.set(database, byLimit);
  }
  const id = `${name}:${points}:${durationS}`;
  let found = byLimit.get(id);
  if (!found) {
    found = new RateLimiterDrizzle({
      storeClient: database,
      schema: rateLimits,
      keyPrefix: name,
      points,
      duration: durationS,
      insuranceLimiter: new RateLimiterMemory({ keyPrefix: name, points, duration: durationS }),
      // Each limiter would sweep the whole table every 5 minutes; the first one does it for all.
      clearExpiredByTimeout: byLimit.size === 0,
    });
    byLimit.set(id, found);
  }
  return found;
}

/** What a counter says after a step: how many points are used and when the window ends. */
export interface Count {
  used: number;
  /** True when this step went over the limit. */
  over: boolean;
  /** Seconds until the window ends (the wait when over). */
  resetS: number;
}

const count = (res: RateLimiterRes, points: number): Count => ({
  used: res.consumedPoints,
  over: res.consumedPoints > points,
  resetS: Math.max(1, Math.ceil(res.msBeforeNext / 1000)),
});

/**
 * What the table keeps of a key (an address, a username): a keyed hash, so no client's address
 * is ever written, and no one without the session secret can tell whose counter a row is.
 */
const stored = (limit: Limit, key: string) =>
  createHmac("sha256", sessionSecrets(env())[0] ?? "")
    .update(`${limit.name}\n${key}`)
    .digest("base64url")
    .slice(0, 32);

/**
 * Takes one point for `key` before the work it guards, so that attempts made at the same time
 * each see their own number (a check read before and written after lets them all through).
 */
export async function take(limit: Limit, key: string): Promise<Count> {
  try {
    return count(await limiter(limit).consume(stored(limit, key), 1), limit.points);
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) return count(rejection, limit.points);
    logger.error({ err: rejection, limit: limit.name }, "contador de limite indisponível");
    return { used: 0, over: false, resetS: limit.durationS };
  }
}

/** Forgets `key` (a right password clears the failures it counted). */
export async function clear(limit: Limit, key: string) {
  await limiter(limit)
    .delete(stored(limit, key))
    .catch((error) => logger.error({ err: error, limit: limit.name }, "contador não zerado"));
}
