import { PageIntro } from "~/components/layout/PageIntro";
import { seo } from "~/lib/seo";
import { pages } from "~content/pages";
import type { Route } from "./+types/rei";

const copy = pages.rei;

export const meta: Route.MetaFunction = (args) => seo(args, copy);

export default function ReiPage() {
  return <PageIntro heading={copy.heading} intro={copy.intro} />;
}
