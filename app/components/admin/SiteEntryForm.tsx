import { useRef } from "react";
import { Form, Link, useNavigation } from "react-router";
import type { FieldSpec } from "~/lib/site-content/fields";
import { siteContentCopy } from "~content/admin-site-content";
import { inputClass, labelClass } from "../forms/styles";
import { screenErrorBoundary } from "./AdminErrorPage";
import { FormAlert, saveBarClass } from "./EditorParts";
import { type FlatValues, SiteFields } from "./SiteFields";
import { primaryButton, secondaryButton } from "./styles";
import { useWhenFields } from "./when-fields";

const copy = siteContentCopy.editor;

function EntryField({
  name,
  label,
  hint,
  values,
  errors,
  children,
}: {
  name: string;
  label: string;
  hint?: string;
  values: FlatValues;
  errors: Record<string, string>;
  children?: React.ReactNode;
}) {
  const id = `campo${name}`;
  const error = errors[name];
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {hint ? (
        <p id={`${id}-h`} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {children ?? (
        <input
          id={id}
          name={name}
          type="text"
          defaultValue={values[name] ?? ""}
          aria-invalid={error ? true : undefined}
          aria-describedby={
            [hint && `${id}-h`, error && `${id}-e`].filter(Boolean).join(" ") || undefined
          }
          className={inputClass}
        />
      )}
      {error ? (
        <p id={`${id}-e`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The editor of one entry of site content (or of a page's texts): its fields as the kind
 * describes them, and for collections 'Slug', 'Status' and 'Ordem'. A plain multipart form:
 * it works the same without JavaScript, and with it React Router sends it without a reload.
 */
export function SiteEntryForm({
  fields,
  values,
  errors,
  message,
  list,
  entry,
  formKey,
}: {
  fields: FieldSpec[];
  values: FlatValues;
  errors: Record<string, string>;
  message?: string;
  list: string;
  /** A collection's entry: with a page (slug), status and order. */
  entry?: { hasPage: boolean };
  formKey: string;
}) {
  const saving = useNavigation().state === "submitting";
  const form = useRef<HTMLFormElement>(null);
  useWhenFields(form);
  return (
    <Form
      ref={form}
      key={formKey}
      method="post"
      encType="multipart/form-data"
      className="flex max-w-3xl flex-col gap-6"
      noValidate
    >
      <FormAlert message={message} />
      {entry ? (
        <div className="grid gap-4 rounded-xl border border-slate-200 bg-slate-50 p-4 sm:grid-cols-3">
          {entry.hasPage ? (
            <div className="sm:col-span-3">
              <EntryField
                name="_slug"
                label={copy.slug}
                hint={copy.slugHint}
                values={values}
                errors={errors}
              />
            </div>
          ) : null}
          <EntryField name="_status" label={copy.status} values={values} errors={errors}>
            <select
              id="campo_status"
              name="_status"
              defaultValue={values._status ?? "draft"}
              className={inputClass}
            >
              <option value="draft">{copy.draft}</option>
              <option value="published">{copy.published}</option>
            </select>
          </EntryField>
          <EntryField
            name="_position"
            label={copy.position}
            hint={copy.positionHint}
            values={values}
            errors={errors}
          />
        </div>
      ) : null}
      <SiteFields fields={fields} values={values} errors={errors} />
      <div className={saveBarClass}>
        <button type="submit" disabled={saving} className={primaryButton}>
          {copy.save}
        </button>
        <Link to={list} className={secondaryButton}>
          {copy.cancel}
        </Link>
      </div>
    </Form>
  );
}

/** The site content screens' error page: the admin's 403 for a role outside 'Site', else a message. */
/** What the site content's screens show when they fail. */
export const SiteAdminError = screenErrorBoundary("Site", copy.failed);
