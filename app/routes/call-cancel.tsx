import { Form, Link, redirect } from "react-router";
import { PageIntro } from "~/components/layout/PageIntro";
import { successToast } from "~/lib/forms/toasts";
import { seo } from "~/lib/seo";
import { cancelCall } from "~/server/booking/calls.server";
import { db } from "~/server/db/index.server";
import { kickQueue } from "~/server/queue/index.server";
import { callCopy as copy, slotsCopy } from "~content/booking";
import { callPage } from "~content/pages/call";
import type { Route } from "./+types/call-cancel";
import { CallCard } from "./call";
import { callPath } from "./handlers/booking-links.server";
import { cancelMessages } from "./handlers/booking-messages.server";
import { callOfLink, callSummary, stateOf } from "./handlers/call-page.server";
import { redirectWithToast } from "./handlers/flash.server";
import { withHead } from "./handlers/head.server";
import { readPublicForm } from "./handlers/read-form.server";

async function load({ params }: Route.LoaderArgs) {
  const { row, host, rules } = await callOfLink(params.token);
  const state = stateOf(row);
  // Only a call still to come can be cancelled: any other goes to its page, which says why.
  if (state.state !== "confirmed" || !state.open) throw redirect(`/reuniao/${params.token}`);
  return { call: callSummary(row, host?.name ?? rules.title, rules.title), zone: rules.zone };
}

export const loader = withHead(load, (context) =>
  seo(context, { title: copy.cancelHeading, description: callPage.description }, { noindex: true }),
);

/** The post frees the time at once; a second one finds the call already cancelled. */
export async function action({ params, request }: Route.ActionArgs) {
  await readPublicForm(request);
  const { row, host, rules, visitor } = await callOfLink(params.token);
  const state = stateOf(row);
  if (state.state === "confirmed" && state.open) {
    const done = await cancelCall({
      db: db(),
      old: row,
      now: new Date(),
      messages: (cancelled) => cancelMessages(cancelled, host, visitor, rules),
    });
    if (done) kickQueue();
  }
  return redirectWithToast(callPath(row.id), successToast(slotsCopy.cancelled));
}

export const handle = { sitemap: false };

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head ?? [];

export default function CallCancelPage({ loaderData, params }: Route.ComponentProps) {
  return (
    <>
      <PageIntro eyebrow={copy.eyebrow} heading={copy.cancelHeading} intro={copy.cancelText} />
      <div className="mx-auto max-w-7xl px-4 pb-20 sm:px-6 lg:px-8">
        <div className="max-w-3xl">
          <CallCard call={loaderData.call} zone={loaderData.zone} />
          <Form method="post" className="mt-8 flex flex-wrap gap-3">
            <button
              type="submit"
              className="inline-flex min-h-12 items-center justify-center rounded-lg bg-red-700 px-5 font-semibold text-white hover:bg-red-800"
            >
              {copy.cancelConfirm}
            </button>
            <Link
              to={`/reuniao/${params.token}`}
              className="inline-flex min-h-12 items-center justify-center rounded-lg border border-slate-300 px-5 font-semibold text-ink hover:bg-slate-50"
            >
              {copy.keep}
            </Link>
          </Form>
        </div>
      </div>
    </>
  );
}
