import {
  LinkProblemPage,
  NewPasswordForm,
  PublicAdminCard,
} from "~/components/admin/LinkPasswordPage";
import { pageTitle } from "~/lib/seo";
import { handleLinkPassword, loadLink } from "~/routes/handlers/link-password.server";
import { teamCopy } from "~content/team";
import type { Route } from "./+types/invite";

const copy = teamCopy.accept;

export const handle = { sitemap: false };

export const meta: Route.MetaFunction = () => [
  { title: pageTitle(copy.title) },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ params }: Route.LoaderArgs) {
  return loadLink(params.token, "invite");
}

export async function action({ request, params }: Route.ActionArgs) {
  return handleLinkPassword(request, params.token, "invite");
}

/** /admin/convite/{token}: an invited person chooses a password and is signed in. */
export default function InvitePage({ loaderData, actionData }: Route.ComponentProps) {
  const problem =
    (actionData && "problem" in actionData && actionData.problem) || loaderData.problem;
  if (problem || !loaderData.person) return <LinkProblemPage problem={problem ?? "unknown"} />;
  const { person } = loaderData;
  return (
    <PublicAdminCard title={copy.title}>
      <p className="mt-3 text-slate-700">{copy.intro(person.name, person.role)}</p>
      <p className="mt-4 text-sm text-slate-600">
        {copy.email}: <strong className="break-all text-ink">{person.email}</strong>
      </p>
      <NewPasswordForm email={person.email} submit={copy.submit} />
    </PublicAdminCard>
  );
}
