import { Form, Link, useNavigation } from "react-router";
import { agendaCopy, outcomeLabels } from "~content/admin-booking";
import { type ListColumn, ListTable } from "./ListTable";
import { secondaryButton } from "./styles";

const copy = agendaCopy;
const smallButton = `${secondaryButton} text-sm`;
const outcomes = [
  ["held", outcomeLabels.held],
  ["no_show", outcomeLabels.no_show],
] as const;

export interface AgendaCallView {
  id: string;
  when: string;
  iso: string;
  lead: { href: string; name: string; company: string };
  status: string;
  outcome: string | null;
  canMark: boolean;
}

export interface HostCalls {
  key: string;
  host: string;
  calls: AgendaCallView[];
}

/** 'Realizada' and 'Não compareceu': one plain post, the button says which. */
function OutcomeForm({ call }: { call: AgendaCallView }) {
  const navigation = useNavigation();
  const busy = navigation.formData?.get("id") === call.id;
  const name = call.lead.name;
  return (
    <Form method="post" className="flex flex-wrap gap-2">
      <input type="hidden" name="intent" value="outcome" />
      <input type="hidden" name="id" value={call.id} />
      {outcomes.map(([value, label]) => (
        <button
          key={value}
          type="submit"
          name="outcome"
          value={value}
          disabled={busy}
          aria-label={copy.mark(label, name)}
          className={smallButton}
        >
          {label}
        </button>
      ))}
    </Form>
  );
}

/**
 * A list of calls, one table per host: when (Brasília), the lead linked to its page, status,
 * outcome and, for a call that has begun, its outcome buttons.
 */
export function AgendaCalls({
  id,
  title,
  empty,
  groups,
  marking = false,
}: {
  id: string;
  title: string;
  empty: string;
  groups: HostCalls[];
  /** The outcome buttons' column: the past calls' list. */
  marking?: boolean;
}) {
  const columns: ListColumn<AgendaCallView>[] = [
    {
      header: copy.columns.when,
      className: "whitespace-nowrap",
      cell: (call) => <time dateTime={call.iso}>{call.when}</time>,
    },
    {
      header: copy.columns.lead,
      cell: (call) => (
        <span className="break-words">
          <Link to={call.lead.href} className="font-medium text-brand-700 underline">
            {call.lead.name}
          </Link>
          {call.lead.company ? (
            <span className="block text-slate-600">{call.lead.company}</span>
          ) : null}
        </span>
      ),
    },
    { header: copy.columns.status, cell: (call) => call.status },
    { header: copy.columns.outcome, cell: (call) => call.outcome ?? copy.noOutcome },
  ];
  if (marking) {
    columns.push({
      header: copy.columns.actions,
      actions: true,
      cell: (call) => (call.canMark ? <OutcomeForm call={call} /> : null),
    });
  }
  return (
    <section id={id} aria-labelledby={`${id}-titulo`} className="mt-10">
      <h2 id={`${id}-titulo`} className="text-2xl font-bold text-ink">
        {title}
      </h2>
      {groups.length === 0 ? <p className="mt-3 text-slate-600">{empty}</p> : null}
      {groups.map((group) => (
        <div key={group.key} className="mt-6">
          <h3 className="text-lg font-semibold text-ink">{group.host}</h3>
          <ListTable
            caption={copy.callsOf(group.host, title)}
            columns={columns}
            items={group.calls}
            rowHeader={0}
            cards
          />
        </div>
      ))}
    </section>
  );
}
