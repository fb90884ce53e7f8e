import { Form, Link, useNavigation } from "react-router";
import { PublicAdminCard } from "~/components/admin/LinkPasswordPage";
import { alertClass, primaryButton } from "~/components/admin/styles";
import { inputClass, labelClass } from "~/components/forms/styles";
import { adminMeta } from "~/lib/admin-meta";
import { handleForgotPassword } from "~/routes/handlers/forgot-password.server";
import { mailConfigured } from "~/server/team/index.server";
import { teamCopy } from "~content/team";
import type { Route } from "./+types/forgot-password";

const copy = teamCopy.forgot;

export const handle = { sitemap: false };

export const meta = () => adminMeta(copy.title);

export async function loader({ request }: Route.LoaderArgs) {
  return { mailOn: mailConfigured(), sent: new URL(request.url).searchParams.has("enviado") };
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleForgotPassword(request, context.clientIp);
}

/** /admin/esqueci-senha: an e-mail, and the same answer whoever it belongs to. */
export default function ForgotPasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== "idle";
  const { mailOn, sent } = loaderData;
  return (
    <PublicAdminCard title={copy.title}>
      {!mailOn ? (
        <p className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950">
          {copy.mailOff}
        </p>
      ) : sent ? (
        <p
          role="status"
          className="mt-4 rounded-lg border border-green-300 bg-green-50 p-4 text-green-950"
        >
          {copy.answer}
        </p>
      ) : (
        <>
          <p className="mt-2 text-slate-600">{copy.intro}</p>
          {actionData ? (
            <p role="alert" className={`mt-6 ${alertClass}`}>
              {actionData.message}
            </p>
          ) : null}
          <Form method="post" className="mt-6 space-y-5" aria-label={copy.title}>
            <div>
              <label htmlFor="email" className={labelClass}>
                {copy.email}
              </label>
              <input
                id="email"
                name="email"
                type="email"
                autoComplete="email"
                required
                maxLength={254}
                defaultValue={actionData?.email}
                aria-invalid={actionData ? true : undefined}
                className={inputClass}
              />
            </div>
            <button type="submit" disabled={busy} className={`${primaryButton} min-h-12 w-full`}>
              {busy ? copy.submitting : copy.submit}
            </button>
          </Form>
        </>
      )}
      <p className="mt-6 text-sm">
        <Link to="/admin/login" className="font-medium text-brand-700 hover:underline">
          {copy.back}
        </Link>
      </p>
    </PublicAdminCard>
  );
}
