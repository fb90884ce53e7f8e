import { HomeLeadForm } from "~/components/forms/HomeLeadForm";
import { type CaseCard, CaseCards } from "~/components/sections/CaseCards";
import { ContactBlock } from "~/components/sections/ContactBlock";
import { Faq } from "~/components/sections/Faq";
import { FeaturedQuote } from "~/components/sections/FeaturedQuote";
import { FeatureGrid } from "~/components/sections/FeatureGrid";
import { PartnersCarousel, TestimonialsCarousel } from "~/components/sections/HomeCarousels";
import { HomeHero } from "~/components/sections/HomeHero";
import { Journey } from "~/components/sections/Journey";
import { ResultFigures } from "~/components/sections/ResultFigures";
import { Section } from "~/components/sections/Section";
import { ServiceCards, type ServiceTeaser } from "~/components/sections/ServiceCards";
import { ButtonLink } from "~/components/ui/ButtonLink";
import { faqPageLd, organizationLd } from "~/lib/jsonld";
import { seo, siteContacts, siteOrigin } from "~/lib/seo";
import { handleLeadForm } from "~/routes/handlers/lead-form.server";
import { homeLeadForm } from "~/routes/handlers/lead-forms.server";
import { wantsPreview } from "~/routes/handlers/preview.server";
import { databaseUnavailable } from "~/routes/handlers/unavailable.server";
import { calendarAddress, lastLead } from "~/server/forms/prefill.server";
import {
  clientLogos,
  homeTexts,
  listedCases,
  siteFaq,
  siteServices,
  siteTestimonials,
} from "~/server/site/public.server";
import { siteSettings } from "~/server/site-settings/settings.server";
import { homePage } from "~content/pages/home";
import type { Route } from "./+types/home";
import { withHead } from "./handlers/head.server";

// The page's copy comes as loader data, so the home's JavaScript does not carry it: teasers of
// copy kept in other pages' content files, with only what their cards show (the document
// stays inside a phone connection's first round trip), and the home's own sections, which keep
// `/` under the 140 kB budget.
async function load({ request }: Route.LoaderArgs) {
  // A signed-in team member with ?previa sees drafts too (the FAQ's, testimonials', logos').
  const drafts = await wantsPreview(request);
  let content: Awaited<ReturnType<typeof readHome>>;
  try {
    content = await readHome(drafts);
  } catch (error) {
    throw databaseUnavailable(error, "página inicial", request);
  }
  return {
    ...content,
    calendarUrl: calendarAddress(
      (await siteSettings(request)).values.calendarUrl,
      await lastLead(request),
    ),
  };
}

export const loader = withHead(load, (context) => [
  ...seo(context, homePage),
  organizationLd(siteOrigin(context), siteContacts(context)),
  faqPageLd(context.loaderData.copy.faq),
]);

async function readHome(drafts: boolean) {
  const [texts, testimonials, faq, services, cases, logos] = await Promise.all([
    homeTexts(),
    siteTestimonials({ drafts }),
    siteFaq({ drafts }),
    siteServices({ drafts }),
    listedCases({ drafts }),
    clientLogos({ drafts }),
  ]);
  return {
    copy: { ...texts, testimonials, faq },
    services: services
      .slice(0, 4)
      .map(
        ({ slug, icon, title, description }): ServiceTeaser => ({ slug, icon, title, description }),
      ),
    cases: cases.slice(0, 3).map((study): CaseCard => {
      const { slug, cover, category, logo, title, result } = study;
      const { src, width, height } = cover;
      return { slug, cover: { src, width, height }, category, logo, title, result };
    }),
    partners: logos.map(({ name, url, logo }) => ({ name, slug: name, url, logo })),
  };
}

export const action = (args: Route.ActionArgs) => handleLeadForm(args, homeLeadForm);

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head ?? [];

export default function HomePage({ loaderData }: Route.ComponentProps) {
  const { copy } = loaderData;
  return (
    <>
      <HomeHero {...copy.hero} />
      <Section id="resultados" eyebrow="Resultados" heading={copy.headings.results}>
        <ResultFigures items={copy.resultFigures} />
      </Section>
      <Section id="por-que" tone="muted" eyebrow="Por que nós" heading={copy.headings.whyUs}>
        <FeatureGrid items={copy.benefits} />
      </Section>
      <Section
        id="servicos"
        eyebrow="Serviços"
        heading={copy.servicesTeaser.heading}
        intro={copy.servicesTeaser.intro}
        actions={
          <ButtonLink to={copy.headings.servicesTo} variant="secondary">
            {copy.headings.servicesButton}
          </ButtonLink>
        }
      >
        <ServiceCards services={loaderData.services} variant="teaser" headingLevel={3} />
      </Section>
      <Section
        id="cases"
        tone="muted"
        eyebrow="Cases"
        heading={copy.casesTeaser.heading}
        intro={copy.casesTeaser.intro}
      >
        <CaseCards cases={loaderData.cases} headingLevel={3} />
      </Section>
      <Section
        id="jornada"
        tone="dark"
        eyebrow="Jornada"
        heading={copy.journeyIntro.heading}
        intro={copy.journeyIntro.intro}
      >
        <Journey steps={copy.journey} />
      </Section>
      <Section id="parceiros" eyebrow="Parceiros" heading={copy.headings.partners}>
        <PartnersCarousel partners={loaderData.partners} />
      </Section>
      <Section
        id="depoimentos"
        tone="muted"
        eyebrow="Depoimentos"
        heading={copy.headings.testimonials}
      >
        <TestimonialsCarousel testimonials={copy.testimonials} />
      </Section>
      <FeaturedQuote {...copy.featuredQuote} />
      <Section id="perguntas" eyebrow="FAQ" heading={copy.headings.faq}>
        <Faq items={copy.faq} />
      </Section>
      <ContactBlock
        heading={copy.contact.heading}
        intro={copy.contact.intro}
        calendarUrl={loaderData.calendarUrl}
        form={<HomeLeadForm />}
      />
    </>
  );
}
