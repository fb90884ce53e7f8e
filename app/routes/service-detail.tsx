import { Link } from "react-router";
import { PreviewBanner } from "~/components/blog/PreviewBanner";
import { NotFoundPageOnDemand } from "~/components/layout/OnDemand";
import { CtaBand } from "~/components/sections/CtaBand";
import { Section } from "~/components/sections/Section";
import { ContentImage } from "~/components/ui/Bits";
import { ButtonLink } from "~/components/ui/ButtonLink";
import { ContentIcon } from "~/components/ui/content-icons";
import { ArrowRightIcon } from "~/components/ui/icons";
import { pageCacheHeaders } from "~/lib/http";
import { PRIORITY_IMAGE } from "~/lib/images";
import { breadcrumbsLd, serviceLd } from "~/lib/jsonld";
import { pageTitle } from "~/lib/page-title";
import { seo, siteOrigin } from "~/lib/seo";
import { serviceCard } from "~/lib/social-card";
import { pageCardLink } from "~/routes/handlers/card-link.server";
import { pageHead } from "~/routes/handlers/head.server";
import { sitePage, withHeaders } from "~/routes/handlers/site-page.server";
import { caseCovers, findService } from "~/server/site/public.server";
import type { Route } from "./+types/service-detail";

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const found = await sitePage(
    request,
    context,
    params.slug,
    findService,
    (slug) => `/servicos/${slug}`,
    "serviço",
  );
  const service = found.item;
  // Each case card shows its case's cover.
  const covers = await caseCovers(service.caseStudies.map((study) => study.slug)).catch(
    (): Awaited<ReturnType<typeof caseCovers>> => ({}),
  );
  const loaded = {
    service,
    caseCovers: covers,
    preview: found.preview,
    card: pageCardLink(request, serviceCard(service)),
  };
  const head = await pageHead(request, loaded, (args) => {
    const origin = siteOrigin(args);
    return [
      ...seo(args, service, { card: loaded.card }),
      serviceLd(origin, service),
      breadcrumbsLd(origin, [
        { name: "Serviços", path: "/servicos" },
        { name: service.title, path: `/servicos/${service.slug}` },
      ]),
      ...(loaded.preview ? [{ name: "robots", content: "noindex" }] : []),
    ];
  });
  return withHeaders({ ...loaded, head }, found.headers);
}

export const headers = pageCacheHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData?.head ?? [
    { title: pageTitle("Serviço não encontrado") },
    { name: "robots", content: "noindex" },
  ];

export default function ServiceDetailPage({
  loaderData: { service, caseCovers, preview },
}: Route.ComponentProps) {
  return (
    <>
      {preview ? <PreviewBanner text={preview} /> : null}
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-14 sm:px-6 md:py-20 lg:grid-cols-2 lg:px-8">
          <div>
            <Link
              to="/servicos"
              className="text-sm font-semibold text-brand-700 hover:text-brand-800"
            >
              ← Todos os serviços
            </Link>
            <span className="mt-6 flex h-12 w-12 items-center justify-center rounded-xl bg-brand-700 text-white">
              <ContentIcon name={service.icon} />
            </span>
            <h1 className="mt-4 text-4xl font-bold tracking-tight text-balance md:text-5xl">
              {service.title}
            </h1>
            <p className="mt-5 text-lg leading-relaxed text-slate-600">{service.description}</p>
          </div>
          <img
            src={service.cover.src}
            alt={service.cover.alt}
            width={service.cover.width}
            height={service.cover.height}
            {...PRIORITY_IMAGE}
            className="w-full rounded-3xl shadow-lg"
          />
        </div>
      </section>
      <Section id="beneficios" heading="Benefícios">
        <ul className="grid gap-5 md:grid-cols-2 lg:grid-cols-3">
          {service.benefits.map((benefit) => (
            <li key={benefit.title} className="rounded-2xl border border-slate-200 p-6">
              <h3 className="text-lg font-semibold">{benefit.title}</h3>
              <p className="mt-2 leading-relaxed text-slate-600">{benefit.text}</p>
            </li>
          ))}
          <li className="rounded-2xl bg-brand-700 p-6 text-white">
            <h3 className="text-lg font-semibold">Como podemos ajudar</h3>
            <p className="mt-2 leading-relaxed text-brand-100">{service.help}</p>
            <div className="mt-5">
              <Link
                to="/diagnostico"
                className="inline-flex min-h-11 items-center rounded-lg bg-white px-4 font-semibold text-brand-800 hover:bg-brand-50"
              >
                Solicitar diagnóstico
              </Link>
            </div>
          </li>
        </ul>
      </Section>
      <Section id="incluso" tone="muted" heading="O que está incluso">
        <ul className="grid gap-4 sm:grid-cols-2">
          {service.features.map((feature) => (
            <li key={feature} className="flex gap-3 rounded-xl bg-white p-5 shadow-sm">
              <span
                aria-hidden="true"
                className="mt-1 flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-accent-300 text-sm font-bold text-brand-900"
              >
                ✓
              </span>
              <span className="text-slate-700">{feature}</span>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="cases" heading="Cases de sucesso">
        <ul className="grid gap-5 md:grid-cols-2">
          {service.caseStudies.map((study) => {
            const cover = caseCovers[study.slug];
            return (
              <li key={study.slug}>
                <Link
                  to={`/cases/${study.slug}`}
                  className="group flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 transition hover:border-brand-200 hover:shadow-md"
                >
                  {cover ? (
                    // Decorative: the company and the result say what the card is.
                    <ContentImage
                      image={{ ...cover, alt: "" }}
                      className="aspect-[2/1] w-full object-cover"
                    />
                  ) : null}
                  <span className="flex flex-1 flex-col p-6">
                    <span className="text-sm font-semibold text-brand-700">{study.company}</span>
                    <span className="mt-2 text-lg font-semibold text-ink">{study.result}</span>
                    <span className="mt-auto inline-flex items-center gap-1 pt-4 font-semibold text-brand-700">
                      Ver case <ArrowRightIcon width="16" height="16" />
                    </span>
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
        <div className="mt-8">
          <ButtonLink to="/cases" variant="secondary">
            Ver todos os cases
          </ButtonLink>
        </div>
      </Section>
      <CtaBand
        heading={`Pronto para evoluir com ${service.title}?`}
        text="Comece por um diagnóstico gratuito: em uma conversa mostramos o que dá para ganhar nos próximos 30 a 45 dias."
      />
    </>
  );
}

export function ErrorBoundary() {
  return (
    <NotFoundPageOnDemand
      heading="Serviço não encontrado"
      intro="O serviço que você está procurando não existe ou foi removido"
      backTo="/servicos"
      backLabel="Ver todos os serviços"
    />
  );
}
