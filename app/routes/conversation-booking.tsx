import { PageIntro } from "~/components/layout/PageIntro";
import { notFound } from "~/lib/http";
import { seo } from "~/lib/seo";
import { agendas, isAgendaName } from "~content/agendas";
import { pages } from "~content/pages";
import type { Route } from "./+types/conversation-booking";

const copy = pages.conversation;

export function loader({ params }: Route.LoaderArgs) {
  if (!isAgendaName(params.name)) notFound();
  return { host: agendas[params.name].host };
}

export const meta: Route.MetaFunction = (args) => (args.loaderData ? seo(args, copy) : []);

export default function ConversationBookingPage({ loaderData }: Route.ComponentProps) {
  return <PageIntro eyebrow={loaderData.host} heading={copy.heading} intro={copy.intro} />;
}
