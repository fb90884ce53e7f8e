import { useEffect, useRef } from "react";
import { useActionData } from "react-router";

export const DOWNLOAD_PANEL_ID = "baixar";

/**
 * The band that holds the download form: hidden until the visitor asks for it (spec). Asking is
 * following a link to `#baixar`: the panel is the page's target, so CSS (`[data-reveal]:target`
 * in app.css) shows it and the browser scrolls to it, before the app's code arrives as after
 * (ADR 0022). Without JavaScript it is always shown (`scripting: none` in app.css). Open from
 * the start for a notice or a refused form.
 */
export function DownloadPanel({
  open,
  heading,
  intro,
  notice = null,
  children,
}: {
  open: boolean;
  heading: string;
  intro: string;
  /** Why the visitor is asked again (a download link that could not deliver). */
  notice?: { title: string; description: string } | null;
  children: React.ReactNode;
}) {
  const ref = useRef<HTMLElement>(null);
  // A refusal of a plain post (sent before the app arrived) brings the form back, shown.
  const refused = (useActionData() as { formId?: string } | undefined)?.formId === "download";
  const shown = open || refused;
  useEffect(() => {
    if (!shown) return;
    const timer = setTimeout(
      () => ref.current?.scrollIntoView({ behavior: "smooth", block: "start" }),
      100,
    );
    return () => clearTimeout(timer);
  }, [shown]);
  return (
    <section
      ref={ref}
      id={DOWNLOAD_PANEL_ID}
      aria-labelledby={`${DOWNLOAD_PANEL_ID}-titulo`}
      data-reveal=""
      className={`bg-slate-50 ${shown ? "" : "hidden"}`}
    >
      <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6 md:py-20">
        <h2
          id={`${DOWNLOAD_PANEL_ID}-titulo`}
          className="text-3xl font-bold tracking-tight text-balance"
        >
          {heading}
        </h2>
        <p className="mt-3 text-lg leading-relaxed text-slate-600">{intro}</p>
        {notice ? (
          <div
            role="status"
            className="mt-6 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950"
          >
            <p className="font-semibold">{notice.title}</p>
            <p className="mt-1 text-sm leading-relaxed">{notice.description}</p>
          </div>
        ) : null}
        <div className="mt-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          {children}
        </div>
      </div>
    </section>
  );
}
