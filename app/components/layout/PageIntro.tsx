import type { ReactNode } from "react";

/** The opening band of a page: an optional eyebrow, the h1, a lead paragraph, actions. */
export function PageIntro({
  eyebrow,
  heading,
  intro,
  children,
}: {
  eyebrow?: string;
  heading: string;
  intro?: string;
  children?: ReactNode;
}) {
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 md:py-24 lg:px-8">
        {eyebrow ? (
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p>
        ) : null}
        <h1 className="mt-2 max-w-3xl text-4xl font-bold tracking-tight text-balance text-ink md:text-5xl">
          {heading}
        </h1>
        {intro ? (
          <p className="mt-5 max-w-2xl text-lg leading-relaxed text-pretty text-slate-600">
            {intro}
          </p>
        ) : null}
        {children ? <div className="mt-8 flex flex-wrap gap-3">{children}</div> : null}
      </div>
    </section>
  );
}
