import type { ReactNode } from "react";
import { bookingCopy } from "~content/booking";
import { BookingFrame } from "./BookingFrame";

/**
 * Contact on the left, the booking calendar on the right (at least 600 px high, prefilled by
 * the page's loader). `form` is the page's lead form.
 */
export function ContactBlock({
  heading,
  intro,
  calendarUrl,
  form,
}: {
  heading: string;
  intro: string;
  calendarUrl?: string;
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
        <BookingFrame src={calendarUrl} title={bookingCopy.calendarTitle} minHeight={600} lazy />
      </div>
    </section>
  );
}
