import { useId } from "react";
import {
  type Choices,
  type ColumnSpec,
  choiceName,
  type FieldSpec,
  optionsOf,
} from "~/lib/site-content/fields";
import { siteContentCopy } from "~content/admin-site-content";
import { inputClass, labelClass } from "../forms/styles";
import { fileInputClass } from "./styles";
import { When } from "./WhenField";

const copy = siteContentCopy.editor;

export type FlatValues = Record<string, string>;

interface Props {
  values: FlatValues;
  errors: Record<string, string>;
  /** The lists a `choices` field, or a `select` with a `source`, offers (from the loader). */
  choices?: Choices;
}

function Message({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={id} className="text-sm font-medium text-red-700">
      {error}
    </p>
  ) : null;
}

function Hint({ id, hint }: { id: string; hint?: string }) {
  return hint ? (
    <p id={id} className="text-sm text-slate-600">
      {hint}
    </p>
  ) : null;
}

const describedBy = (...ids: (string | false | undefined)[]) =>
  ids.filter(Boolean).join(" ") || undefined;

/** The input a one-line field is: an address, a number or a date and time get their own. */
function inputType(spec: FieldSpec) {
  if (spec.type === "number") return { type: "number", min: spec.min, max: spec.max, step: 1 };
  if (spec.type === "datetime") return { type: "datetime-local" };
  if (spec.type === "text" && spec.format === "url") return { type: "url", maxLength: spec.max };
  return { type: "text" };
}

/** One text, textarea, list, number or date field, its label above and its message below. */
function TextField({ spec, name, values, errors }: Props & { spec: FieldSpec; name: string }) {
  const id = useId();
  const error = errors[name];
  const multi = spec.type !== "text" && spec.type !== "number" && spec.type !== "datetime";
  const hint = "hint" in spec ? spec.hint : undefined;
  const shared = {
    id,
    name,
    defaultValue: values[name] ?? "",
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy(hint && `${id}-h`, error && `${id}-e`),
    required: spec.required,
    className: inputClass,
  };
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className={labelClass}>
        {spec.label}
      </label>
      <Hint id={`${id}-h`} hint={hint} />
      {multi ? (
        <textarea
          {...shared}
          rows={spec.type === "paragraphs" ? 8 : spec.type === "lines" ? 5 : 3}
        />
      ) : (
        <input {...inputType(spec)} {...shared} />
      )}
      <Message id={`${id}-e`} error={error} />
    </div>
  );
}

/** An image: the current one (kept unless another is sent), a file input and the alt text. */
function ImageField({ spec, name, values, errors }: Props & { spec: FieldSpec; name: string }) {
  const id = useId();
  const src = values[`${name}-src`] ?? "";
  const error = errors[name];
  const altError = errors[`${name}-alt`];
  return (
    <fieldset className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3">
      <legend className={`${labelClass} px-1`}>{spec.label}</legend>
      {src ? (
        <div className="flex flex-wrap items-center gap-3">
          <img
            src={src}
            alt=""
            className="h-16 max-w-40 rounded border border-slate-200 bg-slate-50 object-contain"
          />
          <label className="flex items-center gap-2 text-sm text-slate-700">
            <input type="checkbox" name={`${name}-src`} value={src} defaultChecked />
            {copy.keepImage}
          </label>
          <input type="hidden" name={`${name}-width`} value={values[`${name}-width`] ?? ""} />
          <input type="hidden" name={`${name}-height`} value={values[`${name}-height`] ?? ""} />
        </div>
      ) : null}
      <label htmlFor={`${id}-f`} className="text-sm text-slate-700">
        {src ? copy.newImage : copy.chooseImage}
      </label>
      <input
        id={`${id}-f`}
        type="file"
        name={`${name}-file`}
        accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
        aria-describedby={describedBy(error && `${id}-e`)}
        className={fileInputClass}
      />
      <Message id={`${id}-e`} error={error} />
      <label htmlFor={`${id}-a`} className="text-sm text-slate-700">
        {copy.alt}
      </label>
      <input
        id={`${id}-a`}
        type="text"
        name={`${name}-alt`}
        defaultValue={values[`${name}-alt`] ?? ""}
        aria-invalid={altError ? true : undefined}
        aria-describedby={describedBy(altError && `${id}-ae`)}
        className={inputClass}
      />
      <Message id={`${id}-ae`} error={altError} />
    </fieldset>
  );
}

function Cell({
  column,
  name,
  values,
  errors,
  row,
}: Props & { column: ColumnSpec; name: string; row: number }) {
  const id = useId();
  const error = errors[name];
  const label = `${column.label} (${copy.row(row + 1)})`;
  const shared = {
    id,
    name,
    defaultValue: values[name] ?? "",
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy(error && `${id}-e`),
    className: inputClass,
  };
  return (
    <div className="flex min-w-0 flex-1 basis-full flex-col gap-1 sm:basis-40">
      <label htmlFor={id} className="text-xs font-medium text-slate-700">
        {label}
      </label>
      {column.options ? (
        <select {...shared}>
          <option value="">—</option>
          {column.options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      ) : column.lines || (column.max > 200 && !column.short) ? (
        <textarea {...shared} rows={column.lines ? 4 : 3} />
      ) : (
        <input type="text" {...shared} />
      )}
      <Message id={`${id}-e`} error={error} />
    </div>
  );
}

/** How many rows to draw: all of them, or the filled ones and `spare` empty ones. */
function shownRows(spec: Extract<FieldSpec, { type: "rows" }>, name: string, values: FlatValues) {
  if (spec.spare === undefined) return spec.most;
  let filled = 0;
  for (let row = 0; row < spec.most; row++)
    if (spec.columns.some((column) => values[`${name}-${row}-${column.name}`])) filled = row + 1;
  return Math.min(spec.most, filled + spec.spare);
}

/** Rows of a few columns; empty rows are dropped when saved. */
function RowsField({
  spec,
  name,
  values,
  errors,
}: Props & { spec: Extract<FieldSpec, { type: "rows" }>; name: string }) {
  const error = errors[name];
  return (
    <fieldset className="flex flex-col gap-3 rounded-lg border border-slate-200 p-3">
      <legend className={`${labelClass} px-1`}>{spec.label}</legend>
      {spec.hint ? <p className="text-sm text-slate-600">{spec.hint}</p> : null}
      {Array.from({ length: shownRows(spec, name, values) }, (_, row) => row).map(
        // Keys without the name: a landing page's block keeps its inputs when it moves.
        (row) => (
          <div
            key={row}
            className="flex flex-wrap gap-3 border-t border-slate-100 pt-3 first-of-type:border-0 first-of-type:pt-0"
          >
            {spec.columns.map((column) => (
              <Cell
                key={column.name}
                column={column}
                name={`${name}-${row}-${column.name}`}
                values={values}
                errors={errors}
                row={row}
              />
            ))}
          </div>
        ),
      )}
      {error ? <p className="text-sm font-medium text-red-700">{error}</p> : null}
    </fieldset>
  );
}

/** The fields of a kind, drawn from their description (app/lib/site-content/kinds.ts). */
export function SiteFields({
  fields,
  prefix = "",
  values,
  errors,
  choices,
}: Props & { fields: FieldSpec[]; prefix?: string }) {
  return (
    <>
      {fields.map((spec) => (
        <When key={spec.name} spec={spec} fields={fields} prefix={prefix}>
          <OneField spec={spec} prefix={prefix} values={values} errors={errors} choices={choices} />
        </When>
      ))}
    </>
  );
}

function OneField({
  spec,
  prefix,
  values,
  errors,
  choices,
}: Props & { spec: FieldSpec; prefix: string }) {
  const name = `${prefix}${spec.name}`;
  const field = { name, values, errors };
  switch (spec.type) {
    case "image":
      return <ImageField key={spec.name} {...field} spec={spec} />;
    case "rows":
      return <RowsField key={spec.name} {...field} spec={spec} />;
    case "checkbox":
      return (
        <label key={spec.name} className="flex min-h-11 items-center gap-3 text-ink">
          <input
            type="checkbox"
            name={name}
            defaultChecked={values[name] === "on"}
            className="h-5 w-5 accent-brand-700"
          />
          {spec.label}
        </label>
      );
    case "select":
      return <SelectField key={spec.name} {...field} spec={spec} choices={choices} />;
    case "choices":
      return <ChoicesField key={spec.name} {...field} spec={spec} choices={choices} />;
    case "section":
      return (
        <fieldset
          key={spec.name}
          className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4"
        >
          <legend className="px-1 text-lg font-semibold text-ink">{spec.label}</legend>
          {spec.optional ? (
            <label className="flex min-h-11 items-center gap-3 font-medium text-ink">
              <input
                type="checkbox"
                name={`${name}-incluir`}
                defaultChecked={values[`${name}-incluir`] === "on"}
                className="h-5 w-5 accent-brand-700"
              />
              {`${copy.include}: ${spec.label}`}
            </label>
          ) : null}
          <SiteFields
            fields={spec.fields}
            prefix={`${name}-`}
            values={values}
            errors={errors}
            choices={choices}
          />
        </fieldset>
      );
    default:
      return <TextField key={spec.name} {...field} spec={spec} />;
  }
}

function SelectField({
  spec,
  name,
  values,
  errors,
  choices,
}: Props & { spec: Extract<FieldSpec, { type: "select" }>; name: string }) {
  const id = useId();
  const error = errors[name];
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className={labelClass}>
        {spec.label}
      </label>
      <select
        id={id}
        name={name}
        defaultValue={values[name] ?? ""}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(error && `${id}-e`)}
        className={inputClass}
      >
        {spec.required ? null : <option value="">—</option>}
        {optionsOf(spec, choices).map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <Message id={`${id}-e`} error={error} />
    </div>
  );
}

/** Several of a list's items: a checkbox each, in the list's order (a landing page's 'Cases'). */
function ChoicesField({
  spec,
  name,
  values,
  errors,
  choices,
}: Props & { spec: Extract<FieldSpec, { type: "choices" }>; name: string }) {
  const id = useId();
  const error = errors[name];
  const options = optionsOf(spec, choices);
  return (
    <fieldset
      aria-describedby={describedBy(spec.hint && `${id}-h`, error && `${id}-e`)}
      className="flex flex-col gap-1 rounded-lg border border-slate-200 p-3"
    >
      <legend className={`${labelClass} px-1`}>{spec.label}</legend>
      <Hint id={`${id}-h`} hint={spec.hint} />
      {options.length === 0 ? <p className="text-sm text-slate-600">{copy.noChoices}</p> : null}
      {options.map((o) => (
        <label key={o.value} className="flex min-h-11 items-center gap-3 text-ink">
          <input
            type="checkbox"
            name={choiceName(name, o.value)}
            defaultChecked={values[choiceName(name, o.value)] === "on"}
            className="h-5 w-5 shrink-0 accent-brand-700"
          />
          <span className="min-w-0 break-words">{o.label}</span>
        </label>
      ))}
      <Message id={`${id}-e`} error={error} />
    </fieldset>
  );
}
