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

const marks: Record<TimelineEntry["kind"], string> = {
  submission: "bg-brand-600",
  change: "bg-slate-400",
  note: "bg-amber-500",
  call: "bg-emerald-600",
  email: "bg-sky-600",
};

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
        <ol className="mt-4 max-w-3xl space-y-0 border-l-2 border-slate-200 pl-5">
          {entries.map((entry) => (
            <li key={entry.key} className="relative pb-5">
              <span
                aria-hidden="true"
                className={`absolute top-1.5 -left-[1.72rem] h-3 w-3 rounded-full ring-4 ring-white ${marks[entry.kind]}`}
              />
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
                <dl className="mt-2 grid gap-x-4 gap-y-1 rounded-lg bg-slate-50 p-3 text-sm sm:grid-cols-[12rem_1fr]">
                  {entry.fields.map((field) => (
                    <div key={field.key} className="contents">
                      <dt className="text-slate-600">{field.key}</dt>
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
