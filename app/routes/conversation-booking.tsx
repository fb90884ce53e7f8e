import { BookingPanel } from "~/components/booking/BookingPanel";
import { PageIntro } from "~/components/layout/PageIntro";
import { notFound } from "~/lib/http";
import { seo } from "~/lib/seo";
import { isSlug } from "~/lib/slug";
import { hostBySlug } from "~/server/booking/hosts.server";
import { db } from "~/server/db/index.server";
import { agendas, isAgendaName } from "~content/agendas";
import { conversationPage } from "~content/pages/conversation";
import type { Route } from "./+types/conversation-booking";
import { bookingAction, bookingView } from "./handlers/booking.server";
import { withHead } from "./handlers/head.server";

const copy = conversationPage;

/** The team's page (conversa, diagnostico) or one host's (/agenda/{their address}). */
async function hostOf(name: string | undefined) {
  if (isAgendaName(name)) return { label: agendas[name].host, host: undefined };
  // An address no host's could be (a NUL byte the database refuses) is simply no host.
  const host = isSlug(name) ? await hostBySlug(db(), name) : undefined;
  if (!host?.active) notFound();
  return { label: host.name, host };
}

async function load({ params, request }: Route.LoaderArgs) {
  const { label, host } = await hostOf(params.name);
  return { label, hostName: host?.name, view: await bookingView(request, { only: host }) };
}

export const loader = withHead(load, (context) => seo(context, copy));

export async function action(args: Route.ActionArgs) {
  const { host } = await hostOf(args.params.name);
  return bookingAction(args, { only: host });
}

/** For one visitor (their data): not for search engines. */
export const handle = { sitemap: false };

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head ?? [];

export default function ConversationBookingPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageIntro eyebrow={loaderData.label} heading={copy.heading} intro={copy.intro} />
      <div className="mx-auto max-w-7xl px-4 pb-20 sm:px-6 lg:px-8">
        <BookingPanel view={loaderData.view} hostName={loaderData.hostName} />
      </div>
    </>
  );
}
