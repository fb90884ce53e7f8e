import { RedirectEditor } from "~/components/admin/RedirectEditor";
import { AdminPage } from "~/components/layout/AdminPage";
import { emptyRedirectValues, REDIRECT_LIMITS } from "~/lib/forms/redirect-schema";
import { pageTitle } from "~/lib/seo";
import { requireAdmin } from "~/routes/handlers/admin-access.server";
import { adminRedirectsCopy } from "~content/admin-redirects";
import type { Route } from "./+types/redirect-new";
import { handleRedirectEditor } from "./redirect-editor.server";

const copy = adminRedirectsCopy.editor;

export const meta: Route.MetaFunction = () => [
  { title: pageTitle(copy.newTitle) },
  { name: "robots", content: "noindex, nofollow" },
];

/** `?de=/caminho` fills 'De': the 'Criar redirecionamento' link of an address not found. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const from = new URL(request.url).searchParams.get("de") ?? "";
  return {
    values: {
      ...emptyRedirectValues,
      from: from.startsWith("/") ? from.slice(0, REDIRECT_LIMITS.from) : "",
    },
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleRedirectEditor(request, context);
}

export default function AdminRedirectNewPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AdminPage title={copy.newTitle}>
      <RedirectEditor creating initial={loaderData.values} reply={actionData} />
    </AdminPage>
  );
}
