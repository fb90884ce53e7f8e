import { screenErrorBoundary } from "~/components/admin/AdminErrorPage";
import { RevisionList } from "~/components/admin/RevisionList";
import { SiteSettingsEditor } from "~/components/admin/SiteSettingsEditor";
import { AdminPage } from "~/components/layout/AdminPage";
import { adminMeta } from "~/lib/admin-meta";
import { requireAdmin } from "~/routes/handlers/admin-access.server";
import { adminSiteSettingsCopy } from "~content/admin-site-settings";
import type { Route } from "./+types/site-settings";
import { handleSiteSettings, siteSettingsPage } from "./site-settings.server";

const copy = adminSiteSettingsCopy;

export const meta = () => adminMeta(copy.title);

export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  return siteSettingsPage(request, admin.role);
}

export const action = ({ request }: Route.ActionArgs) => handleSiteSettings(request);

export default function AdminSiteSettingsPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AdminPage title={copy.title}>
      <p className="max-w-3xl text-slate-600">{copy.intro}</p>
      <SiteSettingsEditor
        // A save or a restore brings new values: the form starts again from them.
        key={loaderData.revisions[0]?.id ?? 0}
        initial={loaderData.values}
        inEffect={loaderData.inEffect}
        sources={loaderData.sources}
        locked={loaderData.locked}
        reply={actionData}
      />
      <RevisionList revisions={loaderData.revisions} copy={copy.history} restore="post" />
    </AdminPage>
  );
}

export const ErrorBoundary = screenErrorBoundary(copy.title, copy.loadError);
