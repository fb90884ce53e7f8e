import { screenErrorBoundary } from "~/components/admin/AdminErrorPage";
import { RoutingRulesForm } from "~/components/admin/RoutingRulesForm";
import { AdminPage } from "~/components/layout/AdminPage";
import { adminMeta } from "~/lib/admin-meta";
import { privatePageHeaders } from "~/lib/http";
import { requireAdmin } from "~/routes/handlers/admin-access.server";
import { routingCopy } from "~content/admin-routing";
import type { Route } from "./+types/lead-routing-rules";
import { handleRoutingAction, routingPage } from "./lead-routing-rules.server";

const copy = routingCopy;

export const meta = () => adminMeta(copy.heading);

export const headers = privatePageHeaders;

/** /admin/leads/distribuicao: who gets each new person (ADR 0058); an Administrador's to change. */
export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  return routingPage(admin);
}

export async function action({ request }: Route.ActionArgs) {
  return handleRoutingAction(request);
}

export const ErrorBoundary = screenErrorBoundary(copy.heading, copy.loadError);

export default function LeadRoutingPage({ loaderData, actionData }: Route.ComponentProps) {
  const { conditions, targets, manage, saved } = loaderData;
  return (
    <AdminPage title={copy.heading}>
      <div className="max-w-3xl">
        <p className="text-slate-600">{copy.intro}</p>
        {manage ? null : <p className="mt-3 font-medium text-ink">{copy.readOnly}</p>}
        {saved ? <p className="mt-3 text-sm text-slate-600">{saved}</p> : null}
        <RoutingRulesForm
          values={actionData?.values ?? loaderData.values}
          conditions={conditions}
          targets={targets}
          manage={manage}
          fieldErrors={actionData?.fieldErrors}
          message={actionData?.message}
        />
      </div>
    </AdminPage>
  );
}
