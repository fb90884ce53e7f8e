import { ContactForm } from "~/components/forms/ContactForm";
import { ContactBlock } from "~/components/sections/ContactBlock";
import { Section } from "~/components/sections/Section";
import { type ServiceCard, ServiceCards } from "~/components/sections/ServiceCards";
import { ButtonLink } from "~/components/ui/ButtonLink";
import { breadcrumbsLd } from "~/lib/jsonld";
import { seo, siteOrigin } from "~/lib/seo";
import { handleLeadForm } from "~/routes/handlers/lead-form.server";
import { contactForm } from "~/routes/handlers/lead-forms.server";
import { calendarAddress, lastLead } from "~/server/forms/prefill.server";
import { siteServices } from "~/server/site/public.server";
import { siteSettings } from "~/server/site-settings/settings.server";
import { enicsPage } from "~content/enics";
import type { Route } from "./+types/partner-enics";
import { withHead } from "./handlers/head.server";

// The page's copy and its related services come as loader data: its JavaScript does not carry
// every case (the copy is drawn from the ENICS case) and every service, which kept it over the
// 140 kB budget.
async function load({ request }: Route.LoaderArgs) {
  const services = await siteServices().catch(() => []);
  return {
    page: enicsPage,
    related: enicsPage.relatedServices.flatMap((slug): ServiceCard[] => {
      const service = services.find((s) => s.slug === slug);
      if (!service) return [];
      const { icon, title, description, features } = service;
      return [{ slug, icon, title, description, features }];
    }),
    calendarUrl: calendarAddress(
      (await siteSettings(request)).values.calendarUrl,
      await lastLead(request),
    ),
  };
}

export const loader = withHead(load, (context) => [
  ...seo(context, {
    title: "ENICS — case de automação",
    description: context.loaderData.page.intro,
  }),
  breadcrumbsLd(siteOrigin(context), [
    { name: "Cases", path: "/cases" },
    { name: "ENICS", path: "/partners/enics" },
  ]),
]);

export const action = (args: Route.ActionArgs) => handleLeadForm(args, contactForm("contact"));

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head ?? [];

export default function PartnerEnicsPage({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <>
      <section className="bg-brand-900 text-white">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 md:py-24 lg:px-8">
          <p className="text-sm font-semibold tracking-wide text-accent-300 uppercase">
            {page.eyebrow}
          </p>
          <h1 className="mt-3 max-w-4xl text-4xl font-bold tracking-tight text-balance md:text-5xl">
            {page.heading}
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-slate-200">{page.intro}</p>
        </div>
      </section>
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-16 sm:px-6 md:grid-cols-2 lg:px-8">
        <section aria-labelledby="desafio">
          <h2 id="desafio" className="text-2xl font-bold tracking-tight">
            O desafio
          </h2>
          <p className="mt-4 leading-relaxed text-slate-700">{page.challenge}</p>
        </section>
        <section aria-labelledby="solucao">
          <h2 id="solucao" className="text-2xl font-bold tracking-tight">
            A solução
          </h2>
          <ul className="mt-4 space-y-3">
            {page.solution.map((item) => (
              <li key={item} className="flex gap-3 text-slate-700">
                <span
                  aria-hidden="true"
                  className="mt-2 h-2 w-2 shrink-0 rounded-full bg-brand-600"
                />
                {item}
              </li>
            ))}
          </ul>
        </section>
      </div>
      <section aria-label="Resultados" className="bg-slate-50">
        <dl className="mx-auto grid max-w-7xl gap-6 px-4 py-14 sm:grid-cols-2 sm:px-6 lg:grid-cols-4 lg:px-8">
          {page.figures.map((figure) => (
            <div
              key={figure.label}
              className="flex flex-col-reverse rounded-2xl bg-white p-6 shadow-sm"
            >
              <dt className="mt-2 text-slate-600">{figure.label}</dt>
              <dd className="text-4xl font-bold text-brand-700">{figure.value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6">
        <figure>
          <blockquote className="text-2xl leading-snug font-semibold text-balance">
            “{page.testimonial.quote}”
          </blockquote>
          <figcaption className="mt-4 text-slate-600">
            {page.testimonial.author} · {page.testimonial.role}
          </figcaption>
        </figure>
        <div className="mt-8">
          <ButtonLink to="/cases/enics" variant="secondary">
            Ler o case completo
          </ButtonLink>
        </div>
      </div>
      <Section id="servicos-relacionados" tone="muted" heading="Serviços relacionados">
        <ServiceCards services={loaderData.related} variant="list" headingLevel={3} />
      </Section>
      <ContactBlock
        heading={page.contact.heading}
        intro={page.contact.text}
        calendarUrl={loaderData.calendarUrl}
        form={<ContactForm formType="contact" />}
      />
    </>
  );
}
