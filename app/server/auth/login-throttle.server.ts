import { RateLimiterMemory } from "rate-limiter-flexible";

/**
 * Failed logins: 5 per IP and 5 per username in 15 minutes, kept in this process's memory.
 * Unknown usernames count like known ones, so the answer says nothing about which exist.
 */
const POINTS = 5;
const WINDOW_S = 15 * 60;

const byIp = new RateLimiterMemory({ points: POINTS, duration: WINDOW_S, keyPrefix: "login-ip" });
const byUser = new RateLimiterMemory({
  points: POINTS,
  duration: WINDOW_S,
  keyPrefix: "login-user",
});

const userKey = (username: string) => username.trim().toLowerCase();

/** Seconds until another attempt is allowed, or null when this one may go ahead. */
export async function loginBlockedFor(ip: string, username: string): Promise<number | null> {
  const [ipRes, userRes] = await Promise.all([byIp.get(ip), byUser.get(userKey(username))]);
  const waits = [ipRes, userRes]
    .filter((res) => res && res.consumedPoints >= POINTS)
    .map((res) => res?.msBeforeNext ?? 0);
  return waits.length ? Math.ceil(Math.max(...waits) / 1000) : null;
}

export async function recordLoginFailure(ip: string, username: string) {
  await Promise.all([
    byIp.penalty(ip, 1),
    username ? byUser.penalty(userKey(username), 1) : undefined,
  ]);
}

/** A good login clears the username's count; the IP's stays, so guessing across users is slow. */
export async function recordLoginSuccess(username: string) {
  await byUser.delete(userKey(username));
}
