import { useEffect, useRef } from "react";
import { data, Form, redirect, useNavigation } from "react-router";
import { pageTitle } from "~/lib/seo";
import { verifyCredentials } from "~/server/auth/admins.server";
import { getAdmin, safeReturnPath, startAdminSession } from "~/server/auth/session.server";
import type { Route } from "./+types/login";

export const meta: Route.MetaFunction = () => [
  { title: pageTitle("Entrar no painel") },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ request }: Route.LoaderArgs) {
  const returnTo = safeReturnPath(new URL(request.url).searchParams.get("redirectTo"));
  if (await getAdmin(request)) throw redirect(returnTo);
  return { returnTo };
}

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const username = String(form.get("username") ?? "").trim();
  const password = String(form.get("password") ?? "");
  const returnTo = safeReturnPath(String(form.get("redirectTo") ?? ""));
  if (!username || !password) {
    return data(
      { title: "Campos obrigatórios", message: "Preencha o usuário e a senha.", username },
      { status: 400 },
    );
  }
  const admin = await verifyCredentials(username, password);
  if (!admin) {
    return data(
      { title: "Erro de login", message: "Nome de usuário ou senha incorretos.", username },
      { status: 401 },
    );
  }
  return startAdminSession(admin.id, returnTo);
}

const field =
  "mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2.5 text-base focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none";

export default function AdminLoginPage({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const password = useRef<HTMLInputElement>(null);
  // After a refused attempt the password is cleared (it is never sent back) and ready to retype.
  useEffect(() => {
    if (actionData && password.current) {
      password.current.value = "";
      password.current.focus();
    }
  }, [actionData]);
  return (
    <section className="mx-auto max-w-md px-4 py-16 sm:py-24">
      <h1 className="text-3xl font-bold tracking-tight text-ink">Painel administrativo</h1>
      <p className="mt-2 text-slate-600">Entre com seu usuário e senha para gerenciar o blog.</p>
      {actionData ? (
        <div
          role="alert"
          className="mt-6 rounded-lg border border-red-200 bg-red-50 p-4 text-red-800"
        >
          <p className="font-semibold">{actionData.title}</p>
          <p className="text-sm">{actionData.message}</p>
        </div>
      ) : null}
      <Form method="post" className="mt-6 space-y-5" aria-label="Entrar no painel">
        <input type="hidden" name="redirectTo" value={loaderData.returnTo} />
        <div>
          <label htmlFor="username" className="text-sm font-medium text-ink">
            Usuário
          </label>
          <input
            id="username"
            name="username"
            autoComplete="username"
            required
            defaultValue={actionData?.username}
            className={field}
          />
        </div>
        <div>
          <label htmlFor="password" className="text-sm font-medium text-ink">
            Senha
          </label>
          <input
            ref={password}
            id="password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            className={field}
          />
        </div>
        <button
          type="submit"
          disabled={busy}
          className="flex min-h-12 w-full items-center justify-center rounded-lg bg-brand-700 font-semibold text-white hover:bg-brand-800 disabled:opacity-70"
        >
          {busy ? "Entrando..." : "Entrar"}
        </button>
      </Form>
    </section>
  );
}
