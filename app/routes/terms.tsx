import { LegalPage } from "~/components/layout/LegalPage";
import { seo } from "~/lib/seo";
import { legalDocument } from "~/server/legal.server";
import { pages } from "~content/pages";
import type { Route } from "./+types/terms";

const copy = pages.terms;

export function loader() {
  return legalDocument("termos-de-uso");
}

export const meta: Route.MetaFunction = (args) => seo(args, copy);

export default function TermsPage({ loaderData }: Route.ComponentProps) {
  return <LegalPage heading={copy.heading} updated={copy.intro} {...loaderData} />;
}
