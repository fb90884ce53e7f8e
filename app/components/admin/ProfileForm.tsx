import { Form, useNavigation } from "react-router";
import { inputClass, labelClass } from "~/components/forms/styles";
import type { ProfileReply } from "~/lib/forms/team-schema";
import { formTypeLabels } from "~/lib/leads";
import { alertFormTypes } from "~/lib/team";
import { teamCopy } from "~content/team";
import { FormAlert } from "./EditorParts";
import { primaryButton } from "./styles";

const copy = teamCopy.account;

/** A field's error under it, named by the field for screen readers. */
function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={id} className="mt-1 text-sm font-medium text-red-700">
      {error}
    </p>
  ) : null;
}

/** What 'Seus dados' says about alerts: the choice, or why there is none (ADR 0048). */
export type AlertsOffer =
  | { kind: "choose"; email: string; mailOff: boolean }
  | { kind: "no-email" }
  | { kind: "not-for-role" };

/**
 * 'Seus dados': name and, for the roles that open leads, 'Avisar por e-mail a cada novo lead',
 * one checkbox per form. A plain post; refused, the page comes back with what was typed.
 */
export function ProfileForm({
  values,
  reply,
  alerts,
}: {
  values: { name: string; alertForms: string[] };
  reply?: ProfileReply;
  alerts: AlertsOffer;
}) {
  const navigation = useNavigation();
  const busy = navigation.formData?.get("intent") === "profile";
  const shown = reply?.repopulateFields ?? values;
  const errors = reply?.fieldErrors ?? {};
  const first = errors.name ?? errors.alertForms;
  return (
    <Form method="post" className="mt-6 space-y-5" key={JSON.stringify(shown)}>
      <FormAlert message={first} />
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
      {alerts.kind === "choose" ? (
        <fieldset>
          <legend className={labelClass}>{copy.alerts}</legend>
          <p className="mt-1 text-sm text-slate-600">{copy.alertsHint(alerts.email)}</p>
          {alerts.mailOff ? (
            <p className="mt-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
              {copy.alertsMailOff}
            </p>
          ) : null}
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
      ) : (
        <div>
          <p className={labelClass}>{copy.alerts}</p>
          <p className="mt-1 text-sm text-slate-600">
            {alerts.kind === "no-email" ? copy.alertsNoEmail : copy.alertsNotForRole}
          </p>
        </div>
      )}
      <button type="submit" disabled={busy} className={primaryButton}>
        {busy ? teamCopy.password.saving : copy.save}
      </button>
    </Form>
  );
}
