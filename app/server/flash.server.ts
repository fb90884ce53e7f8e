import { createCookieSessionStorage, redirect } from "react-router";
import type { Toast } from "~/lib/toast";
import { sessionSecrets } from "./auth/secret.server";
import { env } from "./env.server";

/**
 * Messages that survive a redirect (DESIGN D9): kept in a short-lived signed cookie and shown
 * once by the root, with or without JavaScript.
 */
let storage: ReturnType<typeof createCookieSessionStorage<object, { toast: Toast }>> | undefined;

function flashStorage() {
  if (storage) return storage;
  const config = env();
  storage = createCookieSessionStorage<object, { toast: Toast }>({
    cookie: {
      name: "flash",
      httpOnly: true,
      sameSite: "lax",
      secure: config.BASE_URL.startsWith("https://"),
      path: "/",
      maxAge: 60,
      secrets: sessionSecrets(config),
    },
  });
  return storage;
}

export async function redirectWithToast(to: string, toast: Toast, init: ResponseInit = {}) {
  const { getSession, commitSession } = flashStorage();
  const session = await getSession();
  session.flash("toast", toast);
  const headers = new Headers(init.headers);
  headers.append("Set-Cookie", await commitSession(session));
  return redirect(to, { ...init, headers });
}

/** The message waiting for this request, and the header that clears it. */
export async function takeToast(request: Request) {
  const { getSession, commitSession } = flashStorage();
  const cookie = request.headers.get("Cookie");
  if (!cookie?.includes("flash=")) return { toast: undefined, setCookie: undefined };
  const session = await getSession(cookie);
  const toast = session.get("toast");
  return { toast, setCookie: await commitSession(session) };
}
