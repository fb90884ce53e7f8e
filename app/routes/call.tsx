import { Link } from "react-router";
import { PageIntro } from "~/components/layout/PageIntro";
import { seo } from "~/lib/seo";
import { callCopy as copy } from "~content/booking";
import { callPage } from "~content/pages/call";
import type { Route } from "./+types/call";
import { callOfLink, callSummary, stateOf } from "./handlers/call-page.server";
import { withHead } from "./handlers/head.server";

async function load({ params }: Route.LoaderArgs) {
  const { row, host, rules } = await callOfLink(params.token);
  return {
    call: callSummary(row, host?.name ?? rules.title, rules.title),
    zone: rules.zone,
    state: stateOf(row),
    token: params.token,
  };
}

export const loader = withHead(load, (context) => seo(context, callPage, { noindex: true }));

/** One person's call: never in the sitemap. */
export const handle = { sitemap: false };

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head ?? [];

export default function CallPage({ loaderData }: Route.ComponentProps) {
  const { call, state, zone, token } = loaderData;
  return (
    <>
      <PageIntro eyebrow={copy.eyebrow} heading={callPage.heading} />
      <div className="mx-auto max-w-7xl px-4 pb-20 sm:px-6 lg:px-8">
        <div className="max-w-3xl">
          <CallCard call={call} zone={zone} />
          {state.state === "moved" ? (
            <Notice text={copy.wasMoved} to={state.to} link={copy.seeNew} />
          ) : state.state === "cancelled" ? (
            <Notice text={copy.wasCancelled} to="/agenda-diagnostico" link={copy.bookAgain} />
          ) : (
            <div className="mt-8 flex flex-wrap gap-3">
              <a className={secondary} href={call.google} target="_blank" rel="noreferrer">
                {copy.addGoogle}
              </a>
              <a className={secondary} href={call.outlook} target="_blank" rel="noreferrer">
                {copy.addOutlook}
              </a>
              {state.open ? (
                <>
                  <Link className={secondary} to={`/reuniao/${token}/remarcar`}>
                    {copy.reschedule}
                  </Link>
                  <Link className={secondary} to={`/reuniao/${token}/cancelar`}>
                    {copy.cancel}
                  </Link>
                </>
              ) : (
                <p className="text-slate-600">{copy.over}</p>
              )}
            </div>
          )}
        </div>
      </div>
    </>
  );
}

const secondary =
  "inline-flex min-h-12 items-center justify-center rounded-lg border border-brand-700 px-5 font-semibold text-brand-800 hover:bg-brand-50";

/** When, with whom and where: the same card on the call's three pages. */
export function CallCard({
  call,
  zone,
}: {
  call: { startsAt: string; hostName: string; videoUrl: string };
  zone: string;
}) {
  const when = new Intl.DateTimeFormat("pt-BR", {
    timeZone: zone,
    dateStyle: "full",
    timeStyle: "short",
  }).format(new Date(call.startsAt));
  return (
    <dl className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:grid-cols-[auto_1fr]">
      <dt className="font-semibold text-slate-600">{copy.when}</dt>
      <dd className="text-lg font-semibold text-ink first-letter:uppercase">{when}</dd>
      <dt className="font-semibold text-slate-600">{copy.with}</dt>
      <dd className="text-ink">{call.hostName}</dd>
      <dt className="font-semibold text-slate-600">{copy.room}</dt>
      <dd className="text-ink">
        {call.videoUrl ? (
          // A long room address may break anywhere; the sentence without one breaks at words.
          <a className="text-brand-800 underline [overflow-wrap:anywhere]" href={call.videoUrl}>
            {call.videoUrl}
          </a>
        ) : (
          copy.roomLater
        )}
      </dd>
    </dl>
  );
}

function Notice({ text, to, link }: { text: string; to: string; link: string }) {
  return (
    <div className="mt-8 rounded-lg border border-amber-300 bg-amber-50 p-5 text-amber-950">
      <p className="font-semibold">{text}</p>
      <Link to={to} className="mt-3 inline-flex min-h-12 items-center font-semibold underline">
        {link}
      </Link>
    </div>
  );
}
