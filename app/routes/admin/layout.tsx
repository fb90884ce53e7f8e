import { Outlet } from "react-router";
import { requireAdmin } from "~/routes/handlers/admin-access.server";
import { failedLeadCount } from "~/server/leads/inbox.server";
import type { Route } from "./+types/layout";

/**
 * Every signed-in admin page. Its data (who is signed in, failed leads) feeds the admin's own
 * header, which the root layout shows on every /admin page in place of the public one
 * (`AdminHeader`): there it sits outside <main>, as a page's banner should.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  return { username: admin.username, failedLeads: await failedLeadCount() };
}

export default function AdminLayout() {
  return (
    <div className="mx-auto max-w-7xl px-4 pb-12 sm:px-6 lg:px-8">
      <Outlet />
    </div>
  );
}
