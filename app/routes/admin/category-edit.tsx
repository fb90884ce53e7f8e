import { CategoryEditor } from "~/components/admin/CategoryEditor";
import { AdminPage } from "~/components/layout/AdminPage";
import { categoriesType } from "~/lib/admin-content-types";
import { pageTitle } from "~/lib/seo";
import { requireAdmin, requireAdminAction } from "~/routes/handlers/admin-access.server";
import { parseId, redirectNotFound } from "~/routes/handlers/admin-content.server";
import { categoryById } from "~/server/posts/categories.server";
import { adminCategoriesCopy } from "~content/blog-categories";
import type { Route } from "./+types/category-edit";
import { handleCategoryEditor } from "./category-editor.server";

const copy = adminCategoriesCopy.editor;

export const meta: Route.MetaFunction = () => [
  { title: pageTitle(copy.editTitle) },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const id = parseId(params.id);
  const category = id ? await categoryById(id) : undefined;
  if (!category) throw await redirectNotFound(categoriesType);
  return { values: { name: category.name }, posts: category.posts };
}

export async function action({ request, params }: Route.ActionArgs) {
  const id = parseId(params.id);
  if (!id) {
    await requireAdminAction(request);
    throw await redirectNotFound(categoriesType);
  }
  return handleCategoryEditor(request, id);
}

export default function AdminCategoryEditPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AdminPage title={copy.editTitle}>
      <CategoryEditor
        creating={false}
        initial={loaderData.values}
        reply={actionData}
        posts={loaderData.posts}
      />
    </AdminPage>
  );
}
