import { Form, Link } from "react-router";
import {
  type FormType,
  formTypeLabels,
  type LeadStatus,
  leadStatuses,
  statusFilterLabels,
} from "~/lib/leads";
import { inputClass, labelClass } from "../forms/styles";
import { primaryButton, secondaryButton } from "./styles";

/** The list's filter, as the loader read it from the address. */
interface LeadFilter {
  formType?: FormType;
  status?: LeadStatus;
}

/** The address of a page of this filter; the CSV export takes the same query. */
export function leadsHref(filter: LeadFilter, page = 1, path = "/admin/leads") {
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

/** The list's filters (a GET form) and 'Exportar CSV' of what they keep. */
export function LeadFilters({ filter }: { filter: LeadFilter }) {
  const filtered = Boolean(filter.formType || filter.status);
  return (
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
  );
}
