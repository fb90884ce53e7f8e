import { LegalPage } from "~/components/layout/LegalPage";
import { seo } from "~/lib/seo";
import { legalDocument } from "~/server/legal.server";
import { siteSettings } from "~/server/site-settings/settings.server";
import { termsPage } from "~content/pages/terms";
import type { Route } from "./+types/terms";

const copy = termsPage;

// The contact e-mail is the site's settings' (/admin/site).
export async function loader({ request }: Route.LoaderArgs) {
  return legalDocument("termos-de-uso", (await siteSettings(request)).values.contactEmail);
}

export const meta: Route.MetaFunction = (args) => seo(args, copy);

export default function TermsPage({ loaderData }: Route.ComponentProps) {
  return <LegalPage heading={copy.heading} updated={copy.intro} {...loaderData} />;
}
