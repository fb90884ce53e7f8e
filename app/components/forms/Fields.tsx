import type { FormApi } from "@rvf/react-router";
import { type ChangeEvent, createContext, useContext, useId } from "react";
import { inputClass, labelClass } from "./styles";
import type { LeadFields } from "./useLeadForm";

/**
 * Labelled form controls bound to a form, the admin's (rvf) or a lead form (useLeadForm). Errors
 * come from the browser-side check, or from the server when the page was re-rendered without
 * JavaScript (rvf reads the action's reply; lead forms also give `PageFieldErrors`).
 */

/** Field errors of a page re-rendered without JavaScript, provided by LeadFormFrame. */
export const PageFieldErrors = createContext<Record<string, string>>({});

// biome-ignore lint/suspicious/noExplicitAny: a field works with any form's values.
export type AnyForm = FormApi<any>;

/** What a field asks of its form: an admin form's rvf `FormApi`, or a lead form's fields. */
export type FieldForm = AnyForm | LeadFields;

export interface FieldProps {
  form: FieldForm;
  name: string;
  label: string;
  required?: boolean;
  hint?: string;
  tone?: "light" | "dark";
}

export function useFieldError(form: FieldForm, name: string) {
  const fromPage = useContext(PageFieldErrors)[name];
  return form.error(name) ?? fromPage;
}

export function useFieldIds(name: string) {
  const base = `${useId()}-${name}`;
  return { id: base, errorId: `${base}-erro`, hintId: `${base}-dica` };
}

export function Label({
  htmlFor,
  label,
  required,
  tone,
}: {
  htmlFor: string;
  label: string;
  required?: boolean;
  tone?: "light" | "dark";
}) {
  return (
    <label
      htmlFor={htmlFor}
      className={tone === "dark" ? "text-sm font-medium text-slate-200" : labelClass}
    >
      {label}
      {required ? (
        <span className="text-red-700" aria-hidden="true">
          {" "}
          *
        </span>
      ) : null}
    </label>
  );
}

export function Messages({
  error,
  hint,
  errorId,
  hintId,
  tone,
}: {
  error?: string | null;
  hint?: string;
  errorId: string;
  hintId: string;
  tone?: "light" | "dark";
}) {
  return (
    <>
      {hint ? (
        <p
          id={hintId}
          className={`mt-1 text-sm ${tone === "dark" ? "text-slate-400" : "text-slate-600"}`}
        >
          {hint}
        </p>
      ) : null}
      {error ? (
        <p
          id={errorId}
          className={`mt-1 text-sm font-medium ${tone === "dark" ? "text-red-300" : "text-red-700"}`}
        >
          {error}
        </p>
      ) : null}
    </>
  );
}

export function describedBy(
  error: unknown,
  hint: unknown,
  ids: { errorId: string; hintId: string },
) {
  return (
    [hint ? ids.hintId : null, error ? ids.errorId : null].filter(Boolean).join(" ") || undefined
  );
}

export function TextField({
  form,
  name,
  label,
  required,
  hint,
  tone,
  type = "text",
  autoComplete,
  placeholder,
  inputMode,
  readOnly,
  onChange,
}: FieldProps & {
  type?: "text" | "email" | "tel" | "url";
  autoComplete?: string;
  placeholder?: string;
  inputMode?: "text" | "email" | "tel" | "url";
  readOnly?: boolean;
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
}) {
  const ids = useFieldIds(name);
  const error = useFieldError(form, name);
  return (
    <div>
      <Label htmlFor={ids.id} label={label} required={required} tone={tone} />
      <input
        {...form.getInputProps(name, {
          id: ids.id,
          type,
          autoComplete,
          placeholder,
          inputMode,
          required,
          readOnly,
          onChange,
          "aria-invalid": error ? true : undefined,
          "aria-describedby": describedBy(error, hint, ids),
        })}
        className={inputClass}
      />
      <Messages error={error} hint={hint} tone={tone} {...ids} />
    </div>
  );
}

export function CheckboxField({ form, name, label, required, tone }: FieldProps) {
  const ids = useFieldIds(name);
  const error = useFieldError(form, name);
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          {...form.getInputProps(name, {
            id: ids.id,
            type: "checkbox",
            required,
            "aria-invalid": error ? true : undefined,
            "aria-describedby": error ? ids.errorId : undefined,
          })}
          className="mt-0.5 h-5 w-5 shrink-0 rounded border-slate-400 accent-brand-700"
        />
        <label
          htmlFor={ids.id}
          className={`text-sm leading-relaxed ${tone === "dark" ? "text-slate-300" : "text-slate-700"}`}
        >
          {label}
          {required ? (
            <span className="text-red-700" aria-hidden="true">
              {" "}
              *
            </span>
          ) : null}
        </label>
      </div>
      <Messages error={error} tone={tone} hintId="" errorId={ids.errorId} />
    </div>
  );
}
