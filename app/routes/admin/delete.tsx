import { DeleteConfirmation } from "~/components/admin/DeleteConfirmation";
import { AdminPage } from "~/components/layout/AdminPage";
import { type DeletableKind, deletableTypes } from "~/lib/admin-content-types";
import { pageTitle } from "~/lib/seo";
import { requireAdmin, requireAdminAction } from "~/routes/handlers/admin-access.server";
import { parseId, redirectNotFound } from "~/routes/handlers/admin-content.server";
import { redirectWithToast } from "~/routes/handlers/flash.server";
import { readForm } from "~/routes/handlers/read-form.server";
import { logger } from "~/server/logger.server";
import type { Route } from "./+types/delete";
import { deletions } from "./deletions.server";

// Every deletion in the admin: its confirmation as a page (what the list's dialog shows when
// JavaScript is off) and the action both post to. The type is the address's first segment
// after /admin/, so each type keeps its own address.

function kindOf(request: Request): DeletableKind {
  const segment = new URL(request.url).pathname.split("/")[2] ?? "";
  if (!Object.hasOwn(deletableTypes, segment)) throw new Error(`sem exclusão para ${segment}`);
  return segment as DeletableKind;
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: pageTitle(loaderData ? deletableTypes[loaderData.kind].remove.title : "Excluir") },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const kind = kindOf(request);
  const id = parseId(params.id);
  const item = id ? await deletions[kind].find(id) : undefined;
  if (!item) throw await redirectNotFound(deletableTypes[kind]);
  return { kind, item };
}

export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requireAdminAction(request);
  const form = await readForm(request);
  const kind = kindOf(request);
  const type = deletableTypes[kind];
  const id = parseId(params.id);
  let deleted: boolean | { refused: string };
  try {
    deleted = id ? await deletions[kind].remove(id, admin.id, form) : false;
  } catch (error) {
    logger.error({ err: error, kind }, "falha ao excluir");
    return redirectWithToast(type.list, { title: type.remove.error, variant: "error" });
  }
  if (typeof deleted === "object") {
    return redirectWithToast(type.list, { title: deleted.refused, variant: "error" });
  }
  if (!deleted) return redirectNotFound(type);
  return redirectWithToast(type.list, { title: type.remove.success, variant: "success" });
}

export default function AdminDeletePage({ loaderData: { kind, item } }: Route.ComponentProps) {
  const type = deletableTypes[kind];
  return (
    <AdminPage title={type.remove.title}>
      <div className="max-w-xl rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <DeleteConfirmation type={type} item={item} />
      </div>
    </AdminPage>
  );
}
