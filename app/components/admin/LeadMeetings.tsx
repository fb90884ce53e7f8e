import { agendaCopy } from "~content/admin-booking";

const copy = agendaCopy;

export interface LeadMeetingView {
  id: string;
  when: string;
  iso: string;
  host: string;
  status: string;
  outcome: string | null;
}

/** 'Reuniões': the lead's calls booked on the site, latest first. */
export function LeadMeetings({ meetings }: { meetings: LeadMeetingView[] }) {
  return (
    <section id="reunioes" aria-labelledby="reunioes-titulo" className="mt-10">
      <h2 id="reunioes-titulo" className="text-xl font-semibold text-ink">
        {copy.meetings.heading}
      </h2>
      {meetings.length === 0 ? (
        <p className="mt-3 text-slate-600">{copy.meetings.none}</p>
      ) : (
        <ul className="mt-3 max-w-3xl divide-y divide-slate-200 border-y border-slate-200">
          {meetings.map((meeting) => (
            <li key={meeting.id} className="flex flex-wrap items-baseline gap-x-4 gap-y-1 py-3">
              <time dateTime={meeting.iso} className="font-medium text-ink">
                {meeting.when}
              </time>
              <span className="text-slate-700">{copy.meetings.with(meeting.host)}</span>
              <span className="text-slate-700">{meeting.status}</span>
              <span className="text-slate-700">
                {`${copy.columns.outcome}: ${meeting.outcome ?? copy.noOutcome}`}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
