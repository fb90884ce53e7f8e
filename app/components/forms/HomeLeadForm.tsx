import { useFormAction } from "react-router";
import { leadRefusal } from "~/lib/forms/toasts";
import { HOME_LEAD_FORM_ID } from "~/lib/leads";
import { homeIndustries, rolesA } from "~content/forms/home-form";
import { SelectField, TextAreaField } from "./ChoiceFields";
import { TextField } from "./Fields";
import { LeadFormFrame } from "./LeadFormFrame";
import { useLeadForm } from "./useLeadForm";

const empty = { name: "", email: "", company: "", phone: "", industry: "", role: "", message: "" };

/** The home page's lead form (roles version A, the home industry list). */
export function HomeLeadForm() {
  const lead = useLeadForm({
    formId: HOME_LEAD_FORM_ID,
    schema: (schemas) => schemas.homeLeadSchema,
    action: useFormAction(),
    defaultValues: empty,
    refusal: leadRefusal,
  });
  const form = lead.form;
  return (
    <LeadFormFrame lead={lead} label="Fale com a gente" submitLabel="Enviar mensagem">
      <TextField form={form} name="name" label="Nome completo" required autoComplete="name" />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          form={form}
          name="email"
          label="E-mail"
          type="email"
          required
          autoComplete="email"
        />
        <TextField
          form={form}
          name="phone"
          label="Telefone"
          type="tel"
          required
          autoComplete="tel"
        />
      </div>
      <TextField form={form} name="company" label="Empresa" required autoComplete="organization" />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField form={form} name="industry" label="Setor" required options={homeIndustries} />
        <SelectField form={form} name="role" label="Cargo" required options={rolesA} />
      </div>
      <TextAreaField form={form} name="message" label="Mensagem" />
    </LeadFormFrame>
  );
}
