import { Form, Link, redirect } from "react-router";
import { ForbiddenPage, forbiddenOf } from "~/components/admin/AdminErrorPage";
import { useDeleteDialog } from "~/components/admin/DeleteDialog";
import { EmptyList, type ListColumn, ListTable } from "~/components/admin/ListTable";
import {
  actionLinkClass,
  deleteLinkClass,
  EditLink,
  RowActions,
} from "~/components/admin/RowActions";
import { alertClass, primaryButton } from "~/components/admin/styles";
import { AdminPage } from "~/components/layout/AdminPage";
import { categoriesType } from "~/lib/admin-content-types";
import { pageTitle } from "~/lib/seo";
import { requireAdmin, requireAdminAction } from "~/routes/handlers/admin-access.server";
import { parseId, redirectNotFound } from "~/routes/handlers/admin-content.server";
import { redirectWithToast } from "~/routes/handlers/flash.server";
import { readForm } from "~/routes/handlers/read-form.server";
import { adminCategoryList, moveCategory } from "~/server/posts/categories.server";
import { adminCategoriesCopy } from "~content/blog-categories";
import type { Route } from "./+types/categories";
import { categoryTarget } from "./deletions.server";

const copy = adminCategoriesCopy.list;

export const meta: Route.MetaFunction = () => [
  { title: pageTitle(copy.heading) },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const rows = await adminCategoryList();
  return {
    categories: rows.map((row) => ({
      id: row.id,
      name: row.name,
      posts: row.posts,
      // The dialog asks what the page without JavaScript asks: where the posts go, if any.
      target: categoryTarget({ id: row.id, name: row.name, posts: row.posts.all }, rows),
    })),
  };
}

/** 'Subir' and 'Descer': plain forms, so the order changes with JavaScript off too. */
export async function action({ request }: Route.ActionArgs) {
  await requireAdminAction(request);
  const form = await readForm(request);
  const intent = form.get("intent");
  const id = parseId(String(form.get("id") ?? ""));
  if (!id || (intent !== "up" && intent !== "down")) return redirect(categoriesType.list);
  if (!(await moveCategory(id, intent))) throw await redirectNotFound(categoriesType);
  return redirectWithToast(categoriesType.list, { title: copy.moved, variant: "success" });
}

type Item = Route.ComponentProps["loaderData"]["categories"][number];

const moveButton = `${actionLinkClass} disabled:cursor-not-allowed disabled:text-slate-400 disabled:no-underline`;

function MoveButton({
  item,
  intent,
  disabled,
}: {
  item: Item;
  intent: "up" | "down";
  disabled: boolean;
}) {
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="id" value={item.id} />
      <button
        type="submit"
        name="intent"
        value={intent}
        disabled={disabled}
        aria-label={intent === "up" ? copy.upLabel(item.name) : copy.downLabel(item.name)}
        className={moveButton}
      >
        {intent === "up" ? copy.up : copy.down}
      </button>
    </Form>
  );
}

/**
 * /admin/categorias: the blog's categories in their order (the /blog chips' and the editor's),
 * each with its posts, 'Subir', 'Descer', 'Renomear' and 'Excluir' (ADR 0043).
 */
export default function AdminCategoriesPage({ loaderData: { categories } }: Route.ComponentProps) {
  const remove = useDeleteDialog(categoriesType);
  const last = categories.length - 1;
  const columns: ListColumn<Item>[] = [
    { header: copy.columns.name, cell: (item) => item.name },
    {
      header: copy.columns.position,
      cell: (item) => categories.indexOf(item) + 1,
      className: "tabular-nums",
    },
    { header: copy.columns.publicPosts, cell: (item) => copy.posts(item.posts.public) },
    { header: copy.columns.allPosts, cell: (item) => copy.posts(item.posts.all) },
    {
      header: copy.columns.actions,
      actions: true,
      cell: (item) => {
        const index = categories.indexOf(item);
        return (
          <RowActions>
            <MoveButton item={item} intent="up" disabled={index === 0} />
            <MoveButton item={item} intent="down" disabled={index === last} />
            <EditLink
              to={`/admin/categorias/editar/${item.id}`}
              label={`${copy.edit} ${item.name}`}
            >
              {copy.edit}
            </EditLink>
            {remove.link(item.target, `${copy.delete} ${item.name}`, deleteLinkClass, copy.delete)}
          </RowActions>
        );
      },
    },
  ];
  return (
    <AdminPage title={copy.heading}>
      <p className="max-w-3xl text-slate-600">{copy.intro}</p>
      <Link to="/admin/categorias/nova" className={`mt-6 ${primaryButton}`}>
        {copy.newCategory}
      </Link>
      {categories.length === 0 ? (
        <EmptyList title={copy.empty} hint={copy.emptyHint} />
      ) : (
        <ListTable caption={copy.heading} columns={columns} items={categories} cards />
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
