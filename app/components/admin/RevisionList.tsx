import { Form } from "react-router";
import { formatDateTime } from "~/lib/dates";
import { publishingCopy } from "~content/admin-publishing";
import { secondaryButton } from "./styles";

interface RevisionCopy {
  heading: string;
  intro: string;
  empty: string;
  savedBy: (when: string, who: string) => string;
  restore: string;
  restoreLabel: (when: string) => string;
  /** With `restore="post"`: the newest, in effect, has this instead of 'Restaurar'. */
  current?: string;
}

/**
 * Saved versions, newest first, each with 'Restaurar'. By default (a post's) a GET form that
 * loads the version into the editor above, saved only by 'Salvar'; with `restore="post"` (the
 * site's settings) a POST that puts the version back in effect at once (`intent=restore`,
 * `revision=ID`). Neither needs JavaScript.
 */
export function RevisionList({
  revisions,
  copy = publishingCopy.revisions,
  restore = "load",
}: {
  revisions: { id: number; savedBy: string; savedAt: Date | string }[];
  copy?: RevisionCopy;
  restore?: "load" | "post";
}) {
  const post = restore === "post";
  return (
    <section aria-labelledby="historico" className="mt-12 border-t border-slate-200 pt-8">
      <h2 id="historico" className="text-xl font-semibold text-ink">
        {copy.heading}
      </h2>
      <p className="mt-2 max-w-2xl text-sm text-slate-600">{copy.intro}</p>
      {revisions.length === 0 ? (
        <p className="mt-4 text-slate-600">{copy.empty}</p>
      ) : (
        <Form method={post ? "post" : "get"} className="mt-4">
          {post ? <input type="hidden" name="intent" value="restore" /> : null}
          <ol className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white">
            {revisions.map((revision, index) => {
              const when = formatDateTime(revision.savedAt);
              return (
                <li
                  key={revision.id}
                  className="flex min-h-14 flex-wrap items-center justify-between gap-3 px-4 py-2"
                >
                  <span>{copy.savedBy(when, revision.savedBy)}</span>
                  {post && index === 0 && copy.current ? (
                    <span className="rounded-full bg-emerald-50 px-3 py-1 text-sm font-medium text-emerald-800">
                      {copy.current}
                    </span>
                  ) : (
                    <button
                      type="submit"
                      name={post ? "revision" : "revisao"}
                      value={revision.id}
                      aria-label={copy.restoreLabel(when)}
                      className={secondaryButton}
                    >
                      {copy.restore}
                    </button>
                  )}
                </li>
              );
            })}
          </ol>
        </Form>
      )}
    </section>
  );
}
