import { screenErrorBoundary } from "~/components/admin/AdminErrorPage";
import { useDeleteDialog } from "~/components/admin/DeleteDialog";
import { ListPage } from "~/components/admin/ListPage";
import type { ListColumn } from "~/components/admin/ListTable";
import { actionsColumn } from "~/components/admin/RowActions";
import { authorsType } from "~/lib/admin-content-types";
import { adminMeta } from "~/lib/admin-meta";
import { authorFor } from "~/lib/authors";
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

export const meta = () => adminMeta(copy.heading);

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
    actionsColumn(copy, remove.link, (item) => ({
      name: item.name,
      edit: `/admin/autores/editar/${item.id}`,
      target: { id: item.id, title: item.name, question: item.question },
    })),
  ];
  return (
    <ListPage
      title={copy.heading}
      create={{ to: "/admin/autores/novo", label: copy.newAuthor }}
      items={authors}
      columns={columns}
      empty={{ title: copy.empty, hint: copy.emptyHint }}
      dialog={remove.dialog}
    />
  );
}
export const ErrorBoundary = screenErrorBoundary(copy.heading, copy.loadError);
