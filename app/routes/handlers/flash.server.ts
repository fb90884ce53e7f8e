import { createCookieSessionStorage, redirect } from "react-router";
import type { FormReply } from "~/lib/forms/reply";
import type { Toast } from "~/lib/toast";
import { sessionSecrets } from "~/server/auth/secret.server";
import { env } from "~/server/env.server";

/**
 * Messages that survive a redirect (ADR 0008): kept in a short-lived signed cookie and shown
 * once by the root, with or without JavaScript.
 */
type Flash = { toast: Toast; form: FormReply };

let storage: ReturnType<typeof createCookieSessionStorage<object, Flash>> | undefined;

function flashStorage() {
  if (storage) return storage;
  const config = env();
  storage = createCookieSessionStorage<object, Flash>({
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

/**
 * Redirects with a message for the next page. `form` carries a form's errors and typed values
 * when the form lives on another page than its action (the footer newsletter without JS).
 */
export async function redirectWithToast(
  to: string,
  toast: Toast,
  init: ResponseInit = {},
  form?: FormReply,
) {
  const headers = new Headers(init.headers);
  headers.append("Set-Cookie", await flashCookie(toast, form));
  return redirect(to, { ...init, headers });
}

/**
 * A cookie holds about 4 kB: typed values that do not fit are shortened, and at worst left
 * out (the message and the field errors still go). React Router refuses a larger cookie.
 */
async function flashCookie(toast: Toast, form?: FormReply) {
  const { getSession, commitSession } = flashStorage();
  const shorten = (reply: FormReply, max: number): FormReply => ({
    ...reply,
    repopulateFields: Object.fromEntries(
      Object.entries(reply.repopulateFields ?? {}).map(([key, value]) => [
        key,
        typeof value === "string" ? value.slice(0, max) : value,
      ]),
    ),
  });
  const attempts = form ? [form, shorten(form, 200), shorten(form, 0)] : [undefined];
  for (const reply of attempts) {
    const session = await getSession();
    session.flash("toast", toast);
    if (reply) session.flash("form", reply);
    try {
      return await commitSession(session);
    } catch {
      // Too large for a cookie: try with less.
    }
  }
  const session = await getSession();
  session.flash("toast", toast);
  return commitSession(session);
}

/** The message (and form state) waiting for this request, and the header that clears it. */
export async function takeFlash(request: Request) {
  const { getSession, commitSession } = flashStorage();
  const cookie = request.headers.get("Cookie");
  if (!cookie?.includes("flash="))
    return { toast: undefined, form: undefined, setCookie: undefined };
  const session = await getSession(cookie);
  const toast = session.get("toast");
  const form = session.get("form");
  return { toast, form, setCookie: await commitSession(session) };
}
