import { redirect } from "react-router";
import { NotFoundPage } from "~/components/layout/ErrorPages";
import { PageIntro } from "~/components/layout/PageIntro";
import { ButtonLink } from "~/components/ui/ButtonLink";
import { notFound } from "~/lib/http";
import { pageTitle, seo } from "~/lib/seo";
import { caseRedirects, findCase } from "~content/cases";
import type { Route } from "./+types/case-detail";

export function loader({ params }: Route.LoaderArgs) {
  const moved = caseRedirects[params.slug];
  if (moved) throw redirect(`/cases/${moved}`, 301);
  const study = findCase(params.slug);
  if (!study) notFound();
  return { study };
}

export const meta: Route.MetaFunction = (args) =>
  args.loaderData
    ? seo(args, {
        title: `Case ${args.loaderData.study.company}`,
        description: args.loaderData.study.title,
      })
    : [{ title: pageTitle("Case não encontrado") }, { name: "robots", content: "noindex" }];

export default function CaseDetailPage({ loaderData: { study } }: Route.ComponentProps) {
  return (
    <PageIntro eyebrow={study.category} heading={study.title}>
      <ButtonLink to="/diagnostico">Solicitar diagnóstico</ButtonLink>
      <ButtonLink to="/cases" variant="secondary">
        Ver todos os cases
      </ButtonLink>
    </PageIntro>
  );
}

export function ErrorBoundary() {
  return (
    <NotFoundPage
      heading="Case não encontrado"
      intro="O case que você está procurando não existe ou foi removido"
      backTo="/cases"
      backLabel="Ver todos os cases"
    />
  );
}
