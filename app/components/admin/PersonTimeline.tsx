import { Link } from "react-router";
import { adminPeopleCopy } from "~content/admin-people";

const copy = adminPeopleCopy.person.timeline;

export interface TimelineEntry {
  key: string;
  kind: "submission" | "change" | "note" | "call" | "email";
  /** dd/mm/aaaa hh:mm, São Paulo. */
  at: string;
  iso: string;
  text: string;
  /** A note's text, a call's state, an e-mail's recipient and state. */
  detail: string | null;
  /** Who made a change ('por Carla', 'pelo site'). */
  by: string | null;
  /** A submission's fields under their labels. */
  fields: { key: string; value: string; href: string | null }[];
  /** A submission's own page. */
  href: string | null;
}

/** 'Linha do tempo': everything about the person, newest first. */
export function PersonTimeline({ entries }: { entries: TimelineEntry[] }) {
  return (
    <section id="linha-do-tempo" aria-labelledby="linha-do-tempo-titulo" className="mt-10">
      <h2 id="linha-do-tempo-titulo" className="text-xl font-semibold text-ink">
        {copy.heading}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{copy.intro}</p>
      {entries.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">{copy.empty}</p>
      ) : (
        <ol className="mt-3 max-w-3xl divide-y divide-slate-200 border-y border-slate-200">
          {entries.map((entry) => (
            <li key={entry.key} className="py-3">
              <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
                <time dateTime={entry.iso} className="text-sm font-medium text-slate-600">
                  {entry.at}
                </time>
                <span className="font-medium text-ink [overflow-wrap:anywhere]">{entry.text}</span>
                {entry.by ? <span className="text-sm text-slate-600">{entry.by}</span> : null}
                {entry.href ? (
                  <Link to={entry.href} className="text-sm font-medium text-brand-700 underline">
                    {copy.openSubmission}
                  </Link>
                ) : null}
              </p>
              {entry.detail ? (
                <p className="mt-1 text-sm whitespace-pre-wrap text-slate-700 [overflow-wrap:anywhere]">
                  {entry.detail}
                </p>
              ) : null}
              {entry.fields.length > 0 ? (
                <dl className="mt-2 space-y-1 rounded-lg bg-slate-50 p-3 text-sm">
                  {entry.fields.map((field) => (
                    <div key={field.key} className="flex flex-wrap gap-x-2">
                      <dt className="text-slate-600">{`${field.key}:`}</dt>
                      <dd className="text-ink [overflow-wrap:anywhere]">
                        {field.href ? (
                          <Link to={field.href} className="text-brand-700 underline">
                            {field.value}
                          </Link>
                        ) : (
                          field.value
                        )}
                      </dd>
                    </div>
                  ))}
                </dl>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
