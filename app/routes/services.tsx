import { PageIntro } from "~/components/layout/PageIntro";
import { CtaBand } from "~/components/sections/CtaBand";
import { ServiceCards } from "~/components/sections/ServiceCards";
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
      <PageIntro eyebrow="Serviços" heading={copy.heading} intro={copy.intro} />
      <div className="mx-auto max-w-7xl px-4 pb-8 sm:px-6 lg:px-8">
        <ServiceCards services={listed} variant="list" headingLevel={2} />
      </div>
      <CtaBand
        heading="Não sabe por onde começar?"
        text="Em um diagnóstico gratuito, olhamos seu funil, suas ferramentas e seus números e mostramos onde está o crescimento mais rápido."
      />
    </>
  );
}
