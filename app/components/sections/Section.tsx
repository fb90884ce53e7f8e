import type { ReactNode } from "react";

/** A page band with an optional eyebrow, an h2, an intro and content. */
export function Section({
  id,
  eyebrow,
  heading,
  intro,
  tone = "light",
  children,
  actions,
}: {
  id?: string;
  eyebrow?: string;
  heading: string;
  intro?: string;
  tone?: "light" | "muted" | "dark";
  children?: ReactNode;
  /** Shown beside the heading on wide screens (carousel buttons, a link). */
  actions?: ReactNode;
}) {
  const tones = {
    light: "bg-white",
    muted: "bg-slate-50",
    dark: "bg-brand-900 text-white",
  } as const;
  const headingId = id ? `${id}-titulo` : undefined;
  return (
    <section id={id} aria-labelledby={headingId} className={tones[tone]}>
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 md:py-24 lg:px-8">
        <div className="flex flex-wrap items-end justify-between gap-6">
          <div className="max-w-3xl">
            {eyebrow ? (
              <p
                className={`text-sm font-semibold tracking-wide uppercase ${tone === "dark" ? "text-accent-300" : "text-brand-700"}`}
              >
                {eyebrow}
              </p>
            ) : null}
            <h2
              id={headingId}
              className="mt-2 text-3xl font-bold tracking-tight text-balance md:text-4xl"
            >
              {heading}
            </h2>
            {intro ? (
              <p
                className={`mt-4 text-lg leading-relaxed text-pretty ${tone === "dark" ? "text-slate-200" : "text-slate-600"}`}
              >
                {intro}
              </p>
            ) : null}
          </div>
          {actions}
        </div>
        {children ? <div className="mt-10 md:mt-12">{children}</div> : null}
      </div>
    </section>
  );
}
