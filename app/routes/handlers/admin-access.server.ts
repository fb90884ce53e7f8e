import { data, redirect } from "react-router";
import { type AdminArea, areaOfPath, homeFor, mayOpen } from "~/lib/admin-areas";
import { type Role, roleLabels } from "~/lib/team";
import { isSameOrigin } from "~/server/auth/origin.server";
import { endAdminSession, getAdmin } from "~/server/auth/session.server";
import { adminCopy } from "~content/admin";
import { teamCopy } from "~content/team";

/** Where an admin with a generated password is sent until they choose their own. */
export const PASSWORD_PAGE = "/admin/settings";
export const LOGIN_PAGE = "/admin/login";

/** Refuses (403) a post that did not come from our own pages: the admin's CSRF defence. */
export function assertSameOrigin(request: Request) {
  if (!isSameOrigin(request)) throw data(adminCopy.refused, { status: 403 });
}

/** What a 403 for a role carries: the page's words and the way back to what the role opens. */
export interface Forbidden {
  title: string;
  description: string;
  home: string;
  homeLabel: string;
}

const forbiddenReply = (role: Role): Forbidden => ({
  ...teamCopy.forbidden,
  description: teamCopy.forbidden.description(roleLabels[role]),
  home: homeFor(role),
});

type Admin = NonNullable<Awaited<ReturnType<typeof getAdmin>>>;

/**
 * The admin, or a redirect to the login (thrown). An admin who still has the generated
 * password is sent to choose one first. The area (by default the address's,
 * `app/lib/admin-areas.ts`) must be one the admin's role opens, else `refused`.
 */
async function access(
  request: Request,
  area: AdminArea | "any" | undefined,
): Promise<{ admin: Admin; refused?: Forbidden }> {
  const admin = await getAdmin(request);
  const url = new URL(request.url);
  if (!admin) {
    const back = new URLSearchParams({ redirectTo: `${url.pathname}${url.search}` });
    throw redirect(`${LOGIN_PAGE}?${back}`);
  }
  if (admin.mustChangePassword && url.pathname !== PASSWORD_PAGE) throw redirect(PASSWORD_PAGE);
  const needed = area ?? areaOfPath(url.pathname);
  const allowed = needed === "any" || mayOpen(admin.role, needed);
  return allowed ? { admin } : { admin, refused: forbiddenReply(admin.role) };
}

/**
 * Every admin loader starts here: the admin, a redirect to the login, or a 403 page when the
 * role does not open the area. The layout, which every area shares, asks for `any`.
 */
export async function requireAdmin(request: Request, { area }: { area?: AdminArea | "any" } = {}) {
  const { admin, refused } = await access(request, area);
  if (refused) throw data(refused, { status: 403 });
  return admin;
}

/** Every admin action starts here: refused unless it comes from our own pages, then as above. */
export async function requireAdminAction(request: Request) {
  assertSameOrigin(request);
  return requireAdmin(request);
}

/**
 * A part of a page only some roles of its area may use (the 'Agenda' rules are an
 * Administrador's): the same 403 for the others, thrown.
 */
export function assertRole(admin: { role: Role }, allowed: readonly Role[]) {
  if (!allowed.includes(admin.role)) throw data(forbiddenReply(admin.role), { status: 403 });
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => `&${{ "&": "amp", "<": "lt", ">": "gt", '"': "quot" }[c]};`);

/**
 * The check of an admin file (a CSV): a file route has no page to show a refusal on, so its
 * 403 is a small Portuguese page of its own.
 */
export async function requireAdminFile(request: Request) {
  const { admin, refused } = await access(request, undefined);
  if (!refused) return admin;
  const text = (value: string) => escapeHtml(value);
  const body = `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>${text(refused.title)}</title></head><body><h1>${text(refused.title)}</h1><p>${text(refused.description)}</p><p><a href="${text(refused.home)}">${text(refused.homeLabel)}</a></p></body></html>`;
  throw new Response(body, {
    status: 403,
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" },
  });
}

/** 'Sair': the session ends on the server and in the browser, then the login page. */
export async function signOut(request: Request) {
  return redirect(LOGIN_PAGE, { headers: { "Set-Cookie": await endAdminSession(request) } });
}
