import { data } from "react-router";
import { landingFor } from "~/lib/admin-areas";
import { safeReturnPath } from "~/lib/return-path";
import { assertSameOrigin, PASSWORD_PAGE } from "~/routes/handlers/admin-access.server";
import { redirectWithToast } from "~/routes/handlers/flash.server";
import { readForm } from "~/routes/handlers/read-form.server";
import { loginName, verifyCredentials } from "~/server/auth/admins.server";
import { knownDevice, rememberDevice } from "~/server/auth/device.server";
import { reserveLoginAttempt } from "~/server/auth/login-throttle.server";
import { createAdminSession } from "~/server/auth/session.server";
import { adminCopy } from "~content/admin";

/**
 * Every answer takes at least this long (the spec's 1 s check), so a right password, a wrong
 * one and an unknown user cannot be told apart by time.
 */
const ANSWER_FLOOR_MS = 1000;

const copy = adminCopy.login;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
type Refusal = { title: string; description: string; username: string };

export async function handleLogin(request: Request, ip: string) {
  assertSameOrigin(request);
  const started = Date.now();
  const answer = async <T>(value: T): Promise<T> => {
    const wait = ANSWER_FLOOR_MS - (Date.now() - started);
    if (wait > 0) await sleep(wait);
    return value;
  };
  const refuse = (
    toast: { title: string; description: string },
    username: string,
    status: number,
  ) => answer(data<Refusal>({ ...toast, username }, { status }));

  const form = await readForm(request);
  const username = String(form.get("username") ?? "")
    .trim()
    .slice(0, 200);
  const password = String(form.get("password") ?? "").slice(0, 1000);
  const returnTo = safeReturnPath(String(form.get("redirectTo") ?? ""));
  if (!username || !password) return refuse(copy.missing, username, 400);

  // The e-mail and the username of one member share their counts (and their device cookie).
  const account = await loginName(username);
  const attempt = await reserveLoginAttempt(ip, account, await knownDevice(request, account));
  if (attempt.blockedFor) {
    return refuse(copy.throttled(Math.ceil(attempt.blockedFor / 60)), username, 429);
  }
  if (attempt.slowdownMs) await sleep(attempt.slowdownMs);
  const admin = await verifyCredentials(username, password);
  await attempt.settle(Boolean(admin));
  if (!admin) return refuse(copy.wrong, username, 401);
  const headers = new Headers();
  headers.append("Set-Cookie", await createAdminSession(admin.id));
  headers.append("Set-Cookie", await rememberDevice(request, admin.username));
  // A generated password: the settings page says why the admin must choose one first. Else
  // the return address, when the role opens it, or the role's first page.
  const to = admin.mustChangePassword ? PASSWORD_PAGE : landingFor(admin.role, returnTo);
  return answer(await redirectWithToast(to, { ...copy.success, variant: "success" }, { headers }));
}
