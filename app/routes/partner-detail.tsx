import { PageIntro } from "~/components/layout/PageIntro";
import { ButtonLink } from "~/components/ui/ButtonLink";
import { notFound } from "~/lib/http";
import { seo } from "~/lib/seo";
import { findPartnerCase } from "~content/partners";
import type { Route } from "./+types/partner-detail";

// An unknown partner falls through to the root's generic not-found page (spec, second version).
export function loader({ params }: Route.LoaderArgs) {
  const partner = findPartnerCase(params.slug);
  if (!partner) notFound();
  return { partner };
}

export const meta: Route.MetaFunction = (args) =>
  args.loaderData
    ? seo(args, {
        title: `${args.loaderData.partner.name} — case de parceiro`,
        description: `Como a ${args.loaderData.partner.name} (${args.loaderData.partner.sector}) cresceu com nossa estratégia de receita.`,
      })
    : [];

export default function PartnerDetailPage({ loaderData: { partner } }: Route.ComponentProps) {
  return (
    <PageIntro eyebrow={partner.sector} heading={partner.name}>
      <ButtonLink to="/diagnostico">Agende uma consultoria gratuita</ButtonLink>
      <ButtonLink to="/cases" variant="secondary">
        Voltar para todos os parceiros
      </ButtonLink>
    </PageIntro>
  );
}
