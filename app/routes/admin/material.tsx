import { EditorPage } from "~/components/admin/EditorParts";
import { MaterialEditor } from "~/components/admin/MaterialEditor";
import type { CurrentMaterialContent } from "~/components/admin/MaterialFileField";
import { materialsType } from "~/lib/admin-content-types";
import { editorMeta } from "~/lib/admin-meta";
import { emptyMaterialValues } from "~/lib/forms/material-schema";
import { editorRoute } from "~/routes/handlers/admin-content.server";
import { materialById } from "~/server/materials/library.server";
import { adminMaterialsCopy } from "~content/admin-materials";
import type { Route } from "./+types/material";
import { handleMaterialEditor } from "./material-editor.server";

const copy = adminMaterialsCopy.editor;

const none: CurrentMaterialContent = { kind: "none" };

const editor = editorRoute(materialsType, {
  blank: () => ({ values: emptyMaterialValues, current: none }),
  async load(id) {
    const material = await materialById(id);
    if (!material) return undefined;
    // The file's name and size, never its key: the page needs no more.
    const current: CurrentMaterialContent = material.fileKey
      ? { kind: "file", name: material.fileName ?? "", size: material.fileSize ?? 0 }
      : material.externalUrl
        ? { kind: "link" }
        : none;
    const values = {
      ...emptyMaterialValues,
      title: material.title,
      slug: material.slug,
      type: material.type,
      category: material.category,
      description: material.description,
      image: material.image ?? "",
      externalUrl: material.externalUrl ?? "",
    };
    return { values, current };
  },
  save: (request, id) => handleMaterialEditor(request, id),
});
export const loader = editor.loader;
export const action = editor.action;
export const meta = editorMeta(copy);

/** 'Novo material' and 'Editar material'. */
export default function AdminMaterialPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <EditorPage id={loaderData.id} titles={copy}>
      <MaterialEditor
        creating={loaderData.id === undefined}
        initial={loaderData.values}
        reply={actionData}
        current={loaderData.current}
      />
    </EditorPage>
  );
}
