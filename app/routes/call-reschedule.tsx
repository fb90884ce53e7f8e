import { redirect } from "react-router";
import { BookingPanel } from "~/components/booking/BookingPanel";
import { PageIntro } from "~/components/layout/PageIntro";
import { seo } from "~/lib/seo";
import { callCopy as copy } from "~content/booking";
import { callPage } from "~content/pages/call";
import type { Route } from "./+types/call-reschedule";
import { CallCard } from "./call";
import { bookingAction, bookingView } from "./handlers/booking.server";
import { callOfLink, callSummary, stateOf } from "./handlers/call-page.server";
import { withHead } from "./handlers/head.server";

/** Only a call still to come moves; any other goes to its page, which says why. */
async function movable(token: string) {
  const found = await callOfLink(token);
  const state = stateOf(found.row);
  if (state.state !== "confirmed" || !state.open) throw redirect(`/reuniao/${token}`);
  return found;
}

async function load({ params, request }: Route.LoaderArgs) {
  const { row, host, rules } = await movable(params.token);
  return {
    call: callSummary(row, host?.name ?? rules.title, rules.title),
    zone: rules.zone,
    view: await bookingView(request, { prefillLead: row.leadId }),
  };
}

export const loader = withHead(load, (context) =>
  seo(
    context,
    { title: copy.rescheduleHeading, description: callPage.description },
    { noindex: true },
  ),
);

export async function action(args: Route.ActionArgs) {
  const { row } = await movable(args.params.token);
  return bookingAction(args, { move: row });
}

export const handle = { sitemap: false };

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head ?? [];

export default function CallReschedulePage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageIntro
        eyebrow={copy.eyebrow}
        heading={copy.rescheduleHeading}
        intro={copy.rescheduleIntro}
      />
      <div className="mx-auto max-w-7xl space-y-10 px-4 pb-20 sm:px-6 lg:px-8">
        <div className="max-w-3xl">
          <CallCard call={loaderData.call} zone={loaderData.zone} />
        </div>
        <BookingPanel view={loaderData.view} />
      </div>
    </>
  );
}
