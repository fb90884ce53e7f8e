import { PageIntro } from "~/components/layout/PageIntro";
import { BookingFrame } from "~/components/sections/BookingFrame";
import { seo } from "~/lib/seo";
import { siteSettings } from "~/server/site-settings/settings.server";
import { bookingCopy } from "~content/booking";
import { partnerSignupPage } from "~content/pages/partner-signup";
import type { Route } from "./+types/partner-signup";
import { withHead } from "./handlers/head.server";

const copy = partnerSignupPage;

async function load({ request }: Route.LoaderArgs) {
  const { values } = await siteSettings(request);
  return {
    surveyUrl: values.partnerSurveyUrl || undefined,
    scriptUrl: values.embedScriptUrl || undefined,
  };
}

export const loader = withHead(load, (context) => seo(context, copy));

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head ?? [];

export default function PartnerSignupPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageIntro heading={copy.heading} intro={copy.intro} />
      <div className="mx-auto max-w-4xl px-4 pb-20 sm:px-6 lg:px-8">
        <BookingFrame
          src={loaderData.surveyUrl}
          title={bookingCopy.surveyTitle}
          scriptUrl={loaderData.scriptUrl}
          survey
          minHeight={700}
        />
      </div>
    </>
  );
}
