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
