import { parseFormData, useForm } from "@rvf/react-router";
import { data, useNavigation } from "react-router";
import { alertClass, primaryButton } from "~/components/admin/styles";
import { PasswordField } from "~/components/forms/PasswordField";
import { AdminPage } from "~/components/layout/AdminPage";
import {
  PASSWORD_FORM_ID,
  type PasswordChangeReply,
  passwordChangeSchema,
} from "~/lib/forms/password-schema";
import { pageTitle } from "~/lib/seo";
import { useHydrated } from "~/lib/use-hydrated";
import { requireAdmin, requireAdminAction } from "~/routes/handlers/admin-access.server";
import { redirectWithToast } from "~/routes/handlers/flash.server";
import { readForm } from "~/routes/handlers/read-form.server";
import { changePassword } from "~/server/auth/password-change.server";
import { adminCopy } from "~content/admin";
import type { Route } from "./+types/settings";

const copy = adminCopy.settings;

export const meta: Route.MetaFunction = () => [
  { title: pageTitle(copy.heading) },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  return { mustChange: admin.mustChangePassword };
}

const emptyPasswords = { currentPassword: "", newPassword: "", confirmPassword: "" };

const refuse = (reply: Omit<PasswordChangeReply, "formId">, status = 400) =>
  data<PasswordChangeReply>({ formId: PASSWORD_FORM_ID, ...reply }, { status });

/**
 * The schema's checks first (answered without counting a guess), then what only the server
 * knows: the current password (counted, 429 past the limit) and the most common passwords.
 */
export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdminAction(request);
  const form = await readForm(request);
  // No password is longer: a huge one would only cost hashing time.
  for (const name of Object.keys(emptyPasswords)) {
    const value = form.get(name);
    if (typeof value === "string") form.set(name, value.slice(0, 1000));
  }
  const parsed = await parseFormData(form, passwordChangeSchema);
  if (parsed.error) return refuse({ fieldErrors: parsed.error.fieldErrors });
  const refusal = await changePassword(admin, parsed.data);
  if (refusal) return refuse({ fieldErrors: refusal.fieldErrors }, refusal.throttled ? 429 : 400);
  return redirectWithToast("/admin/settings", { title: copy.success, variant: "success" });
}

export default function AdminSettingsPage({ actionData, loaderData }: Route.ComponentProps) {
  return (
    <AdminPage title={copy.heading}>
      <section
        aria-labelledby="alterar-senha"
        className="max-w-xl rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
      >
        <h2 id="alterar-senha" className="text-xl font-bold text-ink">
          {copy.card}
        </h2>
        <p className="mt-1 text-slate-600">{copy.description}</p>
        {loaderData.mustChange ? (
          <div className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950">
            <p className="font-semibold">{copy.mustChange.title}</p>
            <p className="mt-1 text-sm">{copy.mustChange.description}</p>
          </div>
        ) : null}
        {/* A new form after each refusal: the fields come back empty, as the spec clears them. */}
        <PasswordChangeForm key={JSON.stringify(actionData?.fieldErrors ?? {})} />
      </section>
    </AdminPage>
  );
}

/** 'Alterar Senha': `passwordChangeSchema` in the browser, again in the action. */
function PasswordChangeForm() {
  const hydrated = useHydrated();
  const busy = useNavigation().state === "submitting";
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
