import { HomeLeadForm } from "~/components/forms";
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
import { calendarAddress, lastLead } from "~/server/forms/prefill.server";
import { siteSettings } from "~/server/site-settings/settings.server";
import { cases, listedCaseSlugs } from "~content/cases";
import * as home from "~content/home";
import { pages } from "~content/pages";
import { services } from "~content/services";
import type { Route } from "./+types/home";

// The page's copy comes as loader data, so the home's JavaScript does not carry it: teasers of
// copy kept in other pages' content files, with only what their cards show (the document
// stays inside a phone connection's first round trip), and the home's own sections, which keep
// `/` under the 140 kB budget.
export async function loader({ request }: Route.LoaderArgs) {
  return {
    copy: {
      hero: home.hero,
      resultFigures: home.resultFigures,
      benefits: home.benefits,
      servicesTeaser: home.servicesTeaser,
      casesTeaser: home.casesTeaser,
      journeyIntro: home.journeyIntro,
      journey: home.journey,
      testimonials: home.testimonials,
      featuredQuote: home.featuredQuote,
      faq: home.faq,
      contact: home.contact,
    },
    services: services
      .slice(0, 4)
      .map(
        ({ slug, icon, title, description }): ServiceTeaser => ({ slug, icon, title, description }),
      ),
    cases: listedCaseSlugs.slice(0, 3).flatMap((slug): CaseCard[] => {
      const study = cases.find((c) => c.slug === slug);
      if (!study) return [];
      const { cover, category, logo, title, result } = study;
      const { src, width, height } = cover;
      return [{ slug, cover: { src, width, height }, category, logo, title, result }];
    }),
    partners: home.carouselPartners(),
    calendarUrl: calendarAddress(
      (await siteSettings(request)).values.calendarUrl,
      await lastLead(request),
    ),
  };
}

export const action = (args: Route.ActionArgs) => handleLeadForm(args, homeLeadForm);

export const meta: Route.MetaFunction = (args) => [
  ...seo(args, pages.home),
  organizationLd(siteOrigin(args), siteContacts(args)),
  ...(args.loaderData ? [faqPageLd(args.loaderData.copy.faq)] : []),
];

export default function HomePage({ loaderData }: Route.ComponentProps) {
  const { copy } = loaderData;
  return (
    <>
      <HomeHero {...copy.hero} />
      <Section
        id="resultados"
        eyebrow="Resultados"
        heading="Números que nossos clientes sentem no caixa"
      >
        <ResultFigures items={copy.resultFigures} />
      </Section>
      <Section
        id="por-que"
        tone="muted"
        eyebrow="Por que nós"
        heading="Por que escolher a nossa consultoria"
      >
        <FeatureGrid items={copy.benefits} />
      </Section>
      <Section
        id="servicos"
        eyebrow="Serviços"
        heading={copy.servicesTeaser.heading}
        intro={copy.servicesTeaser.intro}
        actions={
          <ButtonLink to="/servicos" variant="secondary">
            Ver todos os serviços
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
      <Section id="parceiros" eyebrow="Parceiros" heading="Empresas que crescem com a gente">
        <PartnersCarousel partners={loaderData.partners} />
      </Section>
      <Section
        id="depoimentos"
        tone="muted"
        eyebrow="Depoimentos"
        heading="O que dizem nossos clientes"
      >
        <TestimonialsCarousel testimonials={copy.testimonials} />
      </Section>
      <FeaturedQuote {...copy.featuredQuote} />
      <Section id="perguntas" eyebrow="FAQ" heading="Perguntas frequentes">
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
