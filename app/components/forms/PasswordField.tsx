import { type ComponentProps, useState } from "react";
import { useHydrated } from "~/lib/use-hydrated";
import { adminCopy } from "~content/admin";
import {
  type AnyForm,
  describedBy,
  type FieldProps,
  Label,
  Messages,
  useFieldError,
  useFieldIds,
} from "./Fields";
import { inputClass } from "./styles";

// Its own file: only the admin has passwords, and the lead forms' code should not carry this.

/**
 * A password input with a show/hide toggle. The toggle needs JavaScript, so it only appears
 * with it. The login uses it as it is; forms with a schema use `PasswordField`.
 */
export function PasswordInput(props: Omit<ComponentProps<"input">, "type" | "className">) {
  const hydrated = useHydrated();
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <input
        {...props}
        type={visible ? "text" : "password"}
        className={`${inputClass} ${hydrated ? "pr-24" : ""}`}
      />
      {hydrated ? (
        <button
          type="button"
          onClick={() => setVisible((shown) => !shown)}
          aria-pressed={visible}
          aria-controls={props.id}
          className="absolute inset-y-0 right-0 mt-1.5 flex min-w-11 items-center px-3 text-sm font-medium text-brand-700 hover:text-brand-900"
        >
          {visible ? adminCopy.login.hidePassword : adminCopy.login.showPassword}
        </button>
      ) : null}
    </div>
  );
}

/** A labelled password bound to an rvf form; what was typed is never sent back. */
export function PasswordField({
  form,
  name,
  label,
  required = true,
  hint,
  autoComplete,
}: Omit<FieldProps, "form" | "tone"> & {
  form: AnyForm;
  autoComplete: "current-password" | "new-password";
}) {
  const ids = useFieldIds(name);
  const error = useFieldError(form, name);
  return (
    <div>
      <Label htmlFor={ids.id} label={label} required={required} />
      <PasswordInput
        {...form.getInputProps(name, {
          id: ids.id,
          autoComplete,
          required,
          "aria-invalid": error ? true : undefined,
          "aria-describedby": describedBy(error, hint, ids),
        })}
      />
      <Messages error={error} hint={hint} {...ids} />
    </div>
  );
}
