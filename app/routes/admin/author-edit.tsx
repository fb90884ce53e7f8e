import { AuthorEditor } from "~/components/admin/AuthorEditor";
import { AdminPage } from "~/components/layout/AdminPage";
import { authorsType } from "~/lib/admin-content-types";
import { pageTitle } from "~/lib/seo";
import { requireAdmin, requireAdminAction } from "~/routes/handlers/admin-access.server";
import { parseId, redirectNotFound } from "~/routes/handlers/admin-content.server";
import { adminUserChoices, authorById } from "~/server/authors/authors.server";
import { adminAuthorsCopy } from "~content/authors";
import type { Route } from "./+types/author-edit";
import { handleAuthorEditor } from "./author-editor.server";

const copy = adminAuthorsCopy.editor;

export const meta: Route.MetaFunction = () => [
  { title: pageTitle(copy.editTitle) },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const id = parseId(params.id);
  const author = id ? await authorById(id) : undefined;
  if (!author) throw await redirectNotFound(authorsType);
  return {
    values: {
      name: author.name,
      role: author.role,
      bio: author.bio,
      avatar: author.avatar ?? "",
      adminId: author.adminId ? String(author.adminId) : "",
    },
    admins: await adminUserChoices(),
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const id = parseId(params.id);
  if (!id) {
    await requireAdminAction(request);
    throw await redirectNotFound(authorsType);
  }
  return handleAuthorEditor(request, id);
}

export default function AdminAuthorEditPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AdminPage title={copy.editTitle}>
      <AuthorEditor
        creating={false}
        initial={loaderData.values}
        reply={actionData}
        admins={loaderData.admins}
      />
    </AdminPage>
  );
}
