import { useForm } from "@rvf/react-router";
import { useNavigation } from "react-router";
import { PasswordField } from "~/components/forms/PasswordField";
import { PASSWORD_FORM_ID, passwordChangeSchema } from "~/lib/forms/password-schema";
import { useHydrated } from "~/lib/use-hydrated";
import { adminCopy } from "~content/admin";
import { alertClass, primaryButton } from "./styles";

const copy = adminCopy.settings;
const emptyPasswords = { currentPassword: "", newPassword: "", confirmPassword: "" };

/** 'Alterar Senha': `passwordChangeSchema` in the browser, again in the action. */
export function PasswordChangeForm() {
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === null;
  const form = useForm({
    id: PASSWORD_FORM_ID,
    schema: passwordChangeSchema,
    method: "post",
    defaultValues: emptyPasswords,
    // Saved: the page comes back with its message and the fields empty.
    resetAfterSubmit: true,
    validationBehaviorConfig: {
      initial: "onSubmit",
      whenTouched: "onSubmit",
      whenSubmitted: "onChange",
    },
  });
  // One message above the form, the first field's: the browser's check or the server's.
  const firstError =
    form.error("currentPassword") ?? form.error("newPassword") ?? form.error("confirmPassword");
  return (
    <>
      {firstError ? (
        <p role="alert" className={`mt-4 ${alertClass}`}>
          {firstError}
        </p>
      ) : null}
      <form {...form.getFormProps()} method="post" noValidate={hydrated} className="mt-6 space-y-5">
        <PasswordField
          form={form}
          name="currentPassword"
          label={copy.current}
          autoComplete="current-password"
        />
        <PasswordField
          form={form}
          name="newPassword"
          label={copy.next}
          autoComplete="new-password"
        />
        <PasswordField
          form={form}
          name="confirmPassword"
          label={copy.confirm}
          autoComplete="new-password"
        />
        <button type="submit" disabled={busy} className={primaryButton}>
          {busy ? copy.saving : copy.save}
        </button>
      </form>
    </>
  );
}
