import { useState } from "react";
import { Link } from "react-router";
import {
  AdminDialog,
  closeDialog,
  DialogLink,
  useCloseWhenDone,
} from "~/components/admin/AdminDialog";
import { DeleteAuthorForm } from "~/components/admin/DeleteAuthorForm";
import { alertClass, primaryButton } from "~/components/admin/styles";
import { AdminPage } from "~/components/layout/AdminPage";
import { authorFor } from "~/lib/authors";
import { pageTitle } from "~/lib/seo";
import { requireAdmin } from "~/routes/handlers/admin-access.server";
import { listAuthors } from "~/server/authors/authors.server";
import { adminAuthorsCopy } from "~content/authors";
import type { Route } from "./+types/authors";

const copy = adminAuthorsCopy.list;
const DELETE_DIALOG = "excluir-autor";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const rows = await listAuthors();
  return {
    authors: rows.map((row) => ({
      id: row.id,
      name: row.name,
      role: row.role,
      avatar: row.avatar ?? authorFor(row.name).avatar,
      posts: row.posts,
      adminName: row.adminName,
    })),
  };
}

export const meta: Route.MetaFunction = () => [
  { title: pageTitle(copy.heading) },
  { name: "robots", content: "noindex, nofollow" },
];

type Item = Route.ComponentProps["loaderData"]["authors"][number];

const actionLink =
  "inline-flex min-h-11 items-center px-2 font-medium underline-offset-2 hover:underline";

/** /admin/autores: who signs the blog's posts, each with 'Editar' and 'Excluir'. */
export default function AdminAuthorsPage({ loaderData: { authors } }: Route.ComponentProps) {
  const [toDelete, setToDelete] = useState<Item>();
  useCloseWhenDone("excluir-autor", DELETE_DIALOG);
  return (
    <AdminPage title={copy.heading}>
      <Link to="/admin/autores/novo" className={primaryButton}>
        {copy.newAuthor}
      </Link>
      {authors.length === 0 ? (
        <div className="mt-8 rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center">
          <p className="font-semibold text-ink">{copy.empty}</p>
          <p className="mt-1 text-sm text-slate-600">{copy.emptyHint}</p>
        </div>
      ) : (
        <ul className="mt-8 grid gap-3 md:grid-cols-2 xl:grid-cols-3" aria-label={copy.heading}>
          {authors.map((item) => (
            <li
              key={item.id}
              className="flex gap-4 rounded-xl border border-slate-200 bg-white p-4"
            >
              <img
                src={item.avatar}
                alt=""
                width={56}
                height={56}
                className="h-14 w-14 shrink-0 rounded-full bg-slate-100 object-cover"
              />
              <div className="min-w-0 flex-1">
                <p className="font-semibold break-words text-ink">{item.name}</p>
                {item.role ? <p className="text-sm text-slate-600">{item.role}</p> : null}
                <p className="mt-1 text-sm text-slate-600">
                  {copy.posts(item.posts)}
                  {item.adminName ? ` · ${copy.columns.admin}: ${item.adminName}` : ""}
                </p>
                <div className="-ml-2 mt-1 flex flex-wrap">
                  <Link
                    to={`/admin/autores/editar/${item.id}`}
                    aria-label={`${copy.edit} ${item.name}`}
                    className={`${actionLink} text-brand-700`}
                  >
                    {copy.edit}
                  </Link>
                  <DialogLink
                    dialogId={DELETE_DIALOG}
                    href={`/admin/autores/excluir/${item.id}`}
                    onOpen={() => setToDelete(item)}
                    label={`${copy.delete} ${item.name}`}
                    className={`${actionLink} text-red-700`}
                  >
                    {copy.delete}
                  </DialogLink>
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
      <AdminDialog id={DELETE_DIALOG} title={adminAuthorsCopy.remove.title}>
        {toDelete ? (
          <DeleteAuthorForm
            key={toDelete.id}
            id={toDelete.id}
            name={toDelete.name}
            posts={toDelete.posts}
            onCancel={() => closeDialog(DELETE_DIALOG)}
          />
        ) : null}
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
