import { Link } from "react-router";
import { ForbiddenPage, forbiddenOf } from "~/components/admin/AdminErrorPage";
import { useDeleteDialog } from "~/components/admin/DeleteDialog";
import { EmptyList, type ListColumn, ListTable } from "~/components/admin/ListTable";
import { deleteLinkClass, EditLink, RowActions } from "~/components/admin/RowActions";
import { alertClass, primaryButton } from "~/components/admin/styles";
import { AdminPage } from "~/components/layout/AdminPage";
import { authorsType } from "~/lib/admin-content-types";
import { authorFor } from "~/lib/authors";
import { pageTitle } from "~/lib/seo";
import { requireAdmin } from "~/routes/handlers/admin-access.server";
import { listAuthors } from "~/server/authors/authors.server";
import { adminAuthorsCopy } from "~content/authors";
import type { Route } from "./+types/authors";

const copy = adminAuthorsCopy.list;

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
      // The dialog says what happens to the posts they sign, as the page without JS does.
      question: `${adminAuthorsCopy.remove.question} ${adminAuthorsCopy.remove.postsKept(row.posts)}`,
    })),
  };
}

export const meta: Route.MetaFunction = () => [
  { title: pageTitle(copy.heading) },
  { name: "robots", content: "noindex, nofollow" },
];

type Item = Route.ComponentProps["loaderData"]["authors"][number];

/** /admin/autores: who signs the blog's posts, each with 'Editar' and 'Excluir'. */
export default function AdminAuthorsPage({ loaderData: { authors } }: Route.ComponentProps) {
  const remove = useDeleteDialog(authorsType);
  const columns: ListColumn<Item>[] = [
    {
      header: copy.columns.name,
      cell: (item) => (
        <span className="flex items-center gap-3">
          <img
            src={item.avatar}
            alt=""
            width={40}
            height={40}
            className="h-10 w-10 shrink-0 rounded-full bg-slate-100 object-cover"
          />
          <span className="min-w-0 break-words">{item.name}</span>
        </span>
      ),
    },
    { header: copy.columns.role, cell: (item) => item.role || "—" },
    { header: copy.columns.posts, cell: (item) => copy.posts(item.posts) },
    { header: copy.columns.admin, cell: (item) => item.adminName ?? "—" },
    {
      header: copy.columns.actions,
      actions: true,
      cell: (item) => (
        <RowActions>
          <EditLink to={`/admin/autores/editar/${item.id}`} label={`${copy.edit} ${item.name}`}>
            {copy.edit}
          </EditLink>
          {remove.link(
            { id: item.id, title: item.name, question: item.question },
            `${copy.delete} ${item.name}`,
            deleteLinkClass,
            copy.delete,
          )}
        </RowActions>
      ),
    },
  ];
  return (
    <AdminPage title={copy.heading}>
      <Link to="/admin/autores/novo" className={primaryButton}>
        {copy.newAuthor}
      </Link>
      {authors.length === 0 ? (
        <EmptyList title={copy.empty} hint={copy.emptyHint} />
      ) : (
        <ListTable caption={copy.heading} columns={columns} items={authors} cards />
      )}
      {remove.dialog}
    </AdminPage>
  );
}
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  // A role that does not open this list gets the admin's 403 page, not a loading error.
  const forbidden = forbiddenOf(error);
  if (forbidden) return <ForbiddenPage forbidden={forbidden} />;
  return (
    <AdminPage title={copy.heading}>
      <p role="alert" className={alertClass}>
        {copy.loadError}
      </p>
    </AdminPage>
  );
}
