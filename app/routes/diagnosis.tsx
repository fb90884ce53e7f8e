import { PageIntro } from "~/components/layout/PageIntro";
import { seo } from "~/lib/seo";
import { pages } from "~content/pages";
import type { Route } from "./+types/diagnosis";

const copy = pages.diagnosis;

export const meta: Route.MetaFunction = (args) => seo(args, copy);

export default function DiagnosisPage() {
  return <PageIntro heading={copy.heading} intro={copy.intro} />;
}
