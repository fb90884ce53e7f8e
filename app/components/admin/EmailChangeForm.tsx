import { Form, useNavigation } from "react-router";
import { PasswordInput } from "~/components/forms/PasswordField";
import { inputClass, labelClass } from "~/components/forms/styles";
import type { EmailChangeReply } from "~/lib/forms/team-schema";
import { EMAIL_CONFIRM_HOURS } from "~/lib/team";
import { teamCopy } from "~content/team";
import { FormAlert } from "./EditorParts";
import { primaryButton } from "./styles";

const copy = teamCopy.account;

const errorLine = (id: string, error?: string) =>
  error ? (
    <p id={id} className="mt-1 text-sm font-medium text-red-700">
      {error}
    </p>
  ) : null;

/**
 * 'E-mail de acesso' (ADR 0048): the address in use, the one waiting for its link, and the
 * change, asked with the current password. A plain post; refused, the address comes back.
 */
export function EmailChangeForm({
  current,
  pending,
  mailOff,
  reply,
}: {
  current: string;
  pending?: string;
  mailOff: boolean;
  reply?: EmailChangeReply;
}) {
  const busy = useNavigation().formData?.get("intent") === "email";
  const errors = reply?.fieldErrors ?? {};
  const first = errors.email ?? errors.currentPassword;
  const described = (id: string, hint?: string) =>
    [hint, errors[id] ? `email-${id}-erro` : undefined].filter(Boolean).join(" ") || undefined;
  return (
    <>
      <dl className="mt-4 text-sm">
        <dt className="font-medium text-slate-600">{copy.currentEmail}</dt>
        <dd className="mt-1 break-all font-semibold text-ink">{current || copy.noEmail}</dd>
      </dl>
      {pending ? (
        <p className="mt-4 rounded-lg border border-sky-200 bg-sky-50 p-3 text-sm text-sky-950">
          {copy.pending(pending)}
        </p>
      ) : null}
      <p
        className={`mt-4 text-sm ${mailOff ? "rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-950" : "text-slate-600"}`}
      >
        {mailOff ? copy.emailMailOff : copy.emailHow(EMAIL_CONFIRM_HOURS)}
      </p>
      <Form
        method="post"
        className="mt-6 space-y-5"
        key={JSON.stringify(reply?.repopulateFields ?? {})}
      >
        <FormAlert message={first} />
        <input type="hidden" name="intent" value="email" />
        <div>
          <label htmlFor="email-novo" className={labelClass}>
            {copy.newEmail}
          </label>
          <input
            id="email-novo"
            name="email"
            type="email"
            autoComplete="email"
            required
            maxLength={254}
            defaultValue={reply?.repopulateFields.email ?? ""}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={described("email")}
            className={inputClass}
          />
          {errorLine("email-email-erro", errors.email)}
        </div>
        <div>
          <label htmlFor="email-senha" className={labelClass}>
            {copy.currentPassword}
          </label>
          <p id="email-senha-dica" className="mt-1 text-sm text-slate-600">
            {copy.currentPasswordHint}
          </p>
          <PasswordInput
            id="email-senha"
            name="currentPassword"
            autoComplete="current-password"
            required
            maxLength={1000}
            aria-invalid={errors.currentPassword ? true : undefined}
            aria-describedby={described("currentPassword", "email-senha-dica")}
          />
          {errorLine("email-currentPassword-erro", errors.currentPassword)}
        </div>
        <button type="submit" disabled={busy} className={primaryButton}>
          {busy ? copy.emailSubmitting : copy.emailSubmit}
        </button>
      </Form>
    </>
  );
}
