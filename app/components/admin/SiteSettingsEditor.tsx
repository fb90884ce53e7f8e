import { useMemo } from "react";
import { acceptedServiceNames } from "~/lib/embed-services";
import {
  SITE_SETTINGS_FORM_ID,
  type SiteSettingsReply,
  siteSettingsRefusal,
  siteSettingsSchemaFor,
} from "~/lib/forms/site-settings-schema";
import { type SiteSettingKey, type SiteSettingValues, settingVariables } from "~/lib/site-settings";
import { adminSiteSettingsCopy } from "~content/admin-site-settings";
import { TextField } from "../forms/Fields";
import { EditorForm } from "./EditorParts";
import { primaryButton } from "./styles";
import { useAdminForm } from "./useAdminForm";

const copy = adminSiteSettingsCopy;

type Source = "env" | "stored" | "default" | "unset" | "refused";

const groups: { title: string; fields: SiteSettingKey[]; embeds?: true }[] = [
  {
    title: copy.groups.booking,
    fields: ["calendarUrl", "embedScriptUrl", "partnerSurveyUrl"],
    embeds: true,
  },
  { title: copy.groups.links, fields: ["communityUrl"] },
  { title: copy.groups.contact, fields: ["contactEmail", "whatsapp"] },
  { title: copy.groups.social, fields: ["linkedin", "instagram", "youtube"] },
];

const inputType = (key: SiteSettingKey) =>
  key === "contactEmail" ? "email" : key === "whatsapp" ? "tel" : "url";

const hintOf = (key: SiteSettingKey) =>
  key === "linkedin" || key === "instagram" || key === "youtube"
    ? copy.hints.social
    : copy.hints[key];

const badge: Record<Source, string> = {
  env: "bg-amber-50 text-amber-900 ring-amber-200",
  stored: "bg-emerald-50 text-emerald-900 ring-emerald-200",
  default: "bg-slate-100 text-slate-800 ring-slate-200",
  unset: "bg-slate-100 text-slate-700 ring-slate-200",
  refused: "bg-red-50 text-red-800 ring-red-200",
};

const EMBEDS_NOTE_ID = "site-settings-embeds-note";

/** Under the booking group's title: who may change it (ADR 0047) and from which services. */
function EmbedsNote({ locked }: { locked: boolean }) {
  return (
    <p
      id={EMBEDS_NOTE_ID}
      data-embeds-note={locked ? "locked" : "accepted"}
      className={`rounded-lg px-3 py-2 text-sm ${locked ? "bg-amber-50 text-amber-950 ring-1 ring-amber-200" : "bg-slate-50 text-slate-700"}`}
    >
      {locked
        ? copy.embeds.locked
        : copy.embeds.accepted(acceptedServiceNames("frame"), acceptedServiceNames("script"))}
    </p>
  );
}

/** Which value a setting has in effect and why: the environment, this screen or the site. */
function SettingStatus({
  name,
  value,
  source,
}: {
  name: SiteSettingKey;
  value: string;
  source: Source;
}) {
  const variable = settingVariables[name];
  const label = source === "env" ? copy.source.env(variable ?? "") : copy.source[source];
  return (
    <div className="mt-2 text-sm text-slate-700" data-setting-status={name}>
      <span
        className={`inline-block rounded-full px-2.5 py-0.5 font-medium ring-1 ${badge[source]}`}
      >
        {label}
      </span>{" "}
      <span>
        {copy.inEffect}{" "}
        {value ? (
          <span className="break-all font-mono text-[0.8125rem]">{value}</span>
        ) : (
          copy.nothingInEffect
        )}
      </span>
      {source === "env" ? <p className="mt-1 text-amber-900">{copy.storedIgnored}</p> : null}
      {source === "refused" ? <p className="mt-1 text-red-800">{copy.embeds.refusedNote}</p> : null}
    </div>
  );
}

/**
 * The form of /admin/site: the site's calendars, links and contacts, each with the value in
 * effect and where it comes from. `locked`: the fields this role sees read-only (the action
 * keeps their stored values whatever is posted).
 */
export function SiteSettingsEditor({
  initial,
  inEffect,
  sources,
  locked,
  reply,
}: {
  initial: SiteSettingValues;
  inEffect: SiteSettingValues;
  sources: Record<SiteSettingKey, Source>;
  locked: SiteSettingKey[];
  reply?: SiteSettingsReply;
}) {
  const lockedKeys = locked.join();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the keys, not the array's identity
  const schema = useMemo(() => siteSettingsSchemaFor(locked), [lockedKeys]);
  const { form, message } = useAdminForm({
    id: SITE_SETTINGS_FORM_ID,
    schema,
    initial,
    refusal: siteSettingsRefusal,
    reply,
  });
  return (
    <EditorForm
      form={form}
      message={message}
      label={copy.title}
      className="mt-6 max-w-3xl space-y-8"
    >
      {groups.map((group) => (
        <fieldset
          key={group.title}
          className="space-y-6 rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
          aria-describedby={group.embeds ? EMBEDS_NOTE_ID : undefined}
        >
          <legend className="px-1 text-lg font-semibold text-ink">{group.title}</legend>
          {group.embeds ? (
            <EmbedsNote locked={group.fields.some((f) => locked.includes(f))} />
          ) : null}
          {group.fields.map((name) => (
            <div key={name}>
              <TextField
                form={form}
                name={name}
                label={copy.labels[name]}
                hint={
                  locked.includes(name) ? `${hintOf(name)} ${copy.embeds.readOnly}` : hintOf(name)
                }
                type={inputType(name)}
                autoComplete="off"
                readOnly={locked.includes(name)}
              />
              <SettingStatus name={name} value={inEffect[name]} source={sources[name]} />
            </div>
          ))}
        </fieldset>
      ))}
      <button type="submit" className={primaryButton}>
        {copy.save}
      </button>
    </EditorForm>
  );
}
