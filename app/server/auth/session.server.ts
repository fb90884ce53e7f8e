import { createCookieSessionStorage, redirect } from "react-router";
import { env } from "../env.server";
import { findAdminById } from "./admins.server";
import { assertSameOrigin } from "./origin.server";
import { sessionSecrets } from "./secret.server";

const WEEK = 60 * 60 * 24 * 7;

type SessionData = { adminId: number };

let storage: ReturnType<typeof createCookieSessionStorage<SessionData>> | undefined;

/** Signed, httpOnly, SameSite=Lax; Secure and __Host- prefixed when the site is on HTTPS. */
function sessionStorage() {
  if (storage) return storage;
  const config = env();
  const https = config.BASE_URL.startsWith("https://");
  storage = createCookieSessionStorage<SessionData>({
    cookie: {
      name: https ? "__Host-admin" : "admin",
      httpOnly: true,
      sameSite: "lax",
      secure: https,
      path: "/",
      maxAge: WEEK,
      secrets: sessionSecrets(config),
    },
  });
  return storage;
}

export async function getAdmin(request: Request) {
  const session = await sessionStorage().getSession(request.headers.get("Cookie"));
  const id = session.get("adminId");
  return id ? findAdminById(id) : undefined;
}

/** Only paths of this site are accepted as return addresses. */
export function safeReturnPath(value: string | null | undefined, fallback = "/admin/posts") {
  if (!value?.startsWith("/") || value.startsWith("//") || value.includes("\\")) {
    return fallback;
  }
  return value;
}

/** Every admin loader and action starts here: the admin, or a redirect to the login. */
export async function requireAdmin(request: Request) {
  const admin = await getAdmin(request);
  if (admin) return admin;
  const url = new URL(request.url);
  const back = new URLSearchParams({ redirectTo: `${url.pathname}${url.search}` });
  throw redirect(`/admin/login?${back}`);
}

/** Every admin action starts here: refused unless it comes from our own pages, then as above. */
export async function requireAdminAction(request: Request) {
  assertSameOrigin(request);
  return requireAdmin(request);
}

export async function startAdminSession(adminId: number, returnTo: string) {
  const { getSession, commitSession } = sessionStorage();
  // A fresh session, never one the visitor brought along.
  const session = await getSession();
  session.set("adminId", adminId);
  return redirect(returnTo, { headers: { "Set-Cookie": await commitSession(session) } });
}

export async function endAdminSession(request: Request) {
  const { getSession, destroySession } = sessionStorage();
  const session = await getSession(request.headers.get("Cookie"));
  return redirect("/admin/login", { headers: { "Set-Cookie": await destroySession(session) } });
}
