import { Link } from "react-router";

export function HomeHero({
  eyebrow,
  heading,
  intro,
  primary,
  primaryTo,
  secondary,
  secondaryTo,
}: {
  eyebrow: string;
  heading: string;
  intro: string;
  /** The buttons' texts: 'Solicitar diagnóstico' and 'Ver ROI comprovado' until edited. */
  primary: string;
  secondary: string;
  /** Their addresses: /diagnostico and /cases until the admin gives others. */
  primaryTo: string;
  secondaryTo: string;
}) {
  return (
    <section className="relative overflow-hidden bg-brand-900 text-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(circle_at_80%_20%,rgba(94,234,212,0.18),transparent_40%),radial-gradient(circle_at_10%_90%,rgba(99,102,241,0.35),transparent_45%)]"
      />
      <div className="relative mx-auto max-w-7xl px-4 py-20 sm:px-6 md:py-28 lg:px-8">
        <p className="inline-flex rounded-full bg-white/10 px-4 py-1.5 text-sm font-semibold text-accent-300 ring-1 ring-white/15">
          {eyebrow}
        </p>
        <h1 className="mt-6 max-w-4xl text-4xl font-bold tracking-tight text-balance md:text-6xl">
          {heading}
        </h1>
        <p className="mt-6 max-w-2xl text-lg leading-relaxed text-pretty text-slate-200 md:text-xl">
          {intro}
        </p>
        <div className="mt-10 flex flex-wrap gap-3">
          <Link
            to={primaryTo}
            className="inline-flex min-h-12 items-center justify-center rounded-lg bg-accent-300 px-6 font-semibold text-brand-900 hover:bg-white"
          >
            {primary}
          </Link>
          <Link
            to={secondaryTo}
            className="inline-flex min-h-12 items-center justify-center rounded-lg px-6 font-semibold text-white ring-1 ring-white/40 hover:bg-white/10"
          >
            {secondary}
          </Link>
        </div>
      </div>
    </section>
  );
}
