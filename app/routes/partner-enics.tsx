import { PageIntro } from "~/components/layout/PageIntro";
import { ButtonLink } from "~/components/ui/ButtonLink";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/partner-enics";

const copy = {
  title: "ENICS — case de automação",
  description:
    "Como a ENICS atendeu 3.000 tickets em 30 dias, reduziu em 45% o custo por aquisição e recuperou 40% dos carrinhos abandonados.",
};

export const meta: Route.MetaFunction = (args) => seo(args, copy);

export default function PartnerEnicsPage() {
  return (
    <PageIntro
      eyebrow="Case ENICS"
      heading="ENICS: 3.000 tickets em 30 dias"
      intro={copy.description}
    >
      <ButtonLink to="/cases/enics">Ver o case completo</ButtonLink>
      <ButtonLink to="/diagnostico" variant="secondary">
        Solicitar diagnóstico
      </ButtonLink>
    </PageIntro>
  );
}
