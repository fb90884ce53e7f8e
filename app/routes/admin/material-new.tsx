import { MaterialEditor } from "~/components/admin/MaterialEditor";
import { AdminPage } from "~/components/layout/AdminPage";
import { emptyMaterialValues } from "~/lib/forms/material-schema";
import { pageTitle } from "~/lib/seo";
import { requireAdmin } from "~/routes/handlers/admin-access.server";
import { adminMaterialsCopy } from "~content/admin-materials";
import type { Route } from "./+types/material-new";
import { handleMaterialEditor } from "./material-editor.server";

const copy = adminMaterialsCopy.editor;

export const meta: Route.MetaFunction = () => [
  { title: pageTitle(copy.newTitle) },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return null;
}

export async function action({ request }: Route.ActionArgs) {
  return handleMaterialEditor(request);
}

export default function AdminMaterialNewPage({ actionData }: Route.ComponentProps) {
  return (
    <AdminPage title={copy.newTitle}>
      <MaterialEditor
        creating
        initial={emptyMaterialValues}
        reply={actionData}
        current={{ kind: "none" }}
      />
    </AdminPage>
  );
}
