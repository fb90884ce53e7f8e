import { PageIntro } from "~/components/layout/PageIntro";
import { seo } from "~/lib/seo";
import { pages } from "~content/pages";
import type { Route } from "./+types/partner-signup";

const copy = pages.partnerSignup;

export const meta: Route.MetaFunction = (args) => seo(args, copy);

export default function PartnerSignupPage() {
  return <PageIntro heading={copy.heading} intro={copy.intro} />;
}
