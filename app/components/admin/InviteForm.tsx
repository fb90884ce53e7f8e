import { useNavigation } from "react-router";
import { SelectField } from "~/components/forms/ChoiceFields";
import { TextField } from "~/components/forms/Fields";
import {
  emptyInvite,
  INVITE_FORM_ID,
  type InviteReply,
  inviteSchema,
} from "~/lib/forms/team-schema";
import { roleLabels, roles } from "~/lib/team";
import { useHydrated } from "~/lib/use-hydrated";
import { teamCopy } from "~content/team";
import { alertClass, primaryButton } from "./styles";
import { useAdminForm } from "./useAdminForm";

const copy = teamCopy.invite;
const roleOptions = roles.map((role) => ({ value: role, label: roleLabels[role] }));

/** 'Convidar pessoa': the schema in the browser through rvf, again in the action. */
export function InviteForm({ reply }: { reply?: InviteReply }) {
  const hydrated = useHydrated();
  const busy = useNavigation().formData?.get("intent") === "invite";
  const { form, message: refused } = useAdminForm({
    id: INVITE_FORM_ID,
    schema: inviteSchema,
    initial: emptyInvite,
    refusal: () => copy.invalid,
    reply,
  });
  return (
    <section
      aria-labelledby="convidar"
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id="convidar" className="text-xl font-bold text-ink">
        {copy.heading}
      </h2>
      {refused ? (
        <p role="alert" className={`mt-4 ${alertClass}`}>
          {refused}
        </p>
      ) : null}
      <form {...form.getFormProps()} method="post" noValidate={hydrated} className="mt-4 space-y-4">
        <input type="hidden" name="intent" value="invite" />
        <TextField form={form} name="name" label={copy.name} required autoComplete="off" />
        <TextField
          form={form}
          name="email"
          label={copy.email}
          type="email"
          required
          autoComplete="off"
        />
        <SelectField form={form} name="role" label={copy.role} required options={roleOptions} />
        <button type="submit" disabled={busy} className={primaryButton}>
          {busy ? copy.submitting : copy.submit}
        </button>
      </form>
    </section>
  );
}
