import type { ReactNode } from "react";

/** A closing band with a pitch on the left and a lead form on the right. */
export function FormBand({
  id = "formulario",
  heading,
  text,
  children,
}: {
  id?: string;
  heading: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-titulo`} className="bg-white">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <div className="grid overflow-hidden rounded-3xl border border-slate-200 shadow-sm lg:grid-cols-[2fr_3fr]">
          <div className="bg-gradient-to-br from-brand-800 to-brand-600 p-8 text-white md:p-12">
            <h2
              id={`${id}-titulo`}
              className="text-2xl font-bold tracking-tight text-balance md:text-3xl"
            >
              {heading}
            </h2>
            {text ? <p className="mt-3 text-lg text-brand-100">{text}</p> : null}
          </div>
          <div className="bg-white p-6 sm:p-8 md:p-12">{children}</div>
        </div>
      </div>
    </section>
  );
}
