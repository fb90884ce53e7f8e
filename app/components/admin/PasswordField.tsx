import { useState } from "react";
import { useHydrated } from "~/lib/use-hydrated";
import { adminCopy } from "~content/admin";
import { inputClass, labelClass } from "../forms/styles";

type Props = {
  id: string;
  name: string;
  label: string;
  autoComplete: "current-password" | "new-password";
  error?: string;
  inputRef?: React.Ref<HTMLInputElement>;
};

/** A password input with a show/hide toggle; the toggle needs JavaScript, so it only appears with it. */
export function PasswordField({ id, name, label, autoComplete, error, inputRef }: Props) {
  const hydrated = useHydrated();
  const [visible, setVisible] = useState(false);
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <div className="relative">
        <input
          ref={inputRef}
          id={id}
          name={name}
          type={visible ? "text" : "password"}
          autoComplete={autoComplete}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-erro` : undefined}
          className={`${inputClass} ${hydrated ? "pr-24" : ""}`}
        />
        {hydrated ? (
          <button
            type="button"
            onClick={() => setVisible((v) => !v)}
            aria-pressed={visible}
            aria-controls={id}
            className="absolute inset-y-0 right-0 mt-1 flex min-w-11 items-center px-3 text-sm font-medium text-brand-700 hover:text-brand-900"
          >
            {visible ? adminCopy.login.hidePassword : adminCopy.login.showPassword}
          </button>
        ) : null}
      </div>
      {error ? (
        <p id={`${id}-erro`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
