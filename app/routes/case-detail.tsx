import { Link } from "react-router";
import { PreviewBanner } from "~/components/blog/PreviewBanner";
import { ContactForm } from "~/components/forms/ContactForm";
import { NotFoundPageOnDemand } from "~/components/layout/OnDemand";
import { FormBand } from "~/components/sections/FormBand";
import { CheckList, ContentImage, CoverImage, TagList } from "~/components/ui/Bits";
import { pageCacheHeaders } from "~/lib/http";
import { breadcrumbsLd } from "~/lib/jsonld";
import { pageTitle } from "~/lib/page-title";
import { seo, siteOrigin } from "~/lib/seo";
import { caseCard } from "~/lib/social-card";
import { pageCardLink } from "~/routes/handlers/card-link.server";
import { pageHead } from "~/routes/handlers/head.server";
import { handleLeadForm } from "~/routes/handlers/lead-form.server";
import { contactForm } from "~/routes/handlers/lead-forms.server";
import { sitePage, withHeaders } from "~/routes/handlers/site-page.server";
import { findCaseStudy } from "~/server/site/public.server";
import type { Route } from "./+types/case-detail";

export const action = (args: Route.ActionArgs) => handleLeadForm(args, contactForm("diagnosis"));

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const found = await sitePage(
    request,
    context,
    params.slug,
    findCaseStudy,
    (slug) => `/cases/${slug}`,
    "case",
  );
  const study = found.item;
  const loaded = { study, preview: found.preview, card: pageCardLink(request, caseCard(study)) };
  const head = await pageHead(request, loaded, (args) => [
    ...seo(
      args,
      { title: `Case ${study.company}`, description: study.result },
      { card: loaded.card },
    ),
    breadcrumbsLd(siteOrigin(args), [
      { name: "Cases", path: "/cases" },
      { name: study.company, path: `/cases/${study.slug}` },
    ]),
    ...(loaded.preview ? [{ name: "robots", content: "noindex" }] : []),
  ]);
  return withHeaders({ ...loaded, head }, found.headers);
}

export const headers = pageCacheHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData?.head ?? [
    { title: pageTitle("Case não encontrado") },
    { name: "robots", content: "noindex" },
  ];

function Paragraphs({ heading, paragraphs }: { heading: string; paragraphs: string[] }) {
  return (
    <div>
      <h2 className="text-2xl font-bold tracking-tight">{heading}</h2>
      {paragraphs.map((p) => (
        <p key={p} className="mt-4 leading-relaxed text-slate-700">
          {p}
        </p>
      ))}
    </div>
  );
}

export default function CaseDetailPage({ loaderData: { study, preview } }: Route.ComponentProps) {
  return (
    <>
      {preview ? <PreviewBanner text={preview} /> : null}
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-7xl px-4 pt-12 sm:px-6 lg:px-8">
          <Link to="/cases" className="text-sm font-semibold text-brand-700 hover:text-brand-800">
            ← Todos os cases
          </Link>
          <div className="mt-6 flex flex-wrap items-center gap-4">
            <span className="rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-800">
              {study.category}
            </span>
            <ContentImage image={study.logo} className="h-10 w-auto" lazy={false} />
          </div>
          <h1 className="mt-4 max-w-4xl text-4xl font-bold tracking-tight text-balance md:text-5xl">
            {study.title}
          </h1>
          {study.description ? (
            <p className="mt-4 max-w-3xl text-lg text-slate-600">{study.description}</p>
          ) : null}
          {study.tags ? <TagList tags={study.tags} /> : null}
          <CoverImage image={study.cover} />
        </div>
      </section>
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-16 sm:px-6 md:grid-cols-2 lg:px-8">
        <Paragraphs heading="O Desafio" paragraphs={study.challenge} />
        <Paragraphs heading="A Solução" paragraphs={study.solution} />
      </div>
      <section aria-label="Métricas" className="bg-brand-900">
        <dl className="mx-auto grid max-w-7xl gap-6 px-4 py-14 sm:grid-cols-2 sm:px-6 lg:grid-cols-4 lg:px-8">
          {study.metrics.map((metric) => (
            <div key={metric.label} className="rounded-2xl bg-white/5 p-6 ring-1 ring-white/10">
              <dt className="text-sm text-slate-300">{metric.label}</dt>
              <dd className="mt-2 text-3xl font-bold text-accent-300">{metric.value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-16 sm:px-6 lg:grid-cols-2 lg:px-8">
        <div>
          <h2 className="text-2xl font-bold tracking-tight">Resultados</h2>
          <CheckList items={study.results} />
        </div>
        <figure className="rounded-3xl bg-slate-50 p-8">
          <blockquote className="text-xl leading-relaxed font-medium text-ink">
            “{study.quote}”
          </blockquote>
          <figcaption className="mt-6 flex items-center gap-3">
            {study.authorImage ? (
              <ContentImage image={study.authorImage} className="h-12 w-12 rounded-full" />
            ) : null}
            <span>
              <span className="block font-semibold">{study.author}</span>
              <span className="block text-sm text-slate-600">{study.role}</span>
            </span>
          </figcaption>
        </figure>
      </div>
      <FormBand
        heading="Quer um resultado assim na sua empresa?"
        text="Solicite um diagnóstico gratuito e receba um plano de ação para a sua operação de receita."
      >
        <ContactForm formType="diagnosis" />
      </FormBand>
    </>
  );
}

export function ErrorBoundary() {
  return (
    <NotFoundPageOnDemand
      heading="Case não encontrado"
      intro="O case que você está procurando não existe ou foi removido"
      backTo="/cases"
      backLabel="Ver todos os cases"
    />
  );
}
