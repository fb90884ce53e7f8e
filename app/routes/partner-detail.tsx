import { Link } from "react-router";
import { PreviewBanner } from "~/components/blog/PreviewBanner";
import { ConsultationDialog, OpenConsultation } from "~/components/forms/ConsultationDialog";
import { CtaBand } from "~/components/sections/CtaBand";
import { ContentImage, CoverImage, TagList } from "~/components/ui/Bits";
import { pageCacheHeaders } from "~/lib/http";
import { breadcrumbsLd } from "~/lib/jsonld";
import { seo, siteOrigin } from "~/lib/seo";
import { partnerCard } from "~/lib/social-card";
import { pageCardLink } from "~/routes/handlers/card-link.server";
import { pageHead } from "~/routes/handlers/head.server";
import { handleLeadForm } from "~/routes/handlers/lead-form.server";
import { contactForm } from "~/routes/handlers/lead-forms.server";
import { sitePage, withHeaders } from "~/routes/handlers/site-page.server";
import { findPartner } from "~/server/site/public.server";
import type { Route } from "./+types/partner-detail";

// An unknown partner falls through to the root's generic not-found page (spec, second version).
// The consultation dialog's form is the diagnosis form (spec: "formType diagnosis").
export const action = (args: Route.ActionArgs) => handleLeadForm(args, contactForm("diagnosis"));

const consultation = {
  text: "Em uma conversa, entendemos seu cenário e mostramos os primeiros passos para crescer.",
};

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const found = await sitePage(
    request,
    context,
    params.slug,
    findPartner,
    (slug) => `/partners/${slug}`,
    "parceiro",
  );
  const partner = found.item;
  const loaded = {
    partner,
    preview: found.preview,
    card: pageCardLink(request, partnerCard(partner)),
  };
  const head = await pageHead(request, loaded, (args) => [
    ...seo(
      args,
      { title: `${partner.name} — case de parceiro`, description: partner.description },
      { card: loaded.card },
    ),
    breadcrumbsLd(siteOrigin(args), [
      { name: "Cases", path: "/cases" },
      { name: partner.name, path: `/partners/${partner.slug}` },
    ]),
    ...(loaded.preview ? [{ name: "robots", content: "noindex" }] : []),
  ]);
  return withHeaders({ ...loaded, head }, found.headers);
}

export const headers = pageCacheHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head ?? [];

export default function PartnerDetailPage({
  loaderData: { partner, preview },
}: Route.ComponentProps) {
  return (
    <>
      {preview ? <PreviewBanner text={preview} /> : null}
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-5xl px-4 pt-12 pb-8 sm:px-6 lg:px-8">
          <Link to="/cases" className="text-sm font-semibold text-brand-700 hover:text-brand-800">
            ← Voltar para todos os parceiros
          </Link>
          <ContentImage image={partner.logo} className="mt-8 h-12 w-auto" lazy={false} />
          <p className="mt-4 text-sm font-semibold tracking-wide text-brand-700 uppercase">
            {partner.category}
          </p>
          <h1 className="mt-2 text-4xl font-bold tracking-tight md:text-5xl">{partner.name}</h1>
          <p className="mt-4 max-w-3xl text-lg leading-relaxed text-slate-600">
            {partner.description}
          </p>
          <TagList tags={partner.tags} />
          <div className="mt-8">
            <OpenConsultation>Agende uma consultoria gratuita</OpenConsultation>
          </div>
          <CoverImage image={partner.cover} />
        </div>
      </section>
      <div className="mx-auto max-w-5xl space-y-14 px-4 py-14 sm:px-6 lg:px-8">
        <section aria-labelledby="estrategia">
          <h2 id="estrategia" className="text-2xl font-bold tracking-tight">
            Estratégia implementada
          </h2>
          {partner.strategy.map((paragraph) => (
            <p key={paragraph} className="mt-4 leading-relaxed text-slate-700">
              {paragraph}
            </p>
          ))}
        </section>
        <section aria-labelledby="resultados">
          <h2 id="resultados" className="text-2xl font-bold tracking-tight">
            Resultados alcançados
          </h2>
          <ol className="mt-6 space-y-4">
            {partner.results.map((result, index) => (
              <li key={result} className="flex gap-4">
                <span className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white">
                  {index + 1}
                </span>
                <span className="pt-1 leading-relaxed text-slate-700">{result}</span>
              </li>
            ))}
          </ol>
        </section>
        {partner.testimonial ? (
          <figure className="rounded-3xl bg-slate-50 p-8">
            <blockquote className="text-xl leading-relaxed font-medium">
              “{partner.testimonial.quote}”
            </blockquote>
            <figcaption className="mt-5 text-slate-600">
              <span className="font-semibold text-ink">{partner.testimonial.author}</span> ·{" "}
              {partner.testimonial.role === partner.name
                ? partner.name
                : `${partner.testimonial.role}, ${partner.name}`}
            </figcaption>
          </figure>
        ) : null}
      </div>
      <CtaBand
        heading="Agende uma consultoria gratuita"
        text={consultation.text}
        action={<OpenConsultation tone="light">Quero conversar</OpenConsultation>}
      />
      <ConsultationDialog heading="Agende uma consultoria gratuita" text={consultation.text} />
    </>
  );
}
