import { PageIntro } from "~/components/layout/PageIntro";
import { LinkList } from "~/components/ui/LinkList";
import { seo } from "~/lib/seo";
import { cases } from "~content/cases";
import { pages } from "~content/pages";
import type { Route } from "./+types/cases";

const copy = pages.cases;
/** The six cards of /cases, in the spec's order. */
const listed = ["enics", "heineken", "agence-mr", "toefl", "datavoxx", "security-first"].flatMap(
  (slug) => cases.find((c) => c.slug === slug) ?? [],
);

export const meta: Route.MetaFunction = (args) => seo(args, copy);

export default function CasesPage() {
  return (
    <>
      <PageIntro heading={copy.heading} intro={copy.intro} />
      <LinkList
        label="Cases"
        items={listed.map((c) => ({ to: `/cases/${c.slug}`, title: c.company, text: c.title }))}
      />
    </>
  );
}
