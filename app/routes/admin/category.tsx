import { CategoryEditor } from "~/components/admin/CategoryEditor";
import { EditorPage } from "~/components/admin/EditorParts";
import { categoriesType } from "~/lib/admin-content-types";
import { editorMeta } from "~/lib/admin-meta";
import { emptyCategoryValues } from "~/lib/forms/category-schema";
import { editorRoute } from "~/routes/handlers/admin-content.server";
import { categoryById } from "~/server/posts/categories.server";
import { adminCategoriesCopy } from "~content/blog-categories";
import type { Route } from "./+types/category";
import { handleCategoryEditor } from "./category-editor.server";

const copy = adminCategoriesCopy.editor;

const editor = editorRoute(categoriesType, {
  blank: () => ({ values: emptyCategoryValues, posts: undefined as number | undefined }),
  async load(id) {
    const category = await categoryById(id);
    return category && { values: { name: category.name }, posts: category.posts };
  },
  save: (request, id) => handleCategoryEditor(request, id),
});
export const loader = editor.loader;
export const action = editor.action;
export const meta = editorMeta(copy);

/** 'Nova categoria' and 'Editar categoria'. */
export default function AdminCategoryPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <EditorPage id={loaderData.id} titles={copy}>
      <CategoryEditor
        creating={loaderData.id === undefined}
        initial={loaderData.values}
        reply={actionData}
        posts={loaderData.posts}
      />
    </EditorPage>
  );
}
