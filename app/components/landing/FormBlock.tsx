import { useFormAction } from "react-router";
import { ContactForm } from "~/components/forms/ContactForm";
import { DownloadForm } from "~/components/forms/DownloadForm";
import { NewsletterForm } from "~/components/forms/NewsletterForm";
import { FormBand } from "~/components/sections/FormBand";
import { FORM_ANCHOR } from "~/lib/landing/anchor";
import type { ViewBlock } from "~/lib/landing/view";
import { landingPageCopy as copy } from "~content/landing";
import { CampaignForm } from "./CampaignForm";

type Form = Extract<ViewBlock, { type: "form" }>;

/** The form itself: the site's own, posting to this page, with the page's id and words. */
function PageForm({ block, formId }: { block: Form; formId: string }) {
  const action = useFormAction();
  const submitLabel = block.buttonLabel || undefined;
  switch (block.formType) {
    case "contact":
    case "diagnosis":
      return <ContactForm formType={block.formType} formId={formId} submitLabel={submitLabel} />;
    case "newsletter":
      return (
        <NewsletterForm formId={formId} action={action} submitLabel={submitLabel} tone="light" />
      );
    case "download":
      return block.material ? (
        <DownloadForm material={block.material} formId={formId} submitLabel={submitLabel} />
      ) : null;
    case "campaign":
      return block.campaign ? (
        <CampaignForm campaign={block.campaign} formId={formId} submitLabel={submitLabel} />
      ) : null;
  }
}

/**
 * 'Formulário', at `#formulario` (where the page's buttons lead): beside its title and text
 * when it has them, else on its own.
 */
export function FormBlock({ block, formId }: { block: Form; formId: string }) {
  if (block.title)
    return (
      <FormBand id={FORM_ANCHOR} heading={block.title} text={block.text}>
        <PageForm block={block} formId={formId} />
      </FormBand>
    );
  return (
    <section id={FORM_ANCHOR} aria-label={copy.unnamed.form} className="bg-white">
      <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
        {block.text ? <p className="mb-8 text-lg text-slate-600">{block.text}</p> : null}
        <div className="rounded-3xl border border-slate-200 p-6 shadow-sm sm:p-8 md:p-12">
          <PageForm block={block} formId={formId} />
        </div>
      </div>
    </section>
  );
}
