import { Link } from "react-router";
import { adminLeadsCopy } from "~content/admin-leads";

const copy = adminLeadsCopy.history;

export interface PersonHistoryEntry {
  key: string;
  at: string;
  iso: string;
  text: string;
  /** Who made a change ('por Carla', 'pelo site'); null for a submission. */
  by: string | null;
  /** Another submission's page; null for this one and for changes. */
  href: string | null;
  current: boolean;
}

/** 'Histórico da pessoa': what the person sent and what the team changed, newest first. */
export function PersonHistory({ entries }: { entries: PersonHistoryEntry[] }) {
  if (entries.length === 0) return null;
  return (
    <section id="historico" aria-labelledby="historico-titulo" className="mt-10">
      <h2 id="historico-titulo" className="text-xl font-semibold text-ink">
        {copy.heading}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{copy.intro}</p>
      <ol className="mt-3 max-w-3xl divide-y divide-slate-200 border-y border-slate-200">
        {entries.map((entry) => (
          <li key={entry.key} className="flex flex-wrap items-baseline gap-x-4 gap-y-1 py-3">
            <time dateTime={entry.iso} className="font-medium text-ink">
              {entry.at}
            </time>
            <span className="text-slate-700">{entry.text}</span>
            {entry.by ? <span className="text-sm text-slate-600">{entry.by}</span> : null}
            {entry.current ? (
              <span className="text-sm text-slate-600">{`(${copy.thisOne})`}</span>
            ) : null}
            {entry.href ? (
              <Link to={entry.href} className="text-sm font-medium text-brand-700 underline">
                {copy.open}
              </Link>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
