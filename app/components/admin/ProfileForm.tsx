import { Form, useNavigation } from "react-router";
import { inputClass, labelClass } from "~/components/forms/styles";
import type { ProfileReply } from "~/lib/forms/team-schema";
import { formTypeLabels } from "~/lib/leads";
import { alertFormTypes } from "~/lib/team";
import { teamCopy } from "~content/team";
import { alertClass, primaryButton } from "./styles";

const copy = teamCopy.account;

/** A field's error under it, named by the field for screen readers. */
function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={id} className="mt-1 text-sm font-medium text-red-700">
      {error}
    </p>
  ) : null;
}

/**
 * 'Seus dados': name, e-mail and 'Avisar por e-mail a cada novo lead', one checkbox per form.
 * A plain post; refused, the page comes back with what was typed.
 */
export function ProfileForm({
  values,
  reply,
}: {
  values: { name: string; email: string; alertForms: string[] };
  reply?: ProfileReply;
}) {
  const navigation = useNavigation();
  const busy = navigation.formData?.get("intent") === "profile";
  const shown = reply?.repopulateFields ?? values;
  const errors = reply?.fieldErrors ?? {};
  const first = errors.name ?? errors.email ?? errors.alertForms;
  return (
    <Form method="post" className="mt-6 space-y-5" key={JSON.stringify(shown)}>
      {first ? (
        <p role="alert" className={alertClass}>
          {first}
        </p>
      ) : null}
      <input type="hidden" name="intent" value="profile" />
      <div>
        <label htmlFor="perfil-nome" className={labelClass}>
          {copy.name}
        </label>
        <input
          id="perfil-nome"
          name="name"
          autoComplete="name"
          maxLength={120}
          defaultValue={shown.name}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={errors.name ? "perfil-nome-erro" : undefined}
          className={inputClass}
        />
        <FieldError id="perfil-nome-erro" error={errors.name} />
      </div>
      <div>
        <label htmlFor="perfil-email" className={labelClass}>
          {copy.email}
        </label>
        <p id="perfil-email-dica" className="mt-1 text-sm text-slate-600">
          {copy.emailHint}
        </p>
        <input
          id="perfil-email"
          name="email"
          type="email"
          autoComplete="email"
          maxLength={254}
          defaultValue={shown.email}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={`perfil-email-dica${errors.email ? " perfil-email-erro" : ""}`}
          className={inputClass}
        />
        <FieldError id="perfil-email-erro" error={errors.email} />
      </div>
      <fieldset>
        <legend className={labelClass}>{copy.alerts}</legend>
        <p className="mt-1 text-sm text-slate-600">{copy.alertsHint}</p>
        <div className="mt-3 grid gap-2 sm:grid-cols-2">
          {alertFormTypes.map((type) => (
            <label key={type} className="flex min-h-11 items-center gap-3 text-slate-700">
              <input
                type="checkbox"
                name="alertForms"
                value={type}
                defaultChecked={shown.alertForms.includes(type)}
                className="h-5 w-5 shrink-0 rounded border-slate-400 accent-brand-700"
              />
              {formTypeLabels[type]}
            </label>
          ))}
        </div>
      </fieldset>
      <button type="submit" disabled={busy} className={primaryButton}>
        {busy ? teamCopy.password.saving : copy.save}
      </button>
    </Form>
  );
}
