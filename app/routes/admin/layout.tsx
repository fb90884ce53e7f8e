import { Form, NavLink, Outlet } from "react-router";
import { requireAdmin } from "~/routes/handlers/admin-access.server";
import { failedLeadCount } from "~/server/leads/inbox.server";
import type { Route } from "./+types/layout";

export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  return { username: admin.username, failedLeads: await failedLeadCount() };
}

const links = [
  { to: "/admin/posts", label: "Posts" },
  { to: "/admin/materiais", label: "Materiais" },
  { to: "/admin/leads", label: "Leads" },
  { to: "/admin/settings", label: "Configurações" },
];

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const { username, failedLeads } = loaderData;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <div className="flex flex-wrap items-center justify-between gap-4 border-b border-slate-200 pb-4">
        <nav aria-label="Painel administrativo">
          <ul className="flex flex-wrap gap-1">
            {links.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  className={({ isActive }) =>
                    `inline-flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium ${isActive ? "bg-brand-50 text-brand-700" : "text-slate-700 hover:text-brand-700"}`
                  }
                >
                  {link.label}
                  {/* Failed leads wait for a person to re-send them: the count is always in sight. */}
                  {link.to === "/admin/leads" && failedLeads > 0 ? (
                    <span className="rounded-full bg-red-700 px-2 py-0.5 text-xs font-semibold text-white">
                      <span aria-hidden="true">{failedLeads}</span>
                      <span className="sr-only">{` (${failedLeads} com falha)`}</span>
                    </span>
                  ) : null}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <Form method="post" action="/admin/logout" className="flex items-center gap-3 text-sm">
          <span className="text-slate-600">{username}</span>
          <button
            type="submit"
            className="rounded-md border border-slate-300 px-3 py-2 font-medium hover:border-brand-700 hover:text-brand-700"
          >
            Sair
          </button>
        </Form>
      </div>
      <Outlet />
    </div>
  );
}
