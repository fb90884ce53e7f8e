import { AuthorEditor } from "~/components/admin/AuthorEditor";
import { AdminPage } from "~/components/layout/AdminPage";
import { emptyAuthorValues } from "~/lib/forms/author-schema";
import { pageTitle } from "~/lib/seo";
import { requireAdmin } from "~/routes/handlers/admin-access.server";
import { adminUserChoices } from "~/server/authors/authors.server";
import { adminAuthorsCopy } from "~content/authors";
import type { Route } from "./+types/author-new";
import { handleAuthorEditor } from "./author-editor.server";

const copy = adminAuthorsCopy.editor;

export const meta: Route.MetaFunction = () => [
  { title: pageTitle(copy.newTitle) },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return { admins: await adminUserChoices() };
}

export async function action({ request }: Route.ActionArgs) {
  return handleAuthorEditor(request);
}

export default function AdminAuthorNewPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AdminPage title={copy.newTitle}>
      <AuthorEditor
        creating
        initial={emptyAuthorValues}
        reply={actionData}
        admins={loaderData.admins}
      />
    </AdminPage>
  );
}
