import { BookingPanel } from "~/components/booking/BookingPanel";
import { PageIntro } from "~/components/layout/PageIntro";
import { seo } from "~/lib/seo";
import { diagnosisCards } from "~content/booking";
import { diagnosisBookingPage } from "~content/pages/diagnosis-booking";
import type { Route } from "./+types/diagnosis-booking";
import { bookingAction, bookingView } from "./handlers/booking.server";
import { withHead } from "./handlers/head.server";

const copy = diagnosisBookingPage;

async function load({ request }: Route.LoaderArgs) {
  return { view: await bookingView(request) };
}

export const loader = withHead(load, (context) => seo(context, copy, { noindex: true }));

export const action = (args: Route.ActionArgs) => bookingAction(args);

/** For one visitor (their data): not for search engines. */
export const handle = { sitemap: false };

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head ?? [];

export default function DiagnosisBookingPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageIntro eyebrow="Diagnóstico gratuito" heading={copy.heading} intro={copy.intro} />
      <div className="mx-auto max-w-7xl px-4 pb-16 sm:px-6 lg:px-8">
        <BookingPanel view={loaderData.view} />
        <ol className="mt-16 grid gap-5 md:grid-cols-3">
          {diagnosisCards.map((card, index) => (
            <li key={card.title} className="rounded-2xl border border-slate-200 bg-slate-50 p-6">
              <span className="flex h-10 w-10 items-center justify-center rounded-full bg-brand-700 font-bold text-white">
                {index + 1}
              </span>
              <h2 className="mt-4 text-lg font-semibold text-ink">{card.title}</h2>
              <p className="mt-2 leading-relaxed text-slate-600">{card.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </>
  );
}
