import { CategoryEditor } from "~/components/admin/CategoryEditor";
import { AdminPage } from "~/components/layout/AdminPage";
import { emptyCategoryValues } from "~/lib/forms/category-schema";
import { pageTitle } from "~/lib/seo";
import { requireAdmin } from "~/routes/handlers/admin-access.server";
import { adminCategoriesCopy } from "~content/blog-categories";
import type { Route } from "./+types/category-new";
import { handleCategoryEditor } from "./category-editor.server";

const copy = adminCategoriesCopy.editor;

export const meta: Route.MetaFunction = () => [
  { title: pageTitle(copy.newTitle) },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return null;
}

export async function action({ request }: Route.ActionArgs) {
  return handleCategoryEditor(request);
}

export default function AdminCategoryNewPage({ actionData }: Route.ComponentProps) {
  return (
    <AdminPage title={copy.newTitle}>
      <CategoryEditor creating initial={emptyCategoryValues} reply={actionData} />
    </AdminPage>
  );
}
