import type { PublicationState } from "~/lib/dates";
import { publishingCopy } from "~content/admin-publishing";

const tone: Record<PublicationState, string> = {
  published: "bg-emerald-50 text-emerald-800",
  scheduled: "bg-sky-50 text-sky-800",
  draft: "bg-amber-50 text-amber-900",
};

/**
 * 'Publicado', 'Agendado' or 'Rascunho' in the admin's list of posts (ADR 0015); `labels` for a
 * type whose words differ ('Publicada', 'Agendada' of a page).
 */
export function PublicationBadge({
  state,
  labels = publishingCopy.states,
}: {
  state: PublicationState;
  labels?: Record<PublicationState, string>;
}) {
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${tone[state]}`}>
      {labels[state]}
    </span>
  );
}
