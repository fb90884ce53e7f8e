import { randomUUID } from "node:crypto";
import { createCookie } from "react-router";
import { env } from "../env.server";
import { sessionSecrets } from "./secret.server";

/**
 * A browser that has signed in before: a signed cookie naming the username and a random id.
 * Its login attempts are counted on their own (login-throttle.server.ts), so failures sent from
 * elsewhere cannot lock this browser out.
 */
const YEAR_S = 365 * 24 * 60 * 60;
type Device = { id: string; user: string };

let cookie: ReturnType<typeof createCookie> | undefined;

function deviceCookie() {
  if (cookie) return cookie;
  const config = env();
  const https = config.BASE_URL.startsWith("https://");
  cookie = createCookie(https ? "__Host-dispositivo" : "dispositivo", {
    httpOnly: true,
    sameSite: "lax",
    secure: https,
    path: "/",
    maxAge: YEAR_S,
    secrets: sessionSecrets(config),
  });
  return cookie;
}

const sameUser = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The device id when this request carries a valid device cookie for `username`. */
export async function knownDevice(request: Request, username: string): Promise<string | null> {
  const value = (await deviceCookie()
    .parse(request.headers.get("Cookie"))
    .catch(() => null)) as Partial<Device> | null;
  if (!value || typeof value.id !== "string" || typeof value.user !== "string") return null;
  return sameUser(value.user, username) ? value.id : null;
}

/** The Set-Cookie that marks this browser as one `username` signs in from. */
export async function rememberDevice(request: Request, username: string) {
  const id = (await knownDevice(request, username)) ?? randomUUID();
  return deviceCookie().serialize({ id, user: username.trim().toLowerCase() } satisfies Device);
}
