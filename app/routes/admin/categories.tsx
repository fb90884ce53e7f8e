import { Form, redirect } from "react-router";
import { screenErrorBoundary } from "~/components/admin/AdminErrorPage";
import { useDeleteDialog } from "~/components/admin/DeleteDialog";
import { ListPage } from "~/components/admin/ListPage";
import type { ListColumn } from "~/components/admin/ListTable";
import { actionLinkClass, actionsColumn } from "~/components/admin/RowActions";
import { categoriesType } from "~/lib/admin-content-types";
import { adminMeta } from "~/lib/admin-meta";
import { requireAdmin, requireAdminAction } from "~/routes/handlers/admin-access.server";
import { parseId, redirectNotFound } from "~/routes/handlers/admin-content.server";
import { redirectWithToast } from "~/routes/handlers/flash.server";
import { readForm } from "~/routes/handlers/read-form.server";
import { adminCategoryList, moveCategory } from "~/server/posts/categories.server";
import { adminCategoriesCopy } from "~content/blog-categories";
import type { Route } from "./+types/categories";
import { categoryTarget } from "./deletions.server";

const copy = adminCategoriesCopy.list;

export const meta = () => adminMeta(copy.heading);

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
    actionsColumn(copy, remove.link, (item) => {
      const index = categories.indexOf(item);
      return {
        name: item.name,
        edit: `/admin/categorias/editar/${item.id}`,
        target: item.target,
        children: (
          <>
            <MoveButton item={item} intent="up" disabled={index === 0} />
            <MoveButton item={item} intent="down" disabled={index === last} />
          </>
        ),
      };
    }),
  ];
  return (
    <ListPage
      title={copy.heading}
      intro={copy.intro}
      create={{ to: "/admin/categorias/nova", label: copy.newCategory }}
      items={categories}
      columns={columns}
      empty={{ title: copy.empty, hint: copy.emptyHint }}
      dialog={remove.dialog}
    />
  );
}

export const ErrorBoundary = screenErrorBoundary(copy.heading, copy.loadError);
