import { Form, Link } from "react-router";
import {
  filterParam,
  grades,
  isFiltered,
  type LeadFilter,
  leadsHref,
  NO_OWNER,
} from "~/lib/lead-filter";
import { workStatusOptions } from "~/lib/lead-work";
import { formTypeLabels, leadStatuses, statusFilterLabels } from "~/lib/leads";
import { adminLeadsCopy } from "~content/admin-leads";
import { adminPeopleCopy } from "~content/admin-people";
import { inputClass, labelClass } from "../forms/styles";
import { primaryButton, secondaryButton } from "./styles";

const copy = adminLeadsCopy.filters;
const peopleCopy = adminPeopleCopy;

type Choice = { value: string; label: string };

/** The choices the loader found: the team, the library's materials and the landing pages. */
export interface LeadFilterChoices {
  owners: Choice[];
  materials: Choice[];
  landings: Choice[];
}

/** One filter of the GET form: 'Todos' and the known values. */
function FilterSelect({
  name,
  label,
  value,
  options,
}: {
  name: string;
  label: string;
  value?: string;
  options: Choice[];
}) {
  const id = `filtro-${name}`;
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <select id={id} name={name} defaultValue={value ?? ""} className={inputClass}>
        <option value="">{copy.all}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

function DateField({ name, label, value }: { name: string; label: string; value?: string }) {
  return (
    <div>
      <label htmlFor={`filtro-${name}`} className={labelClass}>
        {label}
      </label>
      <input
        id={`filtro-${name}`}
        type="date"
        name={name}
        defaultValue={value}
        className={inputClass}
      />
    </div>
  );
}

const entries = (labels: Record<string, string>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));

/** The list's search and filters (a GET form) and 'Exportar CSV' of what they keep. */
export function LeadFilters({
  filter,
  choices,
}: {
  filter: LeadFilter;
  choices: LeadFilterChoices;
}) {
  const owner = filter.owner === "none" ? NO_OWNER : filter.owner?.toString();
  return (
    // A plain GET form: the filter lives in the address, with or without JavaScript.
    <Form
      method="get"
      action="/admin/leads"
      key={leadsHref(filter)}
      aria-label={copy.label}
      className="mt-6 rounded-xl border border-slate-200 bg-white p-4"
    >
      {/* The list being looked at stays the same when the filter changes. */}
      {filter.view ? <input type="hidden" name={filterParam.view} value={filter.view} /> : null}
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <div className="sm:col-span-2">
          <label htmlFor="filtro-busca" className={labelClass}>
            {copy.search}
          </label>
          <input
            id="filtro-busca"
            type="search"
            name={filterParam.search}
            defaultValue={filter.search}
            maxLength={200}
            placeholder={copy.searchHint}
            className={inputClass}
          />
        </div>
        <FilterSelect
          name={filterParam.workStatus}
          label={copy.workStatus}
          value={filter.workStatus}
          options={workStatusOptions}
        />
        <FilterSelect
          name={filterParam.owner}
          label={copy.owner}
          value={owner}
          options={[{ value: NO_OWNER, label: copy.noOwner }, ...choices.owners]}
        />
        <FilterSelect
          name={filterParam.formType}
          label={copy.formType}
          value={filter.formType}
          options={entries(formTypeLabels)}
        />
        <FilterSelect
          name={filterParam.material}
          label={copy.material}
          value={filter.material}
          options={choices.materials}
        />
        {choices.landings.length > 0 || filter.landing ? (
          <FilterSelect
            name={filterParam.landing}
            label={copy.landing}
            value={filter.landing}
            options={choices.landings}
          />
        ) : null}
        <FilterSelect
          name={filterParam.grade}
          label={peopleCopy.filters.grade}
          value={filter.grade}
          options={grades.map((grade) => ({ value: grade, label: grade }))}
        />
        <div>
          <label htmlFor="filtro-ordem" className={labelClass}>
            {peopleCopy.filters.order}
          </label>
          <select
            id="filtro-ordem"
            name={filterParam.order}
            defaultValue={filter.order ?? ""}
            className={inputClass}
          >
            <option value="">{peopleCopy.filters.byActivity}</option>
            <option value="nota">{peopleCopy.filters.byGrade}</option>
          </select>
        </div>
        <FilterSelect
          name={filterParam.status}
          label={copy.delivery}
          value={filter.status}
          options={leadStatuses.map((status) => ({
            value: status,
            label: statusFilterLabels[status],
          }))}
        />
        <div className="grid grid-cols-2 gap-3 sm:col-span-2">
          <DateField name={filterParam.from} label={copy.from} value={filter.from} />
          <DateField name={filterParam.to} label={copy.to} value={filter.to} />
        </div>
        <div className="flex flex-wrap items-center gap-4 self-end sm:col-span-2">
          <button type="submit" className={primaryButton}>
            {copy.submit}
          </button>
          {isFiltered(filter) ? (
            <Link
              to={leadsHref({ view: filter.view })}
              className="text-sm font-medium text-brand-700 underline"
            >
              {copy.clear}
            </Link>
          ) : null}
          {/* A file download: a document request, not a client-side navigation. */}
          <a
            href={leadsHref(filter, 1, "/admin/leads.csv")}
            className={`${secondaryButton} ml-auto whitespace-nowrap`}
          >
            {copy.export}
          </a>
        </div>
      </div>
    </Form>
  );
}
