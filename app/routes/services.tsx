import { PageIntro } from "~/components/layout/PageIntro";
import { CtaBand } from "~/components/sections/CtaBand";
import { ServiceCards } from "~/components/sections/ServiceCards";
import { seo } from "~/lib/seo";
import { wantsPreview } from "~/routes/handlers/preview.server";
import { databaseUnavailable } from "~/routes/handlers/unavailable.server";
import { siteServices } from "~/server/site/public.server";
import { servicesPage } from "~content/pages/services";
import type { Route } from "./+types/services";
import { withHead } from "./handlers/head.server";

const copy = servicesPage;

async function load({ request }: Route.LoaderArgs) {
  try {
    const services = await siteServices({ listed: true, drafts: await wantsPreview(request) });
    // The cards show no more than these: the page's data stays small.
    return {
      services: services.map(({ slug, icon, title, description, features }) => ({
        slug,
        icon,
        title,
        description,
        features,
      })),
    };
  } catch (error) {
    throw databaseUnavailable(error, "serviços", request);
  }
}

export const loader = withHead(load, (context) => seo(context, copy));

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head ?? [];

export default function ServicesPage({ loaderData: { services } }: Route.ComponentProps) {
  return (
    <>
      <PageIntro eyebrow="Serviços" heading={copy.heading} intro={copy.intro} />
      <div className="mx-auto max-w-7xl px-4 pb-8 sm:px-6 lg:px-8">
        <ServiceCards services={services} variant="list" headingLevel={2} />
      </div>
      <CtaBand
        heading="Não sabe por onde começar?"
        text="Em um diagnóstico gratuito, olhamos seu funil, suas ferramentas e seus números e mostramos onde está o crescimento mais rápido."
      />
    </>
  );
}
