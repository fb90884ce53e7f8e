import { useLocation } from "react-router";
import { withoutUtm } from "~/lib/campaign";
import { newsletterRefusal } from "~/lib/forms/toasts";
import { consents } from "~content/form-refusals";
import { CheckboxField, TextField } from "./Fields";
import { LeadFormFrame } from "./LeadFormFrame";
import { useLeadForm } from "./useLeadForm";

const empty = { name: "", email: "", consent: false };

/**
 * The footer's newsletter form, on every page; the visitor stays where they are. A landing
 * page's own (`formId`, `action`: the page) is answered by the page and drawn on white.
 */
export function NewsletterForm({
  formId = "form-newsletter",
  action = "/newsletter",
  submitLabel = "Inscrever-se",
  tone = "dark",
}: {
  formId?: string;
  action?: string;
  submitLabel?: string;
  tone?: "light" | "dark";
} = {}) {
  const location = useLocation();
  const lead = useLeadForm({
    formId,
    schema: (schemas) => schemas.newsletterSchema,
    action,
    defaultValues: empty,
    refusal: newsletterRefusal,
  });
  return (
    <LeadFormFrame
      lead={lead}
      label="Inscrição na newsletter"
      submitLabel={submitLabel}
      pendingLabel="Processando..."
      // The page, not the campaign: that is the lead's attribution (its first touch). A form
      // that posts to its own page needs none: the action knows the page.
      source={
        action === "/newsletter" ? `${location.pathname}${withoutUtm(location.search)}` : undefined
      }
      tone={tone}
      className="mt-5 space-y-4"
    >
      <TextField
        form={lead.form}
        name="name"
        label="Nome"
        required
        autoComplete="name"
        tone={tone}
      />
      <TextField
        form={lead.form}
        name="email"
        label="E-mail"
        type="email"
        required
        autoComplete="email"
        tone={tone}
      />
      <CheckboxField
        form={lead.form}
        name="consent"
        label={consents.newsletter.text}
        required
        tone={tone}
      />
    </LeadFormFrame>
  );
}
