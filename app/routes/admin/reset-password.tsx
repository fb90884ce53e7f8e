import {
  LinkProblemPage,
  NewPasswordForm,
  PublicAdminCard,
} from "~/components/admin/LinkPasswordPage";
import { pageTitle } from "~/lib/seo";
import { handleLinkPassword, loadLink } from "~/routes/handlers/link-password.server";
import { teamCopy } from "~content/team";
import type { Route } from "./+types/reset-password";

const copy = teamCopy.reset;

export const handle = { sitemap: false };

export const meta: Route.MetaFunction = () => [
  { title: pageTitle(copy.title) },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ params }: Route.LoaderArgs) {
  return loadLink(params.token, "reset");
}

export async function action({ request, params }: Route.ActionArgs) {
  return handleLinkPassword(request, params.token, "reset");
}

/** /admin/redefinir-senha/{token}: a new password, every other session ended, signed in. */
export default function ResetPasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  const problem =
    (actionData && "problem" in actionData && actionData.problem) || loaderData.problem;
  if (problem || !loaderData.person) return <LinkProblemPage problem={problem ?? "unknown"} />;
  const { person } = loaderData;
  return (
    <PublicAdminCard title={copy.title}>
      <p className="mt-3 text-slate-700">{copy.intro(person.name)}</p>
      <NewPasswordForm email={person.email} submit={copy.submit} />
    </PublicAdminCard>
  );
}
