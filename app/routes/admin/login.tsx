import { useEffect, useRef } from "react";
import { Form, Link, redirect, useNavigation } from "react-router";
import { alertClass, primaryButton } from "~/components/admin/styles";
import { PasswordInput } from "~/components/forms/PasswordField";
import { inputClass, labelClass } from "~/components/forms/styles";
import { landingFor } from "~/lib/admin-areas";
import { adminMeta } from "~/lib/admin-meta";
import { safeReturnPath } from "~/lib/return-path";
import { handleLogin } from "~/routes/handlers/login.server";
import { getAdmin } from "~/server/auth/session.server";
import { adminCopy } from "~content/admin";
import { teamCopy } from "~content/team";
import type { Route } from "./+types/login";

export const meta = () => adminMeta("Entrar no painel");

export async function loader({ request }: Route.LoaderArgs) {
  const returnTo = safeReturnPath(new URL(request.url).searchParams.get("redirectTo"));
  const admin = await getAdmin(request);
  if (admin) throw redirect(landingFor(admin.role, returnTo));
  return { returnTo };
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleLogin(request, context.clientIp);
}

export default function AdminLoginPage({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== "idle";
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
      <p className="mt-2 text-slate-600">
        Entre com seu e-mail (ou usuário) e senha para usar o painel.
      </p>
      {actionData ? (
        <div role="alert" className={`mt-6 ${alertClass}`}>
          <p className="font-semibold">{actionData.title}</p>
          <p className="text-sm">{actionData.description}</p>
        </div>
      ) : null}
      <Form method="post" className="mt-6 space-y-5" aria-label="Entrar no painel">
        <input type="hidden" name="redirectTo" value={loaderData.returnTo} />
        <div>
          <label htmlFor="username" className={labelClass}>
            {adminCopy.login.username}
          </label>
          <p id="usuario-dica" className="mt-1 text-sm text-slate-600">
            {adminCopy.login.usernameHint}
          </p>
          <input
            id="username"
            name="username"
            autoComplete="username"
            aria-describedby="usuario-dica"
            required
            defaultValue={actionData?.username}
            className={inputClass}
          />
        </div>
        <div>
          <label htmlFor="password" className={labelClass}>
            {adminCopy.login.password}
          </label>
          <PasswordInput
            ref={password}
            id="password"
            name="password"
            autoComplete="current-password"
            required
          />
        </div>
        <button type="submit" disabled={busy} className={`${primaryButton} min-h-12 w-full`}>
          {busy ? adminCopy.login.submitting : adminCopy.login.submit}
        </button>
      </Form>
      <p className="mt-6 text-sm">
        <Link to="/admin/esqueci-senha" className="font-medium text-brand-700 hover:underline">
          {teamCopy.forgot.link}
        </Link>
      </p>
    </section>
  );
}
