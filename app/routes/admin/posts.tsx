import { useNavigation } from "react-router";
import { AdminDialog, DialogLink, useCloseWhenDone } from "~/components/admin/AdminDialog";
import { screenErrorBoundary } from "~/components/admin/AdminErrorPage";
import { useDeleteDialog } from "~/components/admin/DeleteDialog";
import { ImportForms } from "~/components/admin/ImportForms";
import { ListPage } from "~/components/admin/ListPage";
import type { ListColumn } from "~/components/admin/ListTable";
import { PublicationBadge } from "~/components/admin/PublicationBadge";
import { actionsColumn } from "~/components/admin/RowActions";
import { secondaryButton } from "~/components/admin/styles";
import { postsType } from "~/lib/admin-content-types";
import { adminMeta } from "~/lib/admin-meta";
import { publicationState } from "~/lib/dates";
import { requireAdmin } from "~/routes/handlers/admin-access.server";
import { adminPostList } from "~/server/posts/queries.server";
import { adminCopy } from "~content/admin";
import type { Route } from "./+types/posts";

const copy = adminCopy.posts;
const IMPORT_DIALOG = "importar-posts";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return { posts: await adminPostList() };
}

export const meta = () => adminMeta(copy.heading);

const shortDate = new Intl.DateTimeFormat("pt-BR", {
  day: "2-digit",
  month: "short",
  year: "numeric",
  timeZone: "America/Sao_Paulo",
});

type Item = Route.ComponentProps["loaderData"]["posts"][number];

export default function AdminPostsPage({ loaderData: { posts } }: Route.ComponentProps) {
  const loading = useNavigation().state === "loading";
  const remove = useDeleteDialog(postsType);
  useCloseWhenDone("importar-posts", IMPORT_DIALOG);
  const columns: ListColumn<Item>[] = [
    { header: "Título", cell: (post) => post.title },
    { header: "Categoria", cell: (post) => post.category },
    {
      header: "Data",
      cell: (post) => shortDate.format(new Date(post.date)),
      className: "whitespace-nowrap",
    },
    { header: "Status", cell: (post) => <PublicationBadge state={publicationState(post)} /> },
    actionsColumn({ ...copy, columns: { actions: "Ações" } }, remove.link, (post) => ({
      name: `“${post.title}”`,
      view: { href: `/blog/${post.slug}`, label: `${copy.view} “${post.title}”` },
      edit: `/admin/posts/edit/${post.id}`,
      target: post,
    })),
  ];
  return (
    <ListPage
      title={copy.heading}
      create={{ to: "/admin/posts/new", label: copy.newPost }}
      items={posts}
      columns={columns}
      empty={{ title: copy.empty }}
      cards={false}
      minWidth="min-w-[40rem]"
      before={
        loading ? (
          <p role="status" className="mt-6 flex items-center gap-2 text-slate-600">
            <span className="h-4 w-4 animate-spin rounded-full border-2 border-brand-700 border-t-transparent" />
            Carregando...
          </p>
        ) : null
      }
      dialog={
        <>
          {remove.dialog}
          <AdminDialog id={IMPORT_DIALOG} title={adminCopy.import.title}>
            <ImportForms />
          </AdminDialog>
        </>
      }
    >
      <DialogLink dialogId={IMPORT_DIALOG} href="/admin/posts/import" className={secondaryButton}>
        {copy.importPosts}
      </DialogLink>
    </ListPage>
  );
}
export const ErrorBoundary = screenErrorBoundary(copy.heading, copy.loadError);
