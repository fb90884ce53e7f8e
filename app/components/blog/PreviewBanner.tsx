import { formatDateTime, type PublicationState } from "~/lib/dates";
import { publishingCopy } from "~content/admin-publishing";

const copy = publishingCopy.previewBanner;

/** Above a draft or scheduled post that a signed-in admin opens at its address (ADR 0015). */
export function PreviewBanner({ state, date }: { state: PublicationState; date: Date | string }) {
  return (
    <div
      role="note"
      aria-label="Pré-visualização"
      className="border-b border-amber-300 bg-amber-50 px-4 py-3 text-center text-sm font-semibold text-amber-950"
    >
      {state === "scheduled" ? copy.scheduled(formatDateTime(date)) : copy.draft}
    </div>
  );
}
