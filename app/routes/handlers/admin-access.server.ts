import { data, redirect } from "react-router";
import { isSameOrigin } from "~/server/auth/origin.server";
import { endAdminSession, getAdmin } from "~/server/auth/session.server";
import { adminCopy } from "~content/admin";

/** Where an admin with a generated password is sent until they choose their own. */
export const PASSWORD_PAGE = "/admin/settings";
export const LOGIN_PAGE = "/admin/login";

/** Refuses (403) a post that did not come from our own pages: the admin's CSRF defence. */
export function assertSameOrigin(request: Request) {
  if (!isSameOrigin(request)) throw data(adminCopy.refused, { status: 403 });
}

/**
 * Every admin loader starts here: the admin, or a redirect to the login. An admin who still
 * has the generated password is sent to choose one first.
 */
export async function requireAdmin(request: Request) {
  const admin = await getAdmin(request);
  const url = new URL(request.url);
  if (admin) {
    if (admin.mustChangePassword && url.pathname !== PASSWORD_PAGE) throw redirect(PASSWORD_PAGE);
    return admin;
  }
  const back = new URLSearchParams({ redirectTo: `${url.pathname}${url.search}` });
  throw redirect(`${LOGIN_PAGE}?${back}`);
}

/** Every admin action starts here: refused unless it comes from our own pages, then as above. */
export async function requireAdminAction(request: Request) {
  assertSameOrigin(request);
  return requireAdmin(request);
}

/** 'Sair': the session ends on the server and in the browser, then the login page. */
export async function signOut(request: Request) {
  return redirect(LOGIN_PAGE, { headers: { "Set-Cookie": await endAdminSession(request) } });
}
