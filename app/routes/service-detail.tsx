import { NotFoundPage } from "~/components/layout/ErrorPages";
import { PageIntro } from "~/components/layout/PageIntro";
import { ButtonLink } from "~/components/ui/ButtonLink";
import { notFound } from "~/lib/http";
import { pageTitle, seo } from "~/lib/seo";
import { findService } from "~content/services";
import type { Route } from "./+types/service-detail";

export function loader({ params }: Route.LoaderArgs) {
  const service = findService(params.slug);
  if (!service) notFound();
  return { service };
}

export const meta: Route.MetaFunction = (args) =>
  args.loaderData
    ? seo(args, args.loaderData.service)
    : [{ title: pageTitle("Serviço não encontrado") }, { name: "robots", content: "noindex" }];

export default function ServiceDetailPage({ loaderData: { service } }: Route.ComponentProps) {
  return (
    <PageIntro eyebrow="Serviços" heading={service.title} intro={service.description}>
      <ButtonLink to="/diagnostico">Solicitar diagnóstico</ButtonLink>
      <ButtonLink to="/servicos" variant="secondary">
        Ver todos os serviços
      </ButtonLink>
    </PageIntro>
  );
}

export function ErrorBoundary() {
  return (
    <NotFoundPage
      heading="Serviço não encontrado"
      intro="O serviço que você está procurando não existe ou foi removido"
      backTo="/servicos"
      backLabel="Ver todos os serviços"
    />
  );
}
