import { statusLabel } from "~/lib/leads";

const tones: Record<string, string> = {
  failed: "bg-red-100 font-semibold text-red-800 ring-red-300",
  delivered: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  pending: "bg-amber-50 text-amber-900 ring-amber-200",
  delivering: "bg-amber-50 text-amber-900 ring-amber-200",
  suspected: "bg-violet-50 text-violet-900 ring-violet-200",
};

/** A lead's delivery state; a failed one stands out, since it waits for a person. */
export function LeadStatusBadge({ status }: { status: string }) {
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs whitespace-nowrap ring-1 ring-inset ${tones[status] ?? "bg-slate-100 text-slate-700 ring-slate-200"}`}
    >
      {status === "failed" ? (
        <span aria-hidden="true" className="font-bold">
          !
        </span>
      ) : null}
      {statusLabel(status)}
    </span>
  );
}
