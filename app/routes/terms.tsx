import { LegalPage } from "~/components/layout/LegalPage";
import { seo } from "~/lib/seo";
import { legalDocument } from "~/server/legal.server";
import { siteSettings } from "~/server/site-settings/settings.server";
import { termsPage } from "~content/pages/terms";
import type { Route } from "./+types/terms";
import { withHead } from "./handlers/head.server";

const copy = termsPage;

// The contact e-mail is the site's settings' (/admin/site).
async function load({ request }: Route.LoaderArgs) {
  return legalDocument("termos-de-uso", (await siteSettings(request)).values.contactEmail);
}

export const loader = withHead(load, (context) => seo(context, copy));

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head ?? [];

export default function TermsPage({ loaderData }: Route.ComponentProps) {
  return <LegalPage heading={copy.heading} updated={copy.intro} {...loaderData} />;
}
