import type { ReactNode } from "react";
import { Link } from "react-router";

/** A closing call to action: heading, text, one button (a link, or `action` instead). */
export function CtaBand({
  heading,
  text,
  to = "/diagnostico",
  label = "Solicitar diagnóstico",
  action,
}: {
  heading: string;
  text: string;
  to?: string;
  label?: string;
  action?: ReactNode;
}) {
  return (
    <section aria-label={heading} className="bg-white">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <div className="flex flex-col items-start gap-6 rounded-3xl bg-gradient-to-br from-brand-800 to-brand-600 p-8 text-white md:flex-row md:items-center md:justify-between md:p-12">
          <div className="max-w-2xl">
            <h2 className="text-2xl font-bold tracking-tight text-balance md:text-3xl">
              {heading}
            </h2>
            {text ? <p className="mt-3 text-lg text-brand-100">{text}</p> : null}
          </div>
          {action ?? (
            <Link
              to={to}
              className="inline-flex min-h-12 shrink-0 items-center justify-center rounded-lg bg-white px-6 font-semibold text-brand-800 hover:bg-brand-50"
            >
              {label}
            </Link>
          )}
        </div>
      </div>
    </section>
  );
}
