import { screenErrorBoundary } from "~/components/admin/AdminErrorPage";
import { AgendaCalls } from "~/components/admin/AgendaCalls";
import { BookingHostsTable } from "~/components/admin/BookingHostsTable";
import { BookingRulesForm } from "~/components/admin/BookingRulesForm";
import { AdminPage } from "~/components/layout/AdminPage";
import { adminMeta } from "~/lib/admin-meta";
import { privatePageHeaders } from "~/lib/http";
import { requireAdmin } from "~/routes/handlers/admin-access.server";
import { agendaCopy } from "~content/admin-booking";
import type { Route } from "./+types/agenda";
import { agendaPage, handleAgendaAction } from "./agenda.server";

const copy = agendaCopy;
const card = "rounded-2xl border border-slate-200 bg-white p-6 shadow-sm";

export const meta = () => adminMeta(copy.heading);

export const headers = privatePageHeaders;

/** /admin/agenda: the diagnostic calls by host (ADR 0057); rules and hosts for administrators. */
export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  return agendaPage(admin);
}

export async function action({ request }: Route.ActionArgs) {
  return handleAgendaAction(request);
}

export const ErrorBoundary = screenErrorBoundary(copy.heading, copy.loadError);

export default function AdminAgendaPage({ loaderData, actionData }: Route.ComponentProps) {
  const { upcoming, past, manage } = loaderData;
  return (
    <AdminPage title={copy.heading}>
      <p className="text-slate-600">{copy.intro}</p>
      <AgendaCalls id="proximas" title={copy.upcoming} empty={copy.noUpcoming} groups={upcoming} />
      <AgendaCalls id="passadas" title={copy.past} empty={copy.noPast} groups={past} marking />
      {manage ? (
        <>
          <section
            id="regras"
            aria-labelledby="regras-titulo"
            className={`${card} mt-12 max-w-3xl`}
          >
            <h2 id="regras-titulo" className="text-xl font-bold text-ink">
              {copy.rules.heading}
            </h2>
            <p className="mt-1 text-slate-600">{copy.rules.intro}</p>
            <BookingRulesForm values={manage.rules} zones={manage.zones} reply={actionData} />
          </section>
          <section id="anfitrioes" aria-labelledby="anfitrioes-titulo" className="mt-12">
            <h2 id="anfitrioes-titulo" className="text-2xl font-bold text-ink">
              {copy.hosts.heading}
            </h2>
            <p className="mt-1 text-slate-600">{copy.hosts.intro}</p>
            <BookingHostsTable hosts={manage.hosts} />
          </section>
        </>
      ) : null}
    </AdminPage>
  );
}
