import { Form, Link } from "react-router";
import { LeadStatusBadge } from "~/components/admin/LeadStatusBadge";
import { primaryButton, secondaryButton } from "~/components/admin/styles";
import { inputClass, labelClass } from "~/components/forms/styles";
import { AdminPage } from "~/components/layout/AdminPage";
import { formatDateTime } from "~/lib/dates";
import { privatePageHeaders } from "~/lib/http";
import {
  formTypeLabels,
  leadStatuses,
  leadTypeLabel,
  statusFilterLabels,
  suspicionLabel,
} from "~/lib/leads";
import { pageTitle } from "~/lib/seo";
import { requireAdmin } from "~/routes/handlers/admin-access.server";
import { type LeadFilter, listLeads, suspectedLeadCount } from "~/server/leads/inbox.server";
import { SUSPECT_RETENTION_DAYS } from "~/server/leads/personal-data.server";
import type { Route } from "./+types/leads";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const params = new URL(request.url).searchParams;
  const result = await listLeads({
    formType: params.get("tipo"),
    status: params.get("status"),
    page: Number(params.get("pagina") ?? 1),
  });
  return {
    ...result,
    suspected: await suspectedLeadCount(),
    suspectRetentionDays: SUSPECT_RETENTION_DAYS,
    leads: result.leads.map((lead) => ({
      ...lead,
      createdAt: lead.createdAt.toISOString(),
      // Formatted here so that server and browser never disagree on the text.
      createdAtText: formatDateTime(lead.createdAt),
    })),
  };
}

export const headers = privatePageHeaders;

export const meta: Route.MetaFunction = () => [
  { title: pageTitle("Leads") },
  { name: "robots", content: "noindex, nofollow" },
];

/** The address of a page of this filter; the CSV export takes the same query. */
function leadsHref(filter: LeadFilter, page = 1, path = "/admin/leads") {
  const params = new URLSearchParams();
  if (filter.formType) params.set("tipo", filter.formType);
  if (filter.status) params.set("status", filter.status);
  if (page > 1) params.set("pagina", String(page));
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/** One filter of the GET form: 'Todos' and the known values. */
function FilterSelect({
  id,
  name,
  label,
  value,
  options,
}: {
  id: string;
  name: string;
  label: string;
  value?: string;
  options: [string, string][];
}) {
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <select id={id} name={name} defaultValue={value ?? ""} className={`${inputClass} sm:w-56`}>
        <option value="">Todos</option>
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </select>
    </div>
  );
}

export default function AdminLeadsPage({ loaderData }: Route.ComponentProps) {
  const { filter, total, page, pageCount, leads, suspected, suspectRetentionDays } = loaderData;
  const filtered = Boolean(filter.formType || filter.status);
  const suspects = filter.status === "suspected";
  return (
    <AdminPage title="Leads">
      {suspects ? (
        <>
          <p className="-mt-2 text-slate-600">
            {`${total === 1 ? "1 envio suspeito" : `${total} envios suspeitos`}${filter.formType ? " neste filtro" : ""}`}
          </p>
          <p className="mt-2 max-w-3xl text-sm text-slate-700">
            {`Envios que os filtros de spam seguraram: não foram entregues e não contam como leads. Abra um para ver o motivo e liberá-lo ou excluí-lo; os que ninguém liberar são excluídos após ${suspectRetentionDays} dias.`}
          </p>
        </>
      ) : (
        <div className="-mt-2 flex flex-wrap items-center gap-x-4 gap-y-2">
          <p className="text-slate-600">
            {`${total === 1 ? "1 lead" : `${total} leads`}${filtered ? " neste filtro" : ""}`}
          </p>
          {/* Held out of every list and count above; without this link nobody would look. */}
          {suspected > 0 ? (
            <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-600">
              <Link
                to="/admin/leads?status=suspected"
                className="rounded-full bg-violet-50 px-3 py-1 font-medium text-violet-900 underline ring-1 ring-violet-200 ring-inset"
              >
                {`Suspeitos (${suspected})`}
              </Link>
              <span>retidos pelos filtros de spam, fora desta lista</span>
            </p>
          ) : null}
        </div>
      )}

      <div className="mt-6 flex flex-wrap items-end justify-between gap-4">
        {/* A plain GET form: the filter lives in the address, with or without JavaScript. */}
        <Form
          method="get"
          action="/admin/leads"
          key={leadsHref(filter)}
          aria-label="Filtrar leads"
          className="flex w-full flex-col gap-4 sm:w-auto sm:flex-row sm:items-end"
        >
          <FilterSelect
            id="filtro-tipo"
            name="tipo"
            label="Tipo de formulário"
            value={filter.formType}
            options={Object.entries(formTypeLabels)}
          />
          <FilterSelect
            id="filtro-status"
            name="status"
            label="Status"
            value={filter.status}
            options={leadStatuses.map((status) => [status, statusFilterLabels[status]])}
          />
          <div className="flex items-center gap-4">
            <button type="submit" className={primaryButton}>
              Filtrar
            </button>
            {filtered ? (
              <Link to="/admin/leads" className="text-sm font-medium text-brand-700 underline">
                Limpar filtros
              </Link>
            ) : null}
          </div>
        </Form>
        {/* A file download: a document request, not a client-side navigation. */}
        <a
          href={leadsHref(filter, 1, "/admin/leads.csv")}
          className={`${secondaryButton} whitespace-nowrap`}
        >
          Exportar CSV
        </a>
      </div>

      {leads.length === 0 ? (
        <p className="mt-8 rounded-xl border border-dashed border-slate-300 p-6 text-center text-slate-600">
          {suspects ? "Nenhum envio suspeito" : "Nenhum lead encontrado"}
        </p>
      ) : (
        // `relative` keeps the screen-reader-only texts inside the scroll box; positioned
        // against the page instead, they would widen it on a phone.
        <div className="relative mt-8 overflow-x-auto">
          <table className="w-full min-w-[52rem] text-left text-sm">
            <caption className="sr-only">
              {`${suspects ? "Envios suspeitos" : "Leads recebidos"}, do mais novo ao mais antigo (página ${page} de ${pageCount})`}
            </caption>
            <thead className="border-b border-slate-200 text-slate-600">
              <tr>
                {["Data", "Tipo", "Nome", "E-mail", "Empresa", "Status"].map((label) => (
                  <th key={label} scope="col" className="py-2 pr-4">
                    {label}
                  </th>
                ))}
                {/* A suspect is never sent: its attempts would always read 0. */}
                {suspects ? null : (
                  <th scope="col" className="py-2 pr-4 text-right">
                    Tentativas
                  </th>
                )}
                <th scope="col" className="py-2">
                  <span className="sr-only">Ações</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {leads.map((lead) => (
                <tr
                  key={lead.id}
                  className={`border-b border-slate-100 ${lead.status === "failed" ? "bg-red-50/60" : ""}`}
                >
                  <td className="py-2 pr-4 whitespace-nowrap">
                    <time dateTime={lead.createdAt}>{lead.createdAtText}</time>
                  </td>
                  <td className="py-2 pr-4 whitespace-nowrap">
                    {leadTypeLabel(lead.formType, lead.formId)}
                  </td>
                  <td className="py-2 pr-4 font-medium">
                    <span className="block max-w-48 truncate" title={lead.name || undefined}>
                      {lead.name || "—"}
                    </span>
                  </td>
                  <td className="py-2 pr-4">
                    <span className="block max-w-56 truncate" title={lead.email || undefined}>
                      {lead.email || "—"}
                    </span>
                  </td>
                  <td className="py-2 pr-4">
                    <span className="block max-w-48 truncate" title={lead.company || undefined}>
                      {lead.company || "—"}
                    </span>
                  </td>
                  <td className="py-2 pr-4">
                    <LeadStatusBadge status={lead.status} />
                    {lead.status === "suspected" ? (
                      <span className="mt-1 block text-xs text-slate-700">
                        {suspicionLabel(lead.suspicion)}
                      </span>
                    ) : null}
                  </td>
                  {suspects ? null : (
                    <td className="py-2 pr-4 text-right tabular-nums">{lead.attempts}</td>
                  )}
                  <td className="py-2">
                    <Link
                      to={`/admin/leads/${lead.id}`}
                      className="font-medium whitespace-nowrap text-brand-700 underline"
                    >
                      Detalhes
                      <span className="sr-only">
                        {" "}
                        de {lead.name || lead.email || "lead sem nome"}
                      </span>
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      {pageCount > 1 ? (
        <nav
          aria-label="Páginas de leads"
          className="mt-6 flex flex-wrap items-center gap-6 text-sm"
        >
          {page > 1 ? (
            <Link to={leadsHref(filter, page - 1)} className="font-medium text-brand-700 underline">
              Anteriores
            </Link>
          ) : null}
          <span className="text-slate-600">{`Página ${page} de ${pageCount}`}</span>
          {page < pageCount ? (
            <Link to={leadsHref(filter, page + 1)} className="font-medium text-brand-700 underline">
              Próximos
            </Link>
          ) : null}
        </nav>
      ) : null}
    </AdminPage>
  );
}
