import { BookingFrame } from "~/components/sections/BookingFrame";
import { seo } from "~/lib/seo";
import { calendarAddress, lastLead } from "~/server/forms/prefill.server";
import { siteSettings } from "~/server/site-settings/settings.server";
import { bookingCopy, diagnosisCards } from "~content/booking";
import { diagnosisBookingPage } from "~content/pages/diagnosis-booking";
import type { Route } from "./+types/diagnosis-booking";
import { withHead } from "./handlers/head.server";

const copy = diagnosisBookingPage;

async function load({ request }: Route.LoaderArgs) {
  const { values } = await siteSettings(request);
  return {
    calendarUrl: calendarAddress(values.diagnosisUrl, await lastLead(request)),
    scriptUrl: values.embedScriptUrl || undefined,
  };
}

export const loader = withHead(load, (context) => seo(context, copy, { noindex: true }));

/** For one visitor (their calendar): not for search engines. */
export const handle = { sitemap: false };

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head ?? [];

export default function DiagnosisBookingPage({ loaderData }: Route.ComponentProps) {
  return (
    <section className="bg-slate-950 text-white">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 md:py-20 lg:px-8">
        <p className="text-sm font-semibold tracking-wide text-accent-300 uppercase">
          Diagnóstico gratuito
        </p>
        <h1 className="mt-2 max-w-3xl text-4xl font-bold tracking-tight text-balance md:text-5xl">
          {copy.heading}
        </h1>
        <p className="mt-4 text-lg text-slate-300">{copy.intro}</p>
        <div className="mt-10">
          <BookingFrame
            src={loaderData.calendarUrl}
            title={bookingCopy.calendarTitle}
            scriptUrl={loaderData.scriptUrl}
            minHeight={900}
            dark
          />
        </div>
        <ol className="mt-12 grid gap-5 md:grid-cols-3">
          {diagnosisCards.map((card, index) => (
            <li key={card.title} className="rounded-2xl border border-white/10 bg-white/5 p-6">
              <span className="flex h-10 w-10 items-center justify-center rounded-full bg-accent-300 font-bold text-brand-900">
                {index + 1}
              </span>
              <h2 className="mt-4 text-lg font-semibold">{card.title}</h2>
              <p className="mt-2 leading-relaxed text-slate-300">{card.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
