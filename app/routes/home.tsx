import { PageIntro } from "~/components/layout/PageIntro";
import { ButtonLink } from "~/components/ui/ButtonLink";
import { seo } from "~/lib/seo";
import { pages } from "~content/pages";
import type { Route } from "./+types/home";

const copy = pages.home;

export const meta: Route.MetaFunction = (args) => seo(args, copy);

export default function HomePage() {
  return (
    <PageIntro eyebrow="+150 empresas atendidas" heading={copy.heading} intro={copy.intro}>
      <ButtonLink to="/diagnostico">Solicitar diagnóstico</ButtonLink>
      <ButtonLink to="/cases" variant="secondary">
        Ver ROI comprovado
      </ButtonLink>
    </PageIntro>
  );
}
