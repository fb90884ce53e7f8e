import { decodeHTML } from "entities";
import type { Visitor } from "./app";

export const ADMIN = { username: "editora", password: "senha-de-teste-2026" };

/** A post from our own pages: browsers send the page's origin with every form. */
export function postAs(
  visitor: Visitor,
  origin: string,
  path: string,
  body: URLSearchParams | FormData | Record<string, string>,
  headers: Record<string, string> = {},
) {
  const payload =
    body instanceof FormData || body instanceof URLSearchParams ? body : new URLSearchParams(body);
  return visitor.request(path, { method: "POST", body: payload, headers: { origin, ...headers } });
}

export async function signIn(visitor: Visitor, origin: string, password = ADMIN.password) {
  const response = await postAs(visitor, origin, "/admin/login", {
    username: ADMIN.username,
    password,
    redirectTo: "/admin/posts",
  });
  if (response.status !== 302) throw new Error(`login recusado: ${response.status}`);
  return response;
}

/**
 * `member` signed in with `role`: invited by `admin` on a site without e-mail (the team page
 * shows the link once) and the invitation accepted (ADR 0040).
 */
export async function signInMember(
  admin: Visitor,
  member: Visitor,
  origin: string,
  { role, email }: { role: string; email: string },
) {
  const invited = await postAs(admin, origin, "/admin/equipe", {
    intent: "invite",
    name: `Pessoa ${role}`,
    email,
    role,
  });
  if (invited.status !== 302) throw new Error(`convite recusado: ${invited.status}`);
  const link = /value="[^"]*?(\/admin\/convite\/[\w-]+)"/.exec(await admin.follow(invited))?.[1];
  if (!link) throw new Error("link do convite não mostrado");
  const password = `senha-de-${role}-2026`;
  const accepted = await postAs(member, origin, link, {
    newPassword: password,
    confirmPassword: password,
  });
  if (accepted.status !== 302) throw new Error(`convite não aceito: ${accepted.status}`);
}

/**
 * A page's text as a person reads it: scripts (the page's data for hydration) gone first, then
 * tags, entities decoded and spaces collapsed.
 */
export function readable(html: string) {
  return decodeHTML(
    html.replace(/<script\b[\s\S]*?<\/script>/gi, " ").replace(/<[^>]+>/g, " "),
  ).replace(/\s+/g, " ");
}
