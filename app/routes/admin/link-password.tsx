import { useLocation } from "react-router";
import {
  LinkProblemPage,
  NewPasswordForm,
  PublicAdminCard,
} from "~/components/admin/LinkPasswordPage";
import { adminMeta } from "~/lib/admin-meta";
import { handleLinkPassword, loadLink } from "~/routes/handlers/link-password.server";
import { teamCopy } from "~content/team";
import type { Route } from "./+types/link-password";

/** Which link an address is: an invitation (/admin/convite/…) or a reset (/admin/redefinir-senha/…). */
const purposeOf = (pathname: string) =>
  pathname.startsWith("/admin/convite/") ? ("invite" as const) : ("reset" as const);

export const handle = { sitemap: false };

export const meta = ({ location }: Route.MetaArgs) =>
  adminMeta(
    purposeOf(location.pathname) === "invite" ? teamCopy.accept.title : teamCopy.reset.title,
  );

export async function loader({ request, params }: Route.LoaderArgs) {
  return loadLink(params.token, purposeOf(new URL(request.url).pathname));
}

export async function action({ request, params }: Route.ActionArgs) {
  return handleLinkPassword(request, params.token, purposeOf(new URL(request.url).pathname));
}

/**
 * /admin/convite/{token}: an invited person chooses a password and is signed in.
 * /admin/redefinir-senha/{token}: a new password, every other session ended, signed in.
 */
export default function LinkPasswordRoute({ loaderData, actionData }: Route.ComponentProps) {
  const invite = purposeOf(useLocation().pathname) === "invite";
  const problem =
    (actionData && "problem" in actionData && actionData.problem) || loaderData.problem;
  if (problem || !loaderData.person) return <LinkProblemPage problem={problem ?? "unknown"} />;
  const { person } = loaderData;
  const copy = invite ? teamCopy.accept : teamCopy.reset;
  return (
    <PublicAdminCard title={copy.title}>
      {invite ? (
        <>
          <p className="mt-3 text-slate-700">{teamCopy.accept.intro(person.name, person.role)}</p>
          <p className="mt-4 text-sm text-slate-600">
            {teamCopy.accept.email}: <strong className="break-all text-ink">{person.email}</strong>
          </p>
        </>
      ) : (
        <p className="mt-3 text-slate-700">{teamCopy.reset.intro(person.name)}</p>
      )}
      <NewPasswordForm email={person.email} submit={copy.submit} />
    </PublicAdminCard>
  );
}
