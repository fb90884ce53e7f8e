import { useEffect } from "react";
import { useFormAction } from "react-router";
import { downloadRefusal } from "~/lib/forms/toasts";
import type { Material } from "~/lib/materials";
import { consents } from "~content/form-refusals";
import { downloadIndustries, roleTypes } from "~content/forms/download-form";
import { RadioCards, SelectField } from "./ChoiceFields";
import { CheckboxField, TextField } from "./Fields";
import { LeadFormFrame } from "./LeadFormFrame";
import { useLeadForm } from "./useLeadForm";

const empty = {
  material: "",
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  company: "",
  industry: "",
  role: "",
  roleType: "decision-maker",
  agree: false,
};

/**
 * The download form. On a material's page the material is fixed; on /downloads the visitor
 * picks it (preselected by the 'Baixar' link they followed).
 */
export function DownloadForm({
  material,
  choices,
  formId = "download",
  submitLabel = "Baixar Material",
}: {
  material?: Material | null;
  /** The materials to choose from (/downloads); without it, `material` is fixed. */
  choices?: Material[];
  /** The form's id when it is a page's own (a landing page's `lp-{endereço}`). */
  formId?: string;
  submitLabel?: string;
}) {
  const lead = useLeadForm({
    formId,
    schema: (schemas) => schemas.downloadSchema,
    action: useFormAction(),
    defaultValues: { ...empty, material: material?.slug ?? "" },
    refusal: downloadRefusal,
  });
  const form = lead.form;
  // A new 'Baixar' choice on /downloads picks that material in the form.
  useEffect(() => {
    if (choices && material) form.setValue("material", material.slug);
  }, [choices, material, form.setValue]);
  return (
    <LeadFormFrame lead={lead} label="Receber o material" submitLabel={submitLabel}>
      {choices ? (
        <SelectField
          form={form}
          name="material"
          label="Material"
          required
          placeholder="Escolha um material"
          options={choices.map((m) => ({ value: m.slug, label: m.title }))}
        />
      ) : (
        <input {...form.getHiddenInputProps("material")} />
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField form={form} name="firstName" label="Nome" required autoComplete="given-name" />
        <TextField form={form} name="lastName" label="Sobrenome" autoComplete="family-name" />
        <TextField
          form={form}
          name="email"
          label="E-mail"
          type="email"
          required
          autoComplete="email"
        />
        <TextField form={form} name="phone" label="Telefone" type="tel" autoComplete="tel" />
        <TextField
          form={form}
          name="company"
          label="Empresa"
          required
          autoComplete="organization"
        />
        <SelectField
          form={form}
          name="industry"
          label="Setor"
          required
          options={downloadIndustries}
        />
      </div>
      <TextField form={form} name="role" label="Cargo" required autoComplete="organization-title" />
      <RadioCards form={form} name="roleType" label="Seu papel na decisão" options={roleTypes} />
      <CheckboxField form={form} name="agree" label={consents.download.text} required />
    </LeadFormFrame>
  );
}
