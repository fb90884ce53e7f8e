// The form of /admin/site, checked in the browser through rvf and again by the action, like
// the other admin forms (ADR 0008).
import * as z from "zod/mini";
import { adminSiteSettingsCopy } from "~content/admin-site-settings";
import { acceptedServiceNames, type EmbedKind, isAcceptedEmbed } from "../embed-services";
import { SITE_SETTING_KEYS, type SiteSettingKey, type SiteSettingValues } from "../site-settings";
import { isEmail } from "./schemas";
import { textChecks } from "./text-checks";

const copy = adminSiteSettingsCopy;

/** Also the `<form>`'s id, which rvf's inputs name in `form=`: unique in the page. */
export const SITE_SETTINGS_FORM_ID = "site-settings";

export const emptySiteSettingValues = Object.fromEntries(
  SITE_SETTING_KEYS.map((key) => [key, ""]),
) as SiteSettingValues;

const ADDRESS_MAX = 500;
/** The longest value of each field, in characters. */
export const SITE_SETTING_LIMITS: Record<SiteSettingKey, number> = {
  ...(Object.fromEntries(SITE_SETTING_KEYS.map((key) => [key, ADDRESS_MAX])) as Record<
    SiteSettingKey,
    number
  >),
  contactEmail: 254,
  whatsapp: 30,
};

const { atMost, anyTooLong } = textChecks(SITE_SETTING_LIMITS, copy.tooLong);

/** A complete https address (http, javascript: or a path are refused). */
export function isHttpsAddress(value: string) {
  if (value.length > ADDRESS_MAX || !URL.canParse(value)) return false;
  const url = new URL(value);
  return url.protocol === "https:" && url.hostname !== "" && !url.username && !url.password;
}

/** A phone as people type it (+55 (11) 91234-5678), as the digits wa.me takes. */
export const phoneDigits = (value: string) => value.replace(/[\s()+.-]/g, "");
/** An address as the site writes it in links and legal text: plain characters only. */
const isContactEmail = (value: string) => /^[A-Za-z0-9._%+@-]+$/.test(value) && isEmail(value);
const isPhone = (value: string) => /^\d{10,15}$/.test(phoneDigits(value));

const blankOr = (check: (value: string) => boolean) => (value: string) =>
  value.trim() === "" || check(value.trim());

const field = (key: SiteSettingKey, check: (value: string) => boolean, message: string) =>
  z._default(z.string().check(atMost(key), z.refine(blankOr(check), message)), "");

const address = (key: SiteSettingKey) => field(key, isHttpsAddress, copy.notHttps);

/** A calendar, the survey or the script: https, and on a listed service (ADR 0047). */
const embed = (key: SiteSettingKey, kind: EmbedKind) =>
  z._default(
    z.string().check(
      atMost(key),
      z.refine(blankOr(isHttpsAddress), copy.notHttps),
      z.refine(
        blankOr((value) => !isHttpsAddress(value) || isAcceptedEmbed(value, kind)),
        copy.notListed(kind, acceptedServiceNames(kind)),
      ),
    ),
    "",
  );

/** A field the role may not change: whatever comes is replaced by the stored value. */
const kept = z._default(z.string(), "");

/**
 * The form's schema for a role that may not change `locked` (an Editor and the settings of
 * ADR 0047): those fields are not checked, the action keeps their stored values. Every field
 * may be blank (none, or for some the site's default); a value must be usable.
 */
export const siteSettingsSchemaFor = (locked: readonly SiteSettingKey[]) => {
  const embedded = (key: SiteSettingKey, kind: EmbedKind) =>
    locked.includes(key) ? kept : embed(key, kind);
  return z.pipe(
    z.object({
      calendarUrl: embedded("calendarUrl", "frame"),
      embedScriptUrl: embedded("embedScriptUrl", "script"),
      communityUrl: address("communityUrl"),
      partnerSurveyUrl: embedded("partnerSurveyUrl", "frame"),
      contactEmail: field("contactEmail", isContactEmail, copy.badEmail),
      whatsapp: field("whatsapp", isPhone, copy.badPhone),
      linkedin: address("linkedin"),
      instagram: address("instagram"),
      youtube: address("youtube"),
    }),
    z.transform((values): SiteSettingValues => {
      const trimmed = Object.fromEntries(
        SITE_SETTING_KEYS.map((key) => [key, values[key].trim()]),
      ) as SiteSettingValues;
      return {
        ...trimmed,
        contactEmail: trimmed.contactEmail.toLowerCase(),
        whatsapp: phoneDigits(trimmed.whatsapp),
      };
    }),
  );
};

/** The message above the form for a refusal. */
export const siteSettingsRefusal = (fieldErrors: Record<string, string>) =>
  anyTooLong(fieldErrors)
    ? "Alguns campos passaram do tamanho permitido. Confira os campos marcados."
    : copy.refused;

/** What the form's action answers when it does not redirect (rvf's shape). */
export interface SiteSettingsReply {
  formId: typeof SITE_SETTINGS_FORM_ID;
  fieldErrors: Record<string, string>;
  repopulateFields: SiteSettingValues;
  message?: string;
}
