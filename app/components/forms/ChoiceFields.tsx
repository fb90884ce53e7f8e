import type { Option } from "~content/forms/option";
import {
  describedBy,
  type FieldProps,
  Label,
  Messages,
  useFieldError,
  useFieldIds,
} from "./Fields";
import { inputClass, labelClass } from "./styles";

/**
 * Text areas and choices (a list, cards, radios): apart from Fields, whose text and checkbox
 * fields every page's newsletter form loads, so a page carries these only with a form that has
 * them.
 */

export function TextAreaField({
  form,
  name,
  label,
  required,
  hint,
  tone,
  rows = 4,
  placeholder,
  size = "min-h-28",
}: FieldProps & {
  rows?: number;
  placeholder?: string;
  /** Height and type of the text area (the editor's Markdown is taller, in monospace). */
  size?: string;
}) {
  const ids = useFieldIds(name);
  const error = useFieldError(form, name);
  return (
    <div>
      <Label htmlFor={ids.id} label={label} required={required} tone={tone} />
      <textarea
        {...form.getInputProps(name, {
          id: ids.id,
          rows,
          placeholder,
          required,
          "aria-invalid": error ? true : undefined,
          "aria-describedby": describedBy(error, hint, ids),
        })}
        className={`${inputClass} ${size}`}
      />
      <Messages error={error} hint={hint} tone={tone} {...ids} />
    </div>
  );
}

export function SelectField({
  form,
  name,
  label,
  required,
  hint,
  tone,
  options,
  placeholder = "Selecione",
}: FieldProps & { options: Option[]; placeholder?: string }) {
  const ids = useFieldIds(name);
  const error = useFieldError(form, name);
  return (
    <div>
      <Label htmlFor={ids.id} label={label} required={required} tone={tone} />
      <select
        {...form.getInputProps(name, {
          id: ids.id,
          required,
          "aria-invalid": error ? true : undefined,
          "aria-describedby": describedBy(error, hint, ids),
        })}
        className={inputClass}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <Messages error={error} hint={hint} tone={tone} {...ids} />
    </div>
  );
}

export function RadioCards({
  form,
  name,
  label,
  options,
}: Omit<FieldProps, "required"> & { options: (Option & { hint: string })[] }) {
  const ids = useFieldIds(name);
  return (
    <fieldset>
      <legend className="text-sm font-medium text-ink">{label}</legend>
      <div className="mt-1.5 grid gap-3 sm:grid-cols-2">
        {options.map((option) => (
          <label
            key={option.value}
            htmlFor={`${ids.id}-${option.value}`}
            className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-300 bg-white p-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
          >
            <input
              {...form.getInputProps(name, {
                id: `${ids.id}-${option.value}`,
                type: "radio",
                value: option.value,
              })}
              className="mt-1 h-4 w-4 accent-brand-700"
            />
            <span>
              <span className="block font-medium text-ink">{option.label}</span>
              <span className="block text-sm text-slate-600">{option.hint}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * A short list of choices whose labels are sentences: radios wrap on a phone, where a closed
 * `<select>` would cut the chosen answer off.
 */
export function RadioList({
  form,
  name,
  label,
  required,
  hint,
  options,
}: FieldProps & { options: Option[] }) {
  const ids = useFieldIds(name);
  const error = useFieldError(form, name);
  return (
    <fieldset aria-describedby={describedBy(error, hint, ids)}>
      <legend className={labelClass}>
        {label}
        {required ? (
          <span className="text-red-700" aria-hidden="true">
            {" "}
            *
          </span>
        ) : null}
      </legend>
      <div className="mt-1.5 grid gap-2">
        {options.map((option) => (
          <label
            key={option.value}
            htmlFor={`${ids.id}-${option.value}`}
            className="flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
          >
            <input
              {...form.getInputProps(name, {
                id: `${ids.id}-${option.value}`,
                type: "radio",
                value: option.value,
                required,
                "aria-invalid": error ? true : undefined,
              })}
              className="h-4 w-4 shrink-0 accent-brand-700"
            />
            <span className="text-ink">{option.label}</span>
          </label>
        ))}
      </div>
      <Messages error={error} hint={hint} {...ids} />
    </fieldset>
  );
}
