import { MaterialEditor } from "~/components/admin/MaterialEditor";
import type { CurrentMaterialContent } from "~/components/admin/MaterialFileField";
import { AdminPage } from "~/components/layout/AdminPage";
import { materialsType } from "~/lib/admin-content-types";
import { emptyMaterialValues } from "~/lib/forms/material-schema";
import { pageTitle } from "~/lib/seo";
import { requireAdmin, requireAdminAction } from "~/routes/handlers/admin-access.server";
import { parseId, redirectNotFound } from "~/routes/handlers/admin-content.server";
import { materialById } from "~/server/materials/library.server";
import { adminMaterialsCopy } from "~content/admin-materials";
import type { Route } from "./+types/material-edit";
import { handleMaterialEditor } from "./material-editor.server";

const copy = adminMaterialsCopy.editor;

export const meta: Route.MetaFunction = () => [
  { title: pageTitle(copy.editTitle) },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const id = parseId(params.id);
  const material = id ? await materialById(id) : undefined;
  if (!material) throw await redirectNotFound(materialsType);
  // The file's name and size, never its key: the page needs no more.
  const current: CurrentMaterialContent = material.fileKey
    ? { kind: "file", name: material.fileName ?? "", size: material.fileSize ?? 0 }
    : material.externalUrl
      ? { kind: "link" }
      : { kind: "none" };
  return {
    values: {
      ...emptyMaterialValues,
      title: material.title,
      slug: material.slug,
      type: material.type,
      category: material.category,
      description: material.description,
      image: material.image ?? "",
      externalUrl: material.externalUrl ?? "",
    },
    current,
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const id = parseId(params.id);
  if (!id) {
    await requireAdminAction(request);
    throw await redirectNotFound(materialsType);
  }
  return handleMaterialEditor(request, id);
}

export default function AdminMaterialEditPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AdminPage title={copy.editTitle}>
      <MaterialEditor
        creating={false}
        initial={loaderData.values}
        reply={actionData}
        current={loaderData.current}
      />
    </AdminPage>
  );
}
