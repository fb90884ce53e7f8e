import { RedirectEditor } from "~/components/admin/RedirectEditor";
import { AdminPage } from "~/components/layout/AdminPage";
import { redirectsType } from "~/lib/admin-content-types";
import { pageTitle } from "~/lib/seo";
import { requireAdmin, requireAdminAction } from "~/routes/handlers/admin-access.server";
import { parseId, redirectNotFound } from "~/routes/handlers/admin-content.server";
import { redirectById } from "~/server/redirects/redirects.server";
import { adminRedirectsCopy } from "~content/admin-redirects";
import type { Route } from "./+types/redirect-edit";
import { handleRedirectEditor } from "./redirect-editor.server";

const copy = adminRedirectsCopy.editor;

export const meta: Route.MetaFunction = () => [
  { title: pageTitle(copy.editTitle) },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const id = parseId(params.id);
  const row = id ? await redirectById(id) : undefined;
  if (!row) throw await redirectNotFound(redirectsType);
  return { values: { from: row.fromPath, to: row.target, status: String(row.status) } };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const id = parseId(params.id);
  if (!id) {
    await requireAdminAction(request);
    throw await redirectNotFound(redirectsType);
  }
  return handleRedirectEditor(request, context, id);
}

export default function AdminRedirectEditPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AdminPage title={copy.editTitle}>
      <RedirectEditor creating={false} initial={loaderData.values} reply={actionData} />
    </AdminPage>
  );
}
