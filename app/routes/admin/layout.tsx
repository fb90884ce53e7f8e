import { Outlet } from "react-router";
import { AdminErrorPage } from "~/components/admin/AdminErrorPage";
import { mayOpen } from "~/lib/admin-areas";
import { requireAdmin } from "~/routes/handlers/admin-access.server";
import { failedLeadCount } from "~/server/leads/inbox.server";
import type { Route } from "./+types/layout";

/**
 * Every signed-in admin page. Its data (who is signed in, failed leads) feeds the admin's own
 * header, which the root layout shows on every /admin page in place of the public one
 * (`AdminHeader`): there it sits outside <main>, as a page's banner should.
 */
export async function loader({ request }: Route.LoaderArgs) {
  // Every area shares the layout: each page checks its own (a 403 keeps the header).
  const admin = await requireAdmin(request, { area: "any" });
  return {
    username: admin.name || admin.username,
    role: admin.role,
    // Only those who see the leads see how many failed.
    failedLeads: mayOpen(admin.role, "leads") ? await failedLeadCount() : 0,
  };
}

export default function AdminLayout() {
  return (
    <div className="mx-auto max-w-7xl px-4 pb-12 sm:px-6 lg:px-8">
      <Outlet />
    </div>
  );
}

/** A refusal under the admin (a role's 403 among them) keeps the admin's header and menu. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPage error={error} />;
}
