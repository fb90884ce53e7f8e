import { DeleteMaterialForm } from "~/components/admin/DeleteMaterialForm";
import { AdminPage } from "~/components/layout/AdminPage";
import { pageTitle } from "~/lib/seo";
import { requireAdmin, requireAdminAction } from "~/routes/handlers/admin-access.server";
import { redirectWithToast } from "~/routes/handlers/flash.server";
import { readForm } from "~/routes/handlers/read-form.server";
import { logger } from "~/server/logger.server";
import { removeMaterialFile } from "~/server/materials/files.server";
import { deleteMaterial, materialById } from "~/server/materials/library.server";
import { adminMaterialsCopy } from "~content/admin-materials";
import type { Route } from "./+types/material-delete";
import {
  MATERIALS_LIST,
  parseMaterialId,
  redirectMaterialNotFound,
} from "./material-not-found.server";

const copy = adminMaterialsCopy.remove;

export const meta: Route.MetaFunction = () => [
  { title: pageTitle(copy.title) },
  { name: "robots", content: "noindex, nofollow" },
];

// The confirmation as a page: what the list's dialog shows when JavaScript is off.
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const id = parseMaterialId(params.id);
  const material = id ? await materialById(id) : undefined;
  if (!material) throw await redirectMaterialNotFound();
  return { id: material.id, title: material.title };
}

/** Deletes the row (its old addresses go with it), then its file. */
export async function action({ request, params }: Route.ActionArgs) {
  await requireAdminAction(request);
  await readForm(request);
  const id = parseMaterialId(params.id);
  let deleted: Awaited<ReturnType<typeof deleteMaterial>>;
  try {
    deleted = id ? await deleteMaterial(id) : undefined;
  } catch (error) {
    logger.error({ err: error }, "falha ao excluir material");
    return redirectWithToast(MATERIALS_LIST, { title: copy.error, variant: "error" });
  }
  if (!deleted) return redirectMaterialNotFound();
  await removeMaterialFile(deleted.fileKey);
  return redirectWithToast(MATERIALS_LIST, { title: copy.success, variant: "success" });
}

export default function AdminMaterialDeletePage({ loaderData }: Route.ComponentProps) {
  return (
    <AdminPage title={copy.title}>
      <div className="max-w-xl rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <DeleteMaterialForm id={loaderData.id} materialTitle={loaderData.title} />
      </div>
    </AdminPage>
  );
}
