import { env } from "../env.server";
import { clear, type Limit, take } from "../limits/limiter.server";

/**
 * Password checks, counted in the database so that every instance sees the same numbers, and
 * counted before the check so that attempts sent at once cannot all slip under the limit.
 *
 * - Per address and username: LOGIN_MAX_FAILURES (5) in 15 minutes, then 429.
 * - Per address, across usernames: four times that, then 429 (guessing many accounts).
 * - Per username from every address: past the limit each attempt is slowed down; and at most
 *   twice the limit per minute, then 429, so many addresses cannot share the guessing.
 * - A browser that signed in before (a signed device cookie) is counted on its own instead:
 *   an attack from elsewhere neither blocks nor slows it, so the admin is never locked out.
 * The address is the client's key: an IPv6 client by its /64 (`clientKey`).
 * Unknown usernames count like known ones, so the answer says nothing about which exist.
 */
const WINDOW_S = 15 * 60;
const MAX_SLOWDOWN_MS = 20_000;

const limit = (name: string, factor = 1, durationS = WINDOW_S): Limit => ({
  name,
  points: env().LOGIN_MAX_FAILURES * factor,
  durationS,
});
const userPerMinute = () => limit("login-user-minute", 2, 60);

const userKey = (username: string) => username.trim().toLowerCase();

export interface LoginAttempt {
  /** Seconds until this address (or device) may try again; null when the check may go ahead. */
  blockedFor: number | null;
  /** How long to hold the answer before checking (many failures for this username). */
  slowdownMs: number;
  /** After the check: a right password clears what this attempt counted. */
  settle(right: boolean): Promise<void>;
}

/** One counter's attempt: blocked once over its limit, cleared by a right password. */
async function singleAttempt(counter: Limit, key: string): Promise<LoginAttempt> {
  const counted = await take(counter, key);
  return {
    blockedFor: counted.over ? counted.resetS : null,
    slowdownMs: 0,
    settle: async (right) => {
      if (right) await clear(counter, key);
    },
  };
}

/** Reserves one login attempt. `device`: the id in a valid device cookie for this username. */
export async function reserveLoginAttempt(
  ip: string,
  username: string,
  device: string | null,
): Promise<LoginAttempt> {
  const user = userKey(username);
  if (device) return singleAttempt(limit("login-device"), device);
  const pair = `${ip}|${user}`;
  const [byPair, byIp, byUser, byUserNow] = await Promise.all([
    take(limit("login-pair"), pair),
    take(limit("login-ip", 4), ip),
    take(limit("login-user"), user),
    take(userPerMinute(), user),
  ]);
  const blocked = [byPair, byIp, byUserNow].filter((counted) => counted.over);
  const excess = byUser.used - limit("login-user").points;
  return {
    blockedFor: blocked.length ? Math.max(...blocked.map((counted) => counted.resetS)) : null,
    slowdownMs: excess > 0 ? Math.min(1000 * 2 ** (excess - 1), MAX_SLOWDOWN_MS) : 0,
    settle: async (right) => {
      if (right)
        await Promise.all([
          clear(limit("login-pair"), pair),
          clear(limit("login-user"), user),
          clear(userPerMinute(), user),
        ]);
    },
  };
}

/**
 * Wrong current passwords on the settings page, per admin: a stolen session must not become a
 * way to guess the password. Kept apart from the login's counts, so that it never locks the
 * admin out of signing in. Reserved before the check like a login.
 */
export const reservePasswordCheck = (adminId: number) =>
  singleAttempt(limit("password-check"), String(adminId));
