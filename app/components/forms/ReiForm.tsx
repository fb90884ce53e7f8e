import { useFetcher, useFormAction } from "react-router";
import { reiRefusal } from "~/lib/forms/toasts";
import { reiSections } from "~content/rei";
import { RadioList, SelectField, TextAreaField } from "./ChoiceFields";
import { TextField } from "./Fields";
import { LeadFormFrame } from "./LeadFormFrame";
import { useLeadForm } from "./useLeadForm";

/**
 * One section of the REI questionnaire. The page renders the section the server says is next
 * (keyed by it), so the same form works section by section with or without JavaScript.
 */
export function ReiForm({
  section,
  answers,
}: {
  section: number;
  answers: Record<string, string>;
}) {
  const current = reiSections[section];
  const last = section === reiSections.length - 1;
  const fields = current?.fields ?? [];
  const defaults = Object.fromEntries(fields.map((f) => [f.name, answers[f.name] ?? ""]));
  const action = useFormAction();
  const lead = useLeadForm({
    formId: "rei",
    schema: (schemas) => schemas.reiSectionSchemas[section],
    action,
    defaultValues: defaults,
    refusal: (errors) => reiRefusal(fields, errors),
  });
  const back = useFetcher({ key: "rei" });
  if (!current) return null;

  const goBack = (event: React.MouseEvent<HTMLButtonElement>) => {
    // With JavaScript: save what is typed and go back, without checking this section.
    const form = event.currentTarget.form;
    if (!form) return;
    event.preventDefault();
    const formData = new FormData(form);
    formData.set("intent", "back");
    back.submit(formData, { method: "post", action });
  };

  return (
    <LeadFormFrame
      lead={lead}
      label={current.title}
      submitLabel={last ? "Finalizar" : "Próximo"}
      footer={
        // 'Próximo' comes first in the markup: Enter in a field moves forward, not back.
        <div className="flex flex-row-reverse justify-between gap-3 pt-2">
          <button
            type="submit"
            name="intent"
            value={last ? "finish" : "next"}
            disabled={lead.pending}
            className="inline-flex min-h-12 items-center justify-center rounded-lg bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800 disabled:cursor-wait disabled:opacity-70"
          >
            {lead.pending && last ? "Enviando..." : last ? "Finalizar" : "Próximo"}
          </button>
          <button
            type="submit"
            name="intent"
            value="back"
            disabled={section === 0 || lead.pending}
            onClick={goBack}
            className="inline-flex min-h-12 items-center justify-center rounded-lg border border-slate-300 bg-white px-6 font-semibold text-ink hover:border-brand-700 hover:text-brand-700 disabled:cursor-not-allowed disabled:opacity-50"
          >
            Anterior
          </button>
        </div>
      }
    >
      <input type="hidden" name="section" value={section} />
      <div>
        <h2 className="text-2xl font-bold tracking-tight">{current.title}</h2>
        <p className="mt-1 text-slate-600">{current.intro}</p>
      </div>
      {fields.map((field) => {
        const common = {
          form: lead.form,
          name: field.name,
          label: field.label,
          required: field.required,
          hint: field.hint,
        };
        if (field.kind === "textarea") {
          return (
            <TextAreaField key={field.name} {...common} rows={3} placeholder={field.placeholder} />
          );
        }
        if (field.kind === "select") {
          const options = field.options ?? [];
          // A few answers written as sentences read in full as radios.
          return options.length <= 4 ? (
            <RadioList key={field.name} {...common} options={options} />
          ) : (
            <SelectField key={field.name} {...common} options={options} />
          );
        }
        return (
          <TextField
            key={field.name}
            {...common}
            type={field.kind}
            placeholder={field.placeholder}
            autoComplete={autoComplete[field.name]}
          />
        );
      })}
    </LeadFormFrame>
  );
}

const autoComplete: Record<string, string> = {
  name: "name",
  role: "organization-title",
  email: "email",
  whatsapp: "tel",
  companyName: "organization",
  companySite: "url",
};
