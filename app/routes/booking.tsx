import { BookingPanel } from "~/components/booking/BookingPanel";
import { PageIntro } from "~/components/layout/PageIntro";
import { seo } from "~/lib/seo";
import { downloadPath } from "~/routes/handlers/material-download.server";
import { env } from "~/server/env.server";
import { lastLead } from "~/server/forms/prefill.server";
import { findMaterialById } from "~/server/materials/index.server";
import { bookingCopy, bookingSteps } from "~content/booking";
import { bookingPage } from "~content/pages/booking";
import type { Route } from "./+types/booking";
import { bookingAction, bookingView } from "./handlers/booking.server";
import { withHead } from "./handlers/head.server";

const copy = bookingPage;
const banner = bookingCopy.materialBanner;

async function load({ request }: Route.LoaderArgs) {
  const config = env();
  const lead = await lastLead(request);
  const entry = lead?.materialId ? await findMaterialById(lead.materialId) : undefined;
  return {
    view: await bookingView(request),
    material:
      entry && lead
        ? {
            title: entry.material.title,
            // The same link as the one the e-mail automation received.
            link: downloadPath(entry.material.materialId, lead.sentAt),
            days: config.MATERIAL_LINK_DAYS,
            emailed: Boolean(config.WEBHOOK_MATERIAL_EMAIL_URL),
          }
        : null,
  };
}

export const loader = withHead(load, (context) => seo(context, copy, { noindex: true }));

export const action = (args: Route.ActionArgs) => bookingAction(args);

/** For one visitor (their calendar): not for search engines. */
export const handle = { sitemap: false };

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head ?? [];

export default function BookingPage({ loaderData }: Route.ComponentProps) {
  const { material } = loaderData;
  return (
    <>
      {material ? (
        <aside
          aria-label={banner.title}
          className="border-b border-emerald-200 bg-emerald-50 text-emerald-950"
        >
          <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-4 sm:px-6 md:flex-row md:items-center md:justify-between md:gap-6 lg:px-8">
            <div>
              <p className="font-semibold">
                {banner.title}: {material.title}
              </p>
              <p className="mt-1 text-sm">
                {banner.text(material.days)}
                {material.emailed ? ` ${banner.emailed}` : ""}
              </p>
            </div>
            {/* `download`: the browser saves it without leaving the calendar. */}
            <a
              href={material.link}
              download
              className="inline-flex min-h-12 shrink-0 items-center justify-center rounded-lg bg-emerald-800 px-5 font-semibold text-white hover:bg-emerald-900"
            >
              {banner.link}
            </a>
          </div>
        </aside>
      ) : null}
      <PageIntro eyebrow="Diagnóstico gratuito" heading={copy.heading} intro={copy.intro} />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 pb-20 sm:px-6 xl:grid-cols-[3fr_1fr] lg:px-8">
        <BookingPanel view={loaderData.view} />
        <section aria-labelledby="como-funciona">
          <h2 id="como-funciona" className="text-2xl font-bold tracking-tight">
            Como funciona
          </h2>
          <ol className="mt-6 space-y-6">
            {bookingSteps.map((step, index) => (
              <li key={step.title} className="flex gap-4">
                <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white">
                  {index + 1}
                </span>
                <span>
                  <span className="block text-lg font-semibold">{step.title}</span>
                  <span className="mt-1 block leading-relaxed text-slate-600">{step.text}</span>
                </span>
              </li>
            ))}
          </ol>
        </section>
      </div>
    </>
  );
}
