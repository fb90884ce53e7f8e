import type { TocEntry } from "~/lib/markdown";

/** A legal document: heading, date, contents, and the rendered (sanitised) Markdown. */
export function LegalPage({
  heading,
  updated,
  html,
  toc,
}: {
  heading: string;
  updated: string;
  html: string;
  toc: TocEntry[];
}) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-14 sm:px-6 md:py-20">
      <h1 className="text-4xl font-bold tracking-tight">{heading}</h1>
      <p className="mt-3 text-slate-600">{updated}</p>
      <nav aria-label="Seções" className="mt-8 rounded-2xl bg-slate-50 p-6">
        <ol className="grid gap-2 text-sm sm:grid-cols-2">
          {toc
            .filter((entry) => entry.level === 2)
            .map((entry) => (
              <li key={entry.id}>
                <a href={`#${entry.id}`} className="text-brand-700 hover:underline">
                  {entry.text}
                </a>
              </li>
            ))}
        </ol>
      </nav>
      <div
        className="prose-legal mt-10"
        // Sanitised by renderMarkdown (ADR 0009).
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML comes from our sanitising renderer.
        dangerouslySetInnerHTML={{ __html: html }}
      />
    </article>
  );
}
