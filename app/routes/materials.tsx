import { PageIntro } from "~/components/layout/PageIntro";
import { LinkList } from "~/components/ui/LinkList";
import { seo } from "~/lib/seo";
import { materialSlug, staticMaterials } from "~content/materials";
import { pages } from "~content/pages";
import type { Route } from "./+types/materials";

const copy = pages.materials;

export const meta: Route.MetaFunction = (args) => seo(args, copy);

export default function MaterialsPage() {
  return (
    <>
      <PageIntro heading={copy.heading} intro={copy.intro} />
      <LinkList
        label="Materiais"
        items={staticMaterials.map((m) => ({
          to: `/materiais/${materialSlug(m)}`,
          title: m.title,
          text: m.type,
        }))}
      />
    </>
  );
}
