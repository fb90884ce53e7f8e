import type { ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import { inputClass, labelClass } from "~/components/forms/styles";
import { agendaCopy } from "~content/admin-booking";
import { FormAlert } from "./EditorParts";
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
  children: (props: {
    id: string;
    name: string;
    "aria-invalid"?: boolean;
    "aria-describedby"?: string;
  }) => ReactNode;
}) {
  const id = `regra-${name}`;
  const hint = hints[name];
  const error = errors[name];
  const described = [hint ? `${id}-dica` : "", error ? `${id}-erro` : ""].filter(Boolean);
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {hint ? (
        <p id={`${id}-dica`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {children({
        id,
        name,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": described.length ? described.join(" ") : undefined,
      })}
      {error ? (
        <p id={`${id}-erro`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
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
