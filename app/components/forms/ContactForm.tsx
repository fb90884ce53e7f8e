import { useFormAction } from "react-router";
import { leadRefusal } from "~/lib/forms/toasts";
import { contactIndustries, rolesB } from "~content/forms/contact-form";
import { SelectField, TextAreaField } from "./ChoiceFields";
import { TextField } from "./Fields";
import { LeadFormFrame } from "./LeadFormFrame";
import { useLeadForm } from "./useLeadForm";

const empty = { name: "", email: "", company: "", role: "", phone: "", industry: "", message: "" };

/**
 * The contact and diagnosis form (roles version B, the contact industry list). Its page's
 * action decides the form type: `diagnosis` or `contact`.
 */
export function ContactForm({
  formType,
  action,
  formId = formType,
  submitLabel,
}: {
  formType: "contact" | "diagnosis";
  /** Defaults to the page's own action. */
  action?: string;
  /** The form's id when it is a page's own (a landing page's `lp-{endereço}`). */
  formId?: string;
  /** The button's words, when the page chose its own. */
  submitLabel?: string;
}) {
  const pageAction = useFormAction();
  const lead = useLeadForm({
    formId,
    schema: (schemas) => schemas.contactSchema,
    action: action ?? pageAction,
    defaultValues: empty,
    refusal: leadRefusal,
  });
  const form = lead.form;
  return (
    <LeadFormFrame
      lead={lead}
      label={formType === "diagnosis" ? "Solicitar diagnóstico" : "Fale com a gente"}
      submitLabel={
        submitLabel || (formType === "diagnosis" ? "Solicitar diagnóstico" : "Enviar mensagem")
      }
      pendingLabel={formType === "diagnosis" ? "Enviando..." : "Processando..."}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField form={form} name="name" label="Nome" required autoComplete="name" />
        <TextField
          form={form}
          name="email"
          label="E-mail corporativo"
          type="email"
          required
          autoComplete="email"
        />
        <TextField
          form={form}
          name="company"
          label="Empresa"
          required
          autoComplete="organization"
        />
        <SelectField form={form} name="role" label="Cargo" required options={rolesB} />
        <TextField form={form} name="phone" label="Telefone" type="tel" autoComplete="tel" />
        <SelectField form={form} name="industry" label="Setor" options={contactIndustries} />
      </div>
      <TextAreaField form={form} name="message" label="Como podemos ajudar?" />
    </LeadFormFrame>
  );
}
