import { RateLimiterMemory, type RateLimiterRes } from "rate-limiter-flexible";
import { env } from "../env.server";

/**
 * Failed password checks in 15 minutes, kept in this process's memory: logins per IP and per
 * username, and wrong current passwords on the settings page per admin. Unknown usernames
 * count like known ones, so the answer says nothing about which exist.
 */
const WINDOW_S = 15 * 60;
type Counter = "login-ip" | "login-user" | "password-check";
const limiters = new Map<string, RateLimiterMemory>();

/** LOGIN_MAX_FAILURES (default 5) failures per key in 15 minutes, for one counter. */
function limiter(counter: Counter) {
  const points = env().LOGIN_MAX_FAILURES;
  const id = `${counter}:${points}`;
  let found = limiters.get(id);
  if (!found) {
    found = new RateLimiterMemory({ points, duration: WINDOW_S, keyPrefix: counter });
    limiters.set(id, found);
  }
  return found;
}

/** Seconds until the longest of these blocks ends, or null when none is full. */
function blockedFor(results: (RateLimiterRes | null)[]): number | null {
  const points = env().LOGIN_MAX_FAILURES;
  const waits = results
    .filter((res) => res && res.consumedPoints >= points)
    .map((res) => res?.msBeforeNext ?? 0);
  return waits.length ? Math.ceil(Math.max(...waits) / 1000) : null;
}

const userKey = (username: string) => username.trim().toLowerCase();

/** Seconds until another attempt is allowed, or null when this one may go ahead. */
export async function loginBlockedFor(ip: string, username: string): Promise<number | null> {
  return blockedFor(
    await Promise.all([limiter("login-ip").get(ip), limiter("login-user").get(userKey(username))]),
  );
}

export async function recordLoginFailure(ip: string, username: string) {
  await Promise.all([
    limiter("login-ip").penalty(ip, 1),
    username ? limiter("login-user").penalty(userKey(username), 1) : undefined,
  ]);
}

/** A good login clears the username's count; the IP's stays, so guessing across users is slow. */
export async function recordLoginSuccess(username: string) {
  await limiter("login-user").delete(userKey(username));
}

/**
 * Wrong current passwords on the settings page, per admin: a stolen session must not become a
 * way to guess the password. Kept apart from the login's counts, so that it never locks the
 * admin out of signing in.
 */
export async function passwordCheckBlockedFor(adminId: number): Promise<number | null> {
  return blockedFor([await limiter("password-check").get(String(adminId))]);
}

export async function recordPasswordCheck(adminId: number, right: boolean) {
  const counter = limiter("password-check");
  if (right) await counter.delete(String(adminId));
  else await counter.penalty(String(adminId), 1);
}
