import type { ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import { inputClass } from "~/components/forms/styles";
import { agendaCopy } from "~content/admin-booking";
import { FormAlert } from "./EditorParts";
import { type ControlProps, LabelledField } from "./LabelledField";
import { primaryButton } from "./styles";

const copy = agendaCopy.rules;

/** A refused save of the rules: the values as typed, each field's message. */
export interface BookingRulesReply {
  fieldErrors: Record<string, string>;
  repopulateFields: Record<string, string>;
  message: string;
}

type NumberField =
  | "lengthMinutes"
  | "bufferBeforeMinutes"
  | "bufferAfterMinutes"
  | "noticeHours"
  | "horizonDays"
  | "dailyCap";

/** Each number's bounds, as the rules' schema has them (the browser's hint; the action decides). */
const numbers: [NumberField, number, number][] = [
  ["lengthMinutes", 15, 180],
  ["bufferBeforeMinutes", 0, 120],
  ["bufferAfterMinutes", 0, 120],
  ["noticeHours", 0, 168],
  ["horizonDays", 1, 90],
  ["dailyCap", 1, 24],
];

const hints: Partial<Record<string, string>> = {
  title: copy.titleHint,
  horizonDays: copy.horizonHint,
};

function Field({
  name,
  label,
  errors,
  children,
}: {
  name: string;
  label: string;
  errors: Record<string, string>;
  children: (props: ControlProps) => ReactNode;
}) {
  return (
    <LabelledField
      id={`regra-${name}`}
      name={name}
      label={label}
      hint={hints[name]}
      error={errors[name]}
    >
      {children}
    </LabelledField>
  );
}

/** 'Diagnóstico gratuito': the call's rules, an Administrador's. A plain post. */
export function BookingRulesForm({
  values,
  zones,
  reply,
}: {
  values: Record<string, string>;
  zones: { value: string; label: string }[];
  reply?: BookingRulesReply;
}) {
  const saving = useNavigation().formData?.get("intent") === "rules";
  const shown = reply?.repopulateFields ?? values;
  const errors = reply?.fieldErrors ?? {};
  return (
    <Form method="post" className="mt-6 space-y-5" key={JSON.stringify(shown)}>
      <FormAlert message={reply?.message} />
      <input type="hidden" name="intent" value="rules" />
      <Field name="title" label={copy.title} errors={errors}>
        {(props) => (
          <input {...props} maxLength={80} defaultValue={shown.title} className={inputClass} />
        )}
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        {numbers.map(([name, min, max]) => (
          <Field key={name} name={name} label={copy[name]} errors={errors}>
            {(props) => (
              <input
                {...props}
                type="number"
                inputMode="numeric"
                min={min}
                max={max}
                step={1}
                defaultValue={shown[name]}
                className={inputClass}
              />
            )}
          </Field>
        ))}
      </div>
      <Field name="zone" label={copy.zone} errors={errors}>
        {(props) => (
          <select {...props} defaultValue={shown.zone} className={inputClass}>
            {zones.map((zone) => (
              <option key={zone.value} value={zone.value}>
                {zone.label}
              </option>
            ))}
          </select>
        )}
      </Field>
      <p className="text-sm text-slate-600">
        {copy.externalNote}{" "}
        <Link to="/admin/site" className="font-medium text-brand-700 underline">
          {copy.externalLink}
        </Link>
      </p>
      <button type="submit" disabled={saving} className={primaryButton}>
        {copy.save}
      </button>
    </Form>
  );
}
