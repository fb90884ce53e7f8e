import type { ReactNode } from "react";
import type { FieldSpec } from "~/lib/site-content/fields";
import { useHydrated } from "~/lib/use-hydrated";
import { siteContentCopy } from "~content/admin-site-content";

const copy = siteContentCopy.editor;

/**
 * A field in effect only for some values of another (`when`): marked for `useWhenFields` to
 * hide while it does not apply; before the app runs (and without JavaScript), a line says when
 * it applies.
 */
export function When({
  spec,
  fields,
  prefix,
  children,
}: {
  spec: FieldSpec;
  fields: FieldSpec[];
  prefix: string;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  const when = spec.when;
  if (!when) return children;
  const control = fields.find((other) => other.name === when.field);
  const options = control?.type === "select" ? control.options : [];
  const values = when.is
    .filter(Boolean)
    .map((value) => options.find((option) => option.value === value)?.label ?? value);
  const note =
    control?.type === "select" ? copy.whenNote(control.label, values) : copy.whenIncluded;
  return (
    <div
      data-when={`${prefix}${when.field}`}
      data-when-is={when.is.join(" ")}
      className="flex flex-col gap-1"
    >
      {children}
      {hydrated ? null : <p className="text-sm text-slate-600 italic">{note}</p>}
    </div>
  );
}
