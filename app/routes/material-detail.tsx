import { redirect } from "react-router";
import { PageIntro } from "~/components/layout/PageIntro";
import { ButtonLink } from "~/components/ui/ButtonLink";
import { seo } from "~/lib/seo";
import { findStaticMaterial } from "~content/materials";
import type { Route } from "./+types/material-detail";

// Spec: a slug that matches no material goes back to the list.
export function loader({ params }: Route.LoaderArgs) {
  const material = findStaticMaterial(params.slug);
  if (!material) throw redirect("/materiais");
  return { material };
}

export const meta: Route.MetaFunction = (args) =>
  args.loaderData ? seo(args, args.loaderData.material) : [];

export default function MaterialDetailPage({ loaderData: { material } }: Route.ComponentProps) {
  return (
    <PageIntro eyebrow={material.type} heading={material.title} intro={material.description}>
      <ButtonLink to="/materiais" variant="secondary">
        Ver todos os materiais
      </ButtonLink>
    </PageIntro>
  );
}
