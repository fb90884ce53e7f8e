import { PageIntro } from "~/components/layout/PageIntro";
import { BookingFrame } from "~/components/sections/BookingFrame";
import { notFound } from "~/lib/http";
import { seo } from "~/lib/seo";
import { calendarAddress, lastLead } from "~/server/forms/prefill.server";
import { siteSettings } from "~/server/site-settings/settings.server";
import { agendas, isAgendaName } from "~content/agendas";
import { bookingCopy } from "~content/booking";
import { conversationPage } from "~content/pages/conversation";
import type { Route } from "./+types/conversation-booking";
import { withHead } from "./handlers/head.server";

const copy = conversationPage;

async function load({ params, request }: Route.LoaderArgs) {
  if (!isAgendaName(params.name)) notFound();
  const agenda = agendas[params.name];
  const { values } = await siteSettings(request);
  return {
    host: agenda.host,
    calendarUrl: calendarAddress(values[agenda.setting], await lastLead(request)),
    scriptUrl: values.embedScriptUrl || undefined,
  };
}

export const loader = withHead(load, (context) => seo(context, copy));

/** For one visitor (their calendar): not for search engines. */
export const handle = { sitemap: false };

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head ?? [];

export default function ConversationBookingPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageIntro eyebrow={loaderData.host} heading={copy.heading} intro={copy.intro} />
      <div className="mx-auto max-w-5xl px-4 pb-20 sm:px-6 lg:px-8">
        <BookingFrame
          src={loaderData.calendarUrl}
          title={bookingCopy.conversationTitle}
          scriptUrl={loaderData.scriptUrl}
          minHeight={700}
        />
      </div>
    </>
  );
}
