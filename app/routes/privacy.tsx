import { LegalPage } from "~/components/layout/LegalPage";
import { seo } from "~/lib/seo";
import { legalDocument } from "~/server/legal.server";
import { pages } from "~content/pages";
import type { Route } from "./+types/privacy";

const copy = pages.privacy;

export function loader() {
  return legalDocument("privacidade");
}

export const meta: Route.MetaFunction = (args) => seo(args, copy);

export default function PrivacyPage({ loaderData }: Route.ComponentProps) {
  return <LegalPage heading={copy.heading} updated={copy.intro} {...loaderData} />;
}
