import { useForm } from "@rvf/react-router";
import { Link, useNavigation } from "react-router";
import { PasswordField } from "~/components/forms/PasswordField";
import { validationBehavior } from "~/components/forms/styles";
import { NEW_PASSWORD_FORM_ID, newPasswordSchema } from "~/lib/forms/password-schema";
import { useHydrated } from "~/lib/use-hydrated";
import { teamCopy } from "~content/team";
import { alertClass, primaryButton, secondaryButton } from "./styles";

type Problem = "expired" | "used" | "revoked" | "unknown";

/** The frame of the pages a person reaches without a session (link, forgot password). */
export function PublicAdminCard({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="mx-auto max-w-md px-4 py-16 sm:py-24">
      <h1 className="text-3xl font-bold tracking-tight text-ink">{title}</h1>
      {children}
    </section>
  );
}

/** A link that does not work: why, and where to go. */
export function LinkProblemPage({ problem }: { problem: Problem }) {
  const copy = teamCopy.link;
  return (
    <PublicAdminCard title={copy.invalidTitle}>
      <p className="mt-3 text-slate-700">{copy[problem]}</p>
      <div className="mt-6 flex flex-wrap gap-3">
        <Link to="/admin/login" className={primaryButton}>
          {copy.toLogin}
        </Link>
        <Link to="/admin/esqueci-senha" className={secondaryButton}>
          {copy.toForgot}
        </Link>
      </div>
    </PublicAdminCard>
  );
}

/** 'Nova senha' and 'Confirmar senha' of a link; the same rules as 'Minha conta'. */
export function NewPasswordForm({ email, submit }: { email: string; submit: string }) {
  const hydrated = useHydrated();
  const busy = useNavigation().state === "submitting";
  const form = useForm({
    id: NEW_PASSWORD_FORM_ID,
    schema: newPasswordSchema,
    method: "post",
    defaultValues: { newPassword: "", confirmPassword: "" },
    validationBehaviorConfig: validationBehavior,
  });
  const firstError = form.error("newPassword") ?? form.error("confirmPassword");
  return (
    <>
      {firstError ? (
        <p role="alert" className={`mt-6 ${alertClass}`}>
          {firstError}
        </p>
      ) : null}
      <form {...form.getFormProps()} method="post" noValidate={hydrated} className="mt-6 space-y-5">
        {/* The account's name, for the browser's password manager. */}
        <input type="hidden" name="username" autoComplete="username" value={email} />
        <PasswordField
          form={form}
          name="newPassword"
          label={teamCopy.password.next}
          autoComplete="new-password"
        />
        <PasswordField
          form={form}
          name="confirmPassword"
          label={teamCopy.password.confirm}
          autoComplete="new-password"
        />
        <button type="submit" disabled={busy} className={`${primaryButton} min-h-12 w-full`}>
          {busy ? teamCopy.password.saving : submit}
        </button>
      </form>
    </>
  );
}
