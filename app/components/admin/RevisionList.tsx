import { Form } from "react-router";
import { formatDateTime } from "~/lib/dates";
import { publishingCopy } from "~content/admin-publishing";
import { secondaryButton } from "./styles";

type RevisionWords = Pick<
  typeof publishingCopy.revisions,
  "heading" | "intro" | "empty" | "savedBy" | "restore" | "restoreLabel"
>;

/**
 * The post's saved versions, newest first, each with 'Restaurar': a GET form (no JavaScript
 * needed) that loads the version into the editor above; it is saved only by 'Salvar'.
 */
export function RevisionList({
  revisions,
  copy = publishingCopy.revisions,
}: {
  revisions: { id: number; savedBy: string; savedAt: Date | string }[];
  /** The words of another kind of content than posts. */
  copy?: RevisionWords;
}) {
  return (
    <section aria-labelledby="historico" className="mt-12 border-t border-slate-200 pt-8">
      <h2 id="historico" className="text-xl font-semibold text-ink">
        {copy.heading}
      </h2>
      <p className="mt-2 max-w-2xl text-sm text-slate-600">{copy.intro}</p>
      {revisions.length === 0 ? (
        <p className="mt-4 text-slate-600">{copy.empty}</p>
      ) : (
        <Form method="get" className="mt-4">
          <ol className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white">
            {revisions.map((revision) => {
              const when = formatDateTime(revision.savedAt);
              return (
                <li
                  key={revision.id}
                  className="flex flex-wrap items-center justify-between gap-3 px-4 py-2"
                >
                  <span>{copy.savedBy(when, revision.savedBy)}</span>
                  <button
                    type="submit"
                    name="revisao"
                    value={revision.id}
                    aria-label={copy.restoreLabel(when)}
                    className={secondaryButton}
                  >
                    {copy.restore}
                  </button>
                </li>
              );
            })}
          </ol>
        </Form>
      )}
    </section>
  );
}
