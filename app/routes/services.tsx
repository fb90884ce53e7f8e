import { PageIntro } from "~/components/layout/PageIntro";
import { LinkList } from "~/components/ui/LinkList";
import { seo } from "~/lib/seo";
import { pages } from "~content/pages";
import { findService, listedServiceSlugs } from "~content/services";
import type { Route } from "./+types/services";

const copy = pages.services;
const listed = listedServiceSlugs.flatMap((slug) => findService(slug) ?? []);

export const meta: Route.MetaFunction = (args) => seo(args, copy);

export default function ServicesPage() {
  return (
    <>
      <PageIntro heading={copy.heading} intro={copy.intro} />
      <LinkList
        label="Serviços"
        items={listed.map((s) => ({
          to: `/servicos/${s.slug}`,
          title: s.title,
          text: s.description,
        }))}
      />
    </>
  );
}
