import { data, Form, useNavigation } from "react-router";
import { PasswordField } from "~/components/admin/PasswordField";
import { alertClass, primaryButton } from "~/components/admin/styles";
import { AdminPage } from "~/components/layout/AdminPage";
import { pageTitle } from "~/lib/seo";
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

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdminAction(request);
  const form = await readForm(request);
  const field = (name: string) => String(form.get(name) ?? "").slice(0, 1000);
  const errors = await changePassword(admin, {
    current: field("currentPassword"),
    next: field("newPassword"),
    confirm: field("confirmPassword"),
  });
  const { throttled, ...messages } = errors;
  if (Object.keys(messages).length) {
    return data({ errors: messages }, { status: throttled ? 429 : 400 });
  }
  return redirectWithToast("/admin/settings", { title: copy.success, variant: "success" });
}

const fields = [
  { name: "currentPassword", label: copy.current, error: "current" },
  { name: "newPassword", label: copy.next, error: "next" },
  { name: "confirmPassword", label: copy.confirm, error: "confirm" },
] as const;

export default function AdminSettingsPage({ actionData, loaderData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const errors = actionData?.errors ?? {};
  const firstError = errors.current ?? errors.next ?? errors.confirm;
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
        {firstError ? (
          <p role="alert" className={`mt-4 ${alertClass}`}>
            {firstError}
          </p>
        ) : null}
        {/* A new key after each answer: the fields come back empty, as the spec clears them. */}
        <Form method="post" className="mt-6 space-y-5" key={JSON.stringify(errors)}>
          {fields.map((field) => (
            <PasswordField
              key={field.name}
              id={field.name}
              name={field.name}
              label={field.label}
              autoComplete={field.name === "currentPassword" ? "current-password" : "new-password"}
              error={errors[field.error]}
            />
          ))}
          <button type="submit" disabled={busy} className={primaryButton}>
            {busy ? copy.saving : copy.save}
          </button>
        </Form>
      </section>
    </AdminPage>
  );
}
