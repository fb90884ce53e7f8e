import { useFormAction } from "react-router";
import { privacyRefusal } from "~/lib/forms/toasts";
import { privacyRequestKinds } from "~content/forms/privacy-request";
import { SelectField, TextAreaField } from "./ChoiceFields";
import { TextField } from "./Fields";
import { LeadFormFrame } from "./LeadFormFrame";
import { useLeadForm } from "./useLeadForm";

const empty = { name: "", email: "", kind: "", message: "" };

/** /privacidade: a person asks for their data, its correction or its deletion (LGPD art. 18). */
export function PrivacyRequestForm() {
  const lead = useLeadForm({
    formId: "privacy-request",
    schema: (schemas) => schemas.privacyRequestSchema,
    action: useFormAction(),
    defaultValues: empty,
    refusal: privacyRefusal,
  });
  const form = lead.form;
  return (
    <LeadFormFrame lead={lead} label="Pedido sobre dados pessoais" submitLabel="Enviar pedido">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField form={form} name="name" label="Nome" required autoComplete="name" />
        <TextField
          form={form}
          name="email"
          label="E-mail usado nos formulários"
          type="email"
          required
          autoComplete="email"
        />
      </div>
      <SelectField
        form={form}
        name="kind"
        label="O que você deseja?"
        required
        options={privacyRequestKinds}
      />
      <TextAreaField form={form} name="message" label="Detalhes (opcional)" />
    </LeadFormFrame>
  );
}
