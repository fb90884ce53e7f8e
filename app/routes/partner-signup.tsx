import { PageIntro } from "~/components/layout/PageIntro";
import { BookingFrame } from "~/components/sections/BookingFrame";
import { seo } from "~/lib/seo";
import { env } from "~/server/env.server";
import { bookingCopy } from "~content/booking";
import { pages } from "~content/pages";
import type { Route } from "./+types/partner-signup";

const copy = pages.partnerSignup;

export function loader() {
  const config = env();
  return {
    surveyUrl: config.PARTNER_SURVEY_URL,
    scriptUrl: config.BOOKING_EMBED_SCRIPT_URL,
    whatsapp: config.CONTACT_WHATSAPP,
  };
}

export const meta: Route.MetaFunction = (args) => seo(args, copy);

export default function PartnerSignupPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageIntro heading={copy.heading} intro={copy.intro} />
      <div className="mx-auto max-w-4xl px-4 pb-20 sm:px-6 lg:px-8">
        <BookingFrame
          src={loaderData.surveyUrl}
          title={bookingCopy.surveyTitle}
          scriptUrl={loaderData.scriptUrl}
          whatsapp={loaderData.whatsapp}
          survey
          minHeight={700}
        />
      </div>
    </>
  );
}
