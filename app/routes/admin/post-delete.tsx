import { DeletePostForm } from "~/components/admin/DeletePostForm";
import { AdminPage } from "~/components/layout/AdminPage";
import { pageTitle } from "~/lib/seo";
import { requireAdmin, requireAdminAction } from "~/routes/handlers/admin-access.server";
import { redirectWithToast } from "~/routes/handlers/flash.server";
import { readForm } from "~/routes/handlers/read-form.server";
import { findPostById } from "~/server/posts/queries.server";
import { deletePost } from "~/server/posts/save.server";
import { adminCopy } from "~content/admin";
import type { Route } from "./+types/post-delete";
import { parsePostId, redirectPostNotFound } from "./post-not-found.server";

const copy = adminCopy.remove;

export const meta: Route.MetaFunction = () => [
  { title: pageTitle(copy.title) },
  { name: "robots", content: "noindex, nofollow" },
];

// The confirmation as a page: what the dialog of the list shows when JavaScript is off.
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const id = parsePostId(params.id);
  const post = id ? await findPostById(id) : undefined;
  if (!post) throw redirectPostNotFound();
  return { id: post.id, title: post.title };
}

export async function action({ request, params }: Route.ActionArgs) {
  await requireAdminAction(request);
  await readForm(request);
  const id = parsePostId(params.id);
  const deleted = id ? await deletePost(id).catch(() => false) : false;
  return redirectWithToast(
    "/admin/posts",
    deleted ? { title: copy.success, variant: "success" } : { title: copy.error, variant: "error" },
  );
}

export default function AdminPostDeletePage({ loaderData }: Route.ComponentProps) {
  return (
    <AdminPage title={copy.title}>
      <div className="max-w-xl rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <DeletePostForm
          action={`/admin/posts/delete/${loaderData.id}`}
          postTitle={loaderData.title}
        />
      </div>
    </AdminPage>
  );
}
