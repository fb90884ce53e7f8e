import { ContactForm } from "~/components/forms/ContactForm";
import { PageIntro } from "~/components/layout/PageIntro";
import { CaseCards } from "~/components/sections/CaseCards";
import { FormBand } from "~/components/sections/FormBand";
import { seo } from "~/lib/seo";
import { handleLeadForm } from "~/routes/handlers/lead-form.server";
import { contactForm } from "~/routes/handlers/lead-forms.server";
import { wantsPreview } from "~/routes/handlers/preview.server";
import { databaseUnavailable } from "~/routes/handlers/unavailable.server";
import { listedCases } from "~/server/site/public.server";
import { casesPage } from "~content/pages/cases";
import type { Route } from "./+types/cases";
import { withHead } from "./handlers/head.server";

const copy = casesPage;

async function load({ request }: Route.LoaderArgs) {
  try {
    return { cases: await listedCases({ drafts: await wantsPreview(request) }) };
  } catch (error) {
    throw databaseUnavailable(error, "cases", request);
  }
}

export const loader = withHead(load, (context) => seo(context, copy));

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head ?? [];

export const action = (args: Route.ActionArgs) => handleLeadForm(args, contactForm("diagnosis"));

export default function CasesPage({ loaderData: { cases } }: Route.ComponentProps) {
  return (
    <>
      <PageIntro eyebrow="Cases" heading={copy.heading} intro={copy.intro} />
      <div className="mx-auto max-w-7xl px-4 pb-8 sm:px-6 lg:px-8">
        <CaseCards cases={cases} headingLevel={2} firstIsLargestPaint />
      </div>
      <FormBand
        heading="Quer resultados como estes?"
        text="Solicite um diagnóstico gratuito e descubra onde sua operação de receita pode crescer."
      >
        <ContactForm formType="diagnosis" />
      </FormBand>
    </>
  );
}
