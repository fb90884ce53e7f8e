import { useLocation } from "react-router";
import { withoutUtm } from "~/lib/campaign";
import { newsletterRefusal } from "~/lib/forms/toasts";
import { consents } from "~content/forms";
import { CheckboxField, TextField } from "./Fields";
import { LeadFormFrame } from "./LeadFormFrame";
import { useLeadForm } from "./useLeadForm";

const empty = { name: "", email: "", consent: false };

/** The footer's newsletter form, on every page; the visitor stays where they are. */
export function NewsletterForm() {
  const location = useLocation();
  const lead = useLeadForm({
    formId: "form-newsletter",
    schema: (schemas) => schemas.newsletterSchema,
    action: "/newsletter",
    defaultValues: empty,
    refusal: newsletterRefusal,
  });
  return (
    <LeadFormFrame
      lead={lead}
      label="Inscrição na newsletter"
      submitLabel="Inscrever-se"
      pendingLabel="Processando..."
      // The page, not the campaign: that is the lead's attribution (its first touch).
      source={`${location.pathname}${withoutUtm(location.search)}`}
      tone="dark"
      className="mt-5 space-y-4"
    >
      <TextField
        form={lead.form}
        name="name"
        label="Nome"
        required
        autoComplete="name"
        tone="dark"
      />
      <TextField
        form={lead.form}
        name="email"
        label="E-mail"
        type="email"
        required
        autoComplete="email"
        tone="dark"
      />
      <CheckboxField
        form={lead.form}
        name="consent"
        label={consents.newsletter.text}
        required
        tone="dark"
      />
    </LeadFormFrame>
  );
}
