import type { ReactNode } from "react";

/**
 * Contact on the left, the booking calendar on the right (at least 600 px high). `form` is the
 * contact form; until a page passes one, the left side offers the diagnosis page instead.
 */
export function ContactBlock({
  heading,
  intro,
  calendarUrl,
  form,
}: {
  heading: string;
  intro: string;
  calendarUrl: string;
  form?: ReactNode;
}) {
  return (
    <section id="contato" aria-labelledby="contato-titulo" className="bg-slate-50">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-16 sm:px-6 md:py-24 lg:grid-cols-2 lg:px-8">
        <div>
          <h2
            id="contato-titulo"
            className="text-3xl font-bold tracking-tight text-balance md:text-4xl"
          >
            {heading}
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-slate-600">{intro}</p>
          <div className="mt-8">{form}</div>
        </div>
        <iframe
          src={calendarUrl}
          title="Agenda para marcar o diagnóstico gratuito"
          loading="lazy"
          className="min-h-[600px] w-full rounded-2xl border border-slate-200 bg-white"
        />
      </div>
    </section>
  );
}
