import type { ReactNode } from "react";
import { labelClass } from "~/components/forms/styles";

/** The ids and state a field's control takes from its frame. */
export interface ControlProps {
  id: string;
  name: string;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
}

/** A field's message under it, tied to the control by `id`. */
export function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={id} className="mt-1 text-sm font-medium text-red-700">
      {error}
    </p>
  ) : null;
}

/**
 * A plain-post form's field in the admin (no rvf state): the label, an optional hint and the
 * server's message around one control, which gets the ids that tie them together.
 */
export function LabelledField({
  id,
  name,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  name: string;
  label: string;
  hint?: string;
  error?: string;
  children: (props: ControlProps) => ReactNode;
}) {
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
      <FieldError id={`${id}-erro`} error={error} />
    </div>
  );
}
