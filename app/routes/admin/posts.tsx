import { useState } from "react";
import { Link, useNavigation } from "react-router";
import {
  AdminDialog,
  closeDialog,
  DialogLink,
  useCloseWhenDone,
} from "~/components/admin/AdminDialog";
import { DeletePostForm } from "~/components/admin/DeletePostForm";
import { ImportForms } from "~/components/admin/ImportForms";
import { PublicationBadge } from "~/components/admin/PublicationBadge";
import { alertClass, primaryButton, secondaryButton } from "~/components/admin/styles";
import { AdminPage } from "~/components/layout/AdminPage";
import { publicationState } from "~/lib/dates";
import { pageTitle } from "~/lib/seo";
import { requireAdmin } from "~/routes/handlers/admin-access.server";
import { adminPostList } from "~/server/posts/queries.server";
import { adminCopy } from "~content/admin";
import type { Route } from "./+types/posts";
import { showsPostNotFound } from "./post-not-found.server";

const copy = adminCopy.posts;
const DELETE_DIALOG = "excluir-post";
const IMPORT_DIALOG = "importar-posts";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return { posts: await adminPostList(), postNotFound: showsPostNotFound(request) };
}

export const meta: Route.MetaFunction = () => [
  { title: pageTitle(copy.heading) },
  { name: "robots", content: "noindex, nofollow" },
];

const shortDate = new Intl.DateTimeFormat("pt-BR", {
  day: "2-digit",
  month: "short",
  year: "numeric",
  timeZone: "America/Sao_Paulo",
});

const actionLink =
  "inline-flex min-h-11 items-center px-2 font-medium underline-offset-2 hover:underline";

export default function AdminPostsPage({
  loaderData: { posts, postNotFound },
}: Route.ComponentProps) {
  const loading = useNavigation().state === "loading";
  const [toDelete, setToDelete] = useState<{ id: number; title: string }>();
  useCloseWhenDone("excluir-post", DELETE_DIALOG);
  useCloseWhenDone("importar-posts", IMPORT_DIALOG);
  return (
    <AdminPage title={copy.heading}>
      {postNotFound ? (
        <div
          role="alert"
          className={`mb-6 flex flex-wrap items-center justify-between gap-3 ${alertClass}`}
        >
          <p className="font-semibold">{adminCopy.editor.notFound}</p>
          <Link to="/admin/posts" className={secondaryButton}>
            {adminCopy.editor.backToList}
          </Link>
        </div>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Link to="/admin/posts/new" className={primaryButton}>
          {copy.newPost}
        </Link>
        <DialogLink dialogId={IMPORT_DIALOG} href="/admin/posts/import" className={secondaryButton}>
          {copy.importPosts}
        </DialogLink>
      </div>
      {loading ? (
        <p role="status" className="mt-6 flex items-center gap-2 text-slate-600">
          <span className="h-4 w-4 animate-spin rounded-full border-2 border-brand-700 border-t-transparent" />
          Carregando...
        </p>
      ) : null}
      {posts.length === 0 ? (
        <p className="mt-8 text-slate-600">{copy.empty}</p>
      ) : (
        <div className="mt-8 overflow-x-auto rounded-xl border border-slate-200 bg-white">
          <table className="w-full min-w-[40rem] text-left text-sm">
            <caption className="sr-only">{copy.heading}</caption>
            <thead className="border-b border-slate-200 bg-slate-50 text-slate-600">
              <tr>
                {["Título", "Categoria", "Data", "Status", "Ações"].map((label) => (
                  <th key={label} scope="col" className="px-4 py-3">
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {posts.map((post) => (
                <tr key={post.id} className="border-b border-slate-100 last:border-0">
                  <th scope="row" className="px-4 py-2 font-medium text-ink">
                    {post.title}
                  </th>
                  <td className="px-4 py-2">{post.category}</td>
                  <td className="px-4 py-2 whitespace-nowrap">
                    {shortDate.format(new Date(post.date))}
                  </td>
                  <td className="px-4 py-2">
                    <PublicationBadge state={publicationState(post)} />
                  </td>
                  <td className="px-2 py-1">
                    <div className="flex flex-nowrap">
                      <a
                        href={`/blog/${post.slug}`}
                        target="_blank"
                        rel="noopener"
                        aria-label={`${copy.view} “${post.title}” (abre em nova aba)`}
                        className={`${actionLink} text-brand-700`}
                      >
                        {copy.view}
                      </a>
                      <Link
                        to={`/admin/posts/edit/${post.id}`}
                        aria-label={`${copy.edit} “${post.title}”`}
                        className={`${actionLink} text-brand-700`}
                      >
                        {copy.edit}
                      </Link>
                      <DialogLink
                        dialogId={DELETE_DIALOG}
                        href={`/admin/posts/delete/${post.id}`}
                        onOpen={() => setToDelete(post)}
                        label={`${copy.delete} “${post.title}”`}
                        className={`${actionLink} text-red-700`}
                      >
                        {copy.delete}
                      </DialogLink>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <AdminDialog id={DELETE_DIALOG} title={adminCopy.remove.title}>
        {toDelete ? (
          <DeletePostForm
            key={toDelete.id}
            action={`/admin/posts/delete/${toDelete.id}`}
            postTitle={toDelete.title}
            onCancel={() => closeDialog(DELETE_DIALOG)}
          />
        ) : null}
      </AdminDialog>
      <AdminDialog id={IMPORT_DIALOG} title={adminCopy.import.title}>
        <ImportForms />
      </AdminDialog>
    </AdminPage>
  );
}

export function ErrorBoundary() {
  return (
    <AdminPage title={copy.heading}>
      <p role="alert" className={alertClass}>
        {copy.loadError}
      </p>
    </AdminPage>
  );
}
