import { Form, Link, useNavigation } from "react-router";
import { LinkProblemPage, PublicAdminCard } from "~/components/admin/LinkPasswordPage";
import { alertClass, primaryButton } from "~/components/admin/styles";
import { adminMeta } from "~/lib/admin-meta";
import { confirmEmailLink, loadEmailLink } from "~/routes/handlers/confirm-email.server";
import { teamCopy } from "~content/team";
import type { Route } from "./+types/confirm-email";

const copy = teamCopy.confirmEmail;

export const handle = { sitemap: false };

export const meta = () => adminMeta(copy.title);

export async function loader({ params }: Route.LoaderArgs) {
  return loadEmailLink(params.token);
}

export async function action({ request, params }: Route.ActionArgs) {
  return confirmEmailLink(request, params.token);
}

/** /admin/confirmar-email/{token}: the new address becomes the member's with one button. */
export default function ConfirmEmailPage({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const confirmed =
    (actionData && "confirmed" in actionData && actionData.confirmed) || loaderData.confirmed;
  if (confirmed) {
    return (
      <PublicAdminCard title={copy.doneTitle}>
        <p className="mt-3 break-words text-slate-700">{copy.done(confirmed)}</p>
        <Link to="/admin" className={`${primaryButton} mt-6`}>
          {copy.toAdmin}
        </Link>
      </PublicAdminCard>
    );
  }
  const problem =
    (actionData && "problem" in actionData && actionData.problem) || loaderData.problem;
  if (problem || !loaderData.person) return <LinkProblemPage problem={problem ?? "unknown"} />;
  const { person } = loaderData;
  return (
    <PublicAdminCard title={copy.title}>
      {actionData && "taken" in actionData ? (
        <p role="alert" className={`mt-6 ${alertClass}`}>
          {copy.taken}
        </p>
      ) : null}
      <p className="mt-3 break-words text-slate-700">{copy.intro(person.name, person.email)}</p>
      <Form method="post" className="mt-6">
        <button type="submit" disabled={busy} className={`${primaryButton} min-h-12 w-full`}>
          {busy ? copy.submitting : copy.submit}
        </button>
      </Form>
    </PublicAdminCard>
  );
}
