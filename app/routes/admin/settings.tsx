import { AvailabilityForm } from "~/components/admin/AvailabilityForm";
import { EmailChangeForm } from "~/components/admin/EmailChangeForm";
import { PasswordChangeForm } from "~/components/admin/PasswordChangeForm";
import { type AlertsOffer, ProfileForm } from "~/components/admin/ProfileForm";
import { AdminPage } from "~/components/layout/AdminPage";
import { receivesLeadAlerts } from "~/lib/admin-areas";
import { adminMeta } from "~/lib/admin-meta";
import { AVAILABILITY_FORM_ID } from "~/lib/forms/availability-schema";
import { PASSWORD_FORM_ID } from "~/lib/forms/password-schema";
import { EMAIL_FORM_ID, PROFILE_FORM_ID } from "~/lib/forms/team-schema";
import { roleLabels } from "~/lib/team";
import { requireAdmin, requireAdminAction } from "~/routes/handlers/admin-access.server";
import { readForm } from "~/routes/handlers/read-form.server";
import { db } from "~/server/db/index.server";
import { mailConfigured } from "~/server/team/index.server";
import { memberById } from "~/server/team/members.server";
import { pendingEmail } from "~/server/team/tokens.server";
import { adminCopy } from "~content/admin";
import { availabilityCopy } from "~content/admin-booking";
import { teamCopy } from "~content/team";
import type { Route } from "./+types/settings";
import { availabilityCard, readCalendarNow, saveAvailabilityForm } from "./availability.server";
import { saveEmail, savePassword, saveProfile } from "./settings.server";

const copy = adminCopy.settings;
const card = "rounded-2xl border border-slate-200 bg-white p-6 shadow-sm";

export const meta = () => adminMeta(copy.heading);

/** 'Minha conta' (the spec's /admin/settings): every role's own data, e-mail and password. */
export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  const member = await memberById(db(), admin.id);
  const email = member?.email ?? "";
  const mailOff = !mailConfigured();
  const alerts: AlertsOffer = !receivesLeadAlerts(admin.role)
    ? { kind: "not-for-role" }
    : email
      ? { kind: "choose", email, mailOff }
      : { kind: "no-email" };
  return {
    mustChange: admin.mustChangePassword,
    role: roleLabels[admin.role],
    profile: { name: member?.name ?? "", alertForms: member?.alertForms ?? [] },
    alerts,
    email: { current: email, pending: (await pendingEmail(db(), admin.id))?.email, mailOff },
    // 'Disponibilidade': for the roles that take calls only.
    availability: await availabilityCard(admin),
  };
}

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdminAction(request);
  const form = await readForm(request);
  const intent = form.get("intent");
  if (intent === "profile") return saveProfile(admin, form);
  if (intent === "email") return saveEmail(admin, form);
  if (intent === "availability") return saveAvailabilityForm(admin, form);
  if (intent === "read-calendar") return readCalendarNow(admin);
  return savePassword(admin, form);
}

export default function AdminSettingsPage({ actionData, loaderData }: Route.ComponentProps) {
  const profileReply = actionData?.formId === PROFILE_FORM_ID ? actionData : undefined;
  const emailReply = actionData?.formId === EMAIL_FORM_ID ? actionData : undefined;
  const passwordErrors = actionData?.formId === PASSWORD_FORM_ID ? actionData.fieldErrors : {};
  const availabilityReply = actionData?.formId === AVAILABILITY_FORM_ID ? actionData : undefined;
  return (
    <AdminPage title={copy.heading}>
      <p className="text-slate-600">{teamCopy.account.role(loaderData.role)}</p>
      <div className="mt-6 grid items-start gap-8 xl:grid-cols-2">
        <section aria-labelledby="alterar-senha" className={`${card} max-w-xl`}>
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
          <PasswordChangeForm key={JSON.stringify(passwordErrors ?? {})} />
        </section>
        <div className="grid max-w-xl gap-8">
          <section aria-labelledby="seus-dados" className={card}>
            <h2 id="seus-dados" className="text-xl font-bold text-ink">
              {teamCopy.account.profile}
            </h2>
            <p className="mt-1 text-slate-600">{teamCopy.account.profileHint}</p>
            <ProfileForm
              values={loaderData.profile}
              reply={profileReply}
              alerts={loaderData.alerts}
            />
          </section>
          <section aria-labelledby="email-de-acesso" className={card}>
            <h2 id="email-de-acesso" className="text-xl font-bold text-ink">
              {teamCopy.account.emailCard}
            </h2>
            <p className="mt-1 text-slate-600">{teamCopy.account.emailCardHint}</p>
            <EmailChangeForm {...loaderData.email} reply={emailReply} />
          </section>
        </div>
      </div>
      {loaderData.availability ? (
        <section
          id="disponibilidade"
          aria-labelledby="disponibilidade-titulo"
          className={`${card} mt-8 max-w-4xl`}
        >
          <h2 id="disponibilidade-titulo" className="text-xl font-bold text-ink">
            {availabilityCopy.heading}
          </h2>
          <p className="mt-1 text-slate-600">{availabilityCopy.intro}</p>
          <AvailabilityForm card={loaderData.availability} reply={availabilityReply} />
        </section>
      ) : null}
    </AdminPage>
  );
}
