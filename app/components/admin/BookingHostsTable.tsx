import { Form } from "react-router";
import { agendaCopy } from "~content/admin-booking";
import { type ListColumn, ListTable } from "./ListTable";
import { actionLinkClass } from "./RowActions";

const copy = agendaCopy.hosts;
const WEIGHTS = Array.from({ length: 10 }, (_, i) => i + 1);

export interface BookingHostView {
  id: number;
  name: string;
  role: string;
  page: string;
  weight: number;
  active: boolean;
  away: boolean;
  calendar: string;
  calendarFailed: boolean;
}

// The row's fields sit in their own cells and join the row's form by its id (`form=`), so
// the row saves without JavaScript; no phone cards, which would repeat the ids.
const formId = (host: BookingHostView) => `anfitriao-${host.id}`;

/** The hosts, with 'Peso' and 'Na escala' an Administrador changes per row. */
export function BookingHostsTable({ hosts }: { hosts: BookingHostView[] }) {
  if (hosts.length === 0) return <p className="mt-4 text-slate-600">{copy.none}</p>;
  const columns: ListColumn<BookingHostView>[] = [
    { header: copy.columns.name, cell: (host) => <span className="break-words">{host.name}</span> },
    { header: copy.columns.role, cell: (host) => host.role },
    {
      header: copy.columns.page,
      cell: (host) => (
        <a href={host.page} className="text-brand-700 underline [overflow-wrap:anywhere]">
          {host.page}
        </a>
      ),
    },
    {
      header: copy.columns.weight,
      cell: (host) => (
        <>
          <label htmlFor={`${formId(host)}-peso`} className="sr-only">
            {copy.weightOf(host.name)}
          </label>
          <select
            id={`${formId(host)}-peso`}
            name="weight"
            form={formId(host)}
            defaultValue={host.weight}
            className="min-h-11 rounded-lg border border-slate-300 bg-white px-2 text-sm text-ink"
          >
            {WEIGHTS.map((weight) => (
              <option key={weight} value={weight}>
                {weight}
              </option>
            ))}
          </select>
        </>
      ),
    },
    {
      header: copy.columns.active,
      cell: (host) => (
        <label className="flex min-h-11 items-center gap-2">
          <input
            type="checkbox"
            name="active"
            form={formId(host)}
            defaultChecked={host.active}
            className="h-5 w-5 rounded border-slate-400 accent-brand-700"
          />
          <span className="sr-only">{copy.activeOf(host.name)}</span>
        </label>
      ),
    },
    { header: copy.columns.away, cell: (host) => (host.away ? copy.yes : copy.no) },
    {
      header: copy.columns.calendar,
      cell: (host) => (
        <span className={host.calendarFailed ? "text-red-700" : ""}>{host.calendar}</span>
      ),
    },
    {
      header: copy.save,
      hiddenHeader: true,
      actions: true,
      cell: (host) => (
        <Form method="post" id={formId(host)}>
          <input type="hidden" name="intent" value="host" />
          <input type="hidden" name="id" value={host.id} />
          <button type="submit" aria-label={copy.saveOf(host.name)} className={actionLinkClass}>
            {copy.save}
          </button>
        </Form>
      ),
    },
  ];
  return (
    <ListTable caption={copy.caption} columns={columns} items={hosts} minWidth="min-w-[56rem]" />
  );
}
