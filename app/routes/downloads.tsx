import { PageIntro } from "~/components/layout/PageIntro";
import { seo } from "~/lib/seo";
import { pages } from "~content/pages";
import type { Route } from "./+types/downloads";

const copy = pages.downloads;

export const meta: Route.MetaFunction = (args) => seo(args, copy);

export default function DownloadsPage() {
  return <PageIntro heading={copy.heading} intro={copy.intro} />;
}
