import { ContactForm } from "~/components/forms/ContactForm";
import { PageIntro } from "~/components/layout/PageIntro";
import { FeatureGrid } from "~/components/sections/FeatureGrid";
import { Section } from "~/components/sections/Section";
import { seo } from "~/lib/seo";
import { handleLeadForm } from "~/routes/handlers/lead-form.server";
import { contactForm } from "~/routes/handlers/lead-forms.server";
import { deliverables, formIntro, steps } from "~content/diagnosis";
import { diagnosisPage } from "~content/pages/diagnosis";
import type { Route } from "./+types/diagnosis";
import { withHead } from "./handlers/head.server";

const copy = diagnosisPage;

// A loader for its head only (ADR 0054): the code that describes a head stays on the server.
export const loader = withHead(
  () => ({}),
  (context) => seo(context, copy),
);

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head ?? [];

export const action = (args: Route.ActionArgs) => handleLeadForm(args, contactForm("diagnosis"));

export default function DiagnosisPage() {
  return (
    <>
      {/* On a phone the form is screens below: a plain anchor to it, which needs no script. */}
      <PageIntro eyebrow="Diagnóstico gratuito" heading={copy.heading} intro={copy.intro}>
        <a
          href="#formulario"
          className="inline-flex min-h-12 items-center justify-center rounded-lg bg-brand-700 px-5 font-semibold text-white shadow-sm transition-colors hover:bg-brand-800"
        >
          {formIntro.jump}
        </a>
      </PageIntro>
      <Section id="entregas" heading="O que você recebe">
        <FeatureGrid items={deliverables} />
      </Section>
      <Section id="formulario" tone="muted" heading={formIntro.heading} intro={formIntro.text}>
        <div className="max-w-3xl rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <ContactForm formType="diagnosis" />
        </div>
      </Section>
      <Section id="como-funciona" heading="Como funciona">
        <ol className="grid gap-5 md:grid-cols-3">
          {steps.map((step, index) => (
            <li key={step.title} className="rounded-2xl border border-slate-200 p-6">
              <span className="flex h-10 w-10 items-center justify-center rounded-full bg-brand-700 font-bold text-white">
                {index + 1}
              </span>
              <h3 className="mt-4 text-lg font-semibold">{step.title}</h3>
              <p className="mt-2 leading-relaxed text-slate-600">{step.text}</p>
            </li>
          ))}
        </ol>
      </Section>
    </>
  );
}
