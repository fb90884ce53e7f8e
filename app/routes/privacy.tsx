import { PrivacyRequestForm } from "~/components/forms/PrivacyRequestForm";
import { LegalPage } from "~/components/layout/LegalPage";
import { seo } from "~/lib/seo";
import { handleLeadForm } from "~/routes/handlers/lead-form.server";
import { privacyRequestForm } from "~/routes/handlers/lead-forms.server";
import { legalDocument } from "~/server/legal.server";
import { siteSettings } from "~/server/site-settings/settings.server";
import { privacyRequestCopy } from "~content/forms/privacy-request";
import { privacyPage } from "~content/pages/privacy";
import type { Route } from "./+types/privacy";
import { withHead } from "./handlers/head.server";

const copy = privacyPage;

// The contact e-mail is the site's settings' (/admin/site).
async function load({ request }: Route.LoaderArgs) {
  return legalDocument("privacidade", (await siteSettings(request)).values.contactEmail);
}

export const loader = withHead(load, (context) => seo(context, copy));

/** A person's request about their data (LGPD), stored like a lead. */
export const action = (args: Route.ActionArgs) => handleLeadForm(args, privacyRequestForm);

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head ?? [];

export default function PrivacyPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <LegalPage heading={copy.heading} updated={copy.intro} {...loaderData} />
      <section
        id="pedido-lgpd"
        aria-labelledby="pedido-lgpd-titulo"
        className="mx-auto mb-16 max-w-3xl scroll-mt-24 px-4 sm:px-6 md:mb-24"
      >
        <div className="rounded-2xl border border-slate-200 bg-slate-50 p-6 sm:p-8">
          <h2 id="pedido-lgpd-titulo" className="text-2xl font-semibold text-ink">
            {privacyRequestCopy.heading}
          </h2>
          <p className="mt-2 mb-6 text-slate-600">{privacyRequestCopy.intro}</p>
          <PrivacyRequestForm />
        </div>
      </section>
    </>
  );
}
