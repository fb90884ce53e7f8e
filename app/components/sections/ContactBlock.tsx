import type { ReactNode } from "react";
import { bookingCopy } from "~content/booking";
import { ButtonLink } from "../ui/ButtonLink";
import { BookingFrame } from "./BookingFrame";

/** Without an outside calendar the call is booked on the site's own times (ADR 0057). */
function OwnBookingCard() {
  const copy = bookingCopy.ownBooking;
  return (
    <div className="self-start rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 md:p-8">
      <h3 className="text-xl font-semibold text-balance">{copy.title}</h3>
      <p className="mt-3 leading-relaxed text-slate-600">{copy.text}</p>
      <div className="mt-6">
        <ButtonLink to="/agenda-diagnostico">{copy.action}</ButtonLink>
      </div>
    </div>
  );
}

/**
 * Contact on the left; on the right the 'Agenda externa' in a frame (at least 600 px high,
 * prefilled by the page's loader) or, with none, the way to the site's free times. `form` is
 * the page's lead form.
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
        {calendarUrl ? (
          <BookingFrame src={calendarUrl} title={bookingCopy.calendarTitle} minHeight={600} lazy />
        ) : (
          <OwnBookingCard />
        )}
      </div>
    </section>
  );
}
