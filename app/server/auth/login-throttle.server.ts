import { RateLimiterMemory } from "rate-limiter-flexible";
import { env } from "../env.server";

/**
 * Failed logins per IP and per username in 15 minutes, kept in this process's memory.
 * Unknown usernames count like known ones, so the answer says nothing about which exist.
 */
const WINDOW_S = 15 * 60;
const limiters = new Map<number, { byIp: RateLimiterMemory; byUser: RateLimiterMemory }>();

/** LOGIN_MAX_FAILURES (default 5) failures per IP and per username in 15 minutes. */
function limitersFor(points: number) {
  let pair = limiters.get(points);
  if (!pair) {
    pair = {
      byIp: new RateLimiterMemory({ points, duration: WINDOW_S, keyPrefix: "login-ip" }),
      byUser: new RateLimiterMemory({ points, duration: WINDOW_S, keyPrefix: "login-user" }),
    };
    limiters.set(points, pair);
  }
  return pair;
}
const current = () => {
  const points = env().LOGIN_MAX_FAILURES;
  return { points, ...limitersFor(points) };
};

const userKey = (username: string) => username.trim().toLowerCase();

/** Seconds until another attempt is allowed, or null when this one may go ahead. */
export async function loginBlockedFor(ip: string, username: string): Promise<number | null> {
  const { points, byIp, byUser } = current();
  const [ipRes, userRes] = await Promise.all([byIp.get(ip), byUser.get(userKey(username))]);
  const waits = [ipRes, userRes]
    .filter((res) => res && res.consumedPoints >= points)
    .map((res) => res?.msBeforeNext ?? 0);
  return waits.length ? Math.ceil(Math.max(...waits) / 1000) : null;
}

export async function recordLoginFailure(ip: string, username: string) {
  const { byIp, byUser } = current();
  await Promise.all([
    byIp.penalty(ip, 1),
    username ? byUser.penalty(userKey(username), 1) : undefined,
  ]);
}

/** A good login clears the username's count; the IP's stays, so guessing across users is slow. */
export async function recordLoginSuccess(username: string) {
  const { byUser } = current();
  await byUser.delete(userKey(username));
}

/**
 * Wrong current passwords on the settings page, per admin, with the login's limit and window:
 * a stolen session must not become a way to guess the password. Kept apart from the login's
 * counts, so that it never locks the admin out of signing in.
 */
const passwordChecks = new Map<number, RateLimiterMemory>();
function passwordCheckLimiter() {
  const points = env().LOGIN_MAX_FAILURES;
  let limiter = passwordChecks.get(points);
  if (!limiter) {
    limiter = new RateLimiterMemory({ points, duration: WINDOW_S, keyPrefix: "password-check" });
    passwordChecks.set(points, limiter);
  }
  return { points, limiter };
}

/** Seconds until this admin may try the current password again, or null. */
export async function passwordCheckBlockedFor(adminId: number): Promise<number | null> {
  const { points, limiter } = passwordCheckLimiter();
  const res = await limiter.get(String(adminId));
  return res && res.consumedPoints >= points ? Math.ceil(res.msBeforeNext / 1000) : null;
}

export async function recordPasswordCheck(adminId: number, right: boolean) {
  const { limiter } = passwordCheckLimiter();
  if (right) await limiter.delete(String(adminId));
  else await limiter.penalty(String(adminId), 1);
}
