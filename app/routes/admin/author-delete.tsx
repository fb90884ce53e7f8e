import { DeleteAuthorForm } from "~/components/admin/DeleteAuthorForm";
import { AdminPage } from "~/components/layout/AdminPage";
import { pageTitle } from "~/lib/seo";
import { requireAdmin, requireAdminAction } from "~/routes/handlers/admin-access.server";
import { redirectWithToast } from "~/routes/handlers/flash.server";
import { readForm } from "~/routes/handlers/read-form.server";
import { authorById, deleteAuthor, postsByAuthor } from "~/server/authors/authors.server";
import { logger } from "~/server/logger.server";
import { adminAuthorsCopy } from "~content/authors";
import type { Route } from "./+types/author-delete";
import { AUTHORS_LIST, parseAuthorId, redirectAuthorNotFound } from "./author-editor.server";

const copy = adminAuthorsCopy.remove;

export const meta: Route.MetaFunction = () => [
  { title: pageTitle(copy.title) },
  { name: "robots", content: "noindex, nofollow" },
];

// The confirmation as a page: what the list's dialog shows when JavaScript is off.
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const id = parseAuthorId(params.id);
  const author = id ? await authorById(id) : undefined;
  if (!author) throw await redirectAuthorNotFound();
  return { id: author.id, name: author.name, posts: await postsByAuthor(author.id) };
}

/** Deletes the author; their posts keep the name, role and avatar they were signed with. */
export async function action({ request, params }: Route.ActionArgs) {
  await requireAdminAction(request);
  await readForm(request);
  const id = parseAuthorId(params.id);
  let deleted: boolean;
  try {
    deleted = id ? await deleteAuthor(id) : false;
  } catch (error) {
    logger.error({ err: error }, "falha ao excluir autor");
    return redirectWithToast(AUTHORS_LIST, { title: copy.error, variant: "error" });
  }
  if (!deleted) return redirectAuthorNotFound();
  return redirectWithToast(AUTHORS_LIST, { title: copy.success, variant: "success" });
}

export default function AdminAuthorDeletePage({ loaderData }: Route.ComponentProps) {
  return (
    <AdminPage title={copy.title}>
      <div className="max-w-xl rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <DeleteAuthorForm id={loaderData.id} name={loaderData.name} posts={loaderData.posts} />
      </div>
    </AdminPage>
  );
}
