import { workStatusLabel } from "~/lib/lead-work";

const tones: Record<string, string> = {
  new: "bg-sky-50 text-sky-900 ring-sky-200",
  contacted: "bg-amber-50 text-amber-900 ring-amber-200",
  qualified: "bg-indigo-50 text-indigo-900 ring-indigo-200",
  customer: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  discarded: "bg-slate-100 text-slate-700 ring-slate-200",
};

/** The sales team's status of a lead ('Novo', 'Em contato'…). */
export function WorkStatusBadge({ status }: { status: string }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs whitespace-nowrap ring-1 ring-inset ${tones[status] ?? tones.discarded}`}
    >
      {workStatusLabel(status)}
    </span>
  );
}
