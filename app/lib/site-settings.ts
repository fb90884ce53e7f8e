// The site's settings (/admin/site): the external addresses and contacts its pages show. Shared
// by the admin's form and the public pages; the server resolves them (app/server/site-settings).
import { useRouteLoaderData } from "react-router";
import { brand } from "~content/brand";
import type { EmbedKind } from "./embed-services";
import type { Role } from "./team";

export const SITE_SETTING_KEYS = [
  "calendarUrl",
  "embedScriptUrl",
  "communityUrl",
  "partnerSurveyUrl",
  "contactEmail",
  "whatsapp",
  "linkedin",
  "instagram",
  "youtube",
] as const;

export type SiteSettingKey = (typeof SITE_SETTING_KEYS)[number];
/** One value per setting; "" is none. */
export type SiteSettingValues = Record<SiteSettingKey, string>;

/** The environment variable that wins over each setting, where there is one. */
export const settingVariables: Partial<Record<SiteSettingKey, string>> = {
  calendarUrl: "BOOKING_CALENDAR_URL",
  embedScriptUrl: "BOOKING_EMBED_SCRIPT_URL",
  communityUrl: "COMMUNITY_URL",
  partnerSurveyUrl: "PARTNER_SURVEY_URL",
  whatsapp: "CONTACT_WHATSAPP",
};

/**
 * The site's own values, used until someone saves others. `calendarUrl` is the 'Agenda externa':
 * none by default, so the booking pages show the team's own free times (ADR 0057).
 */
export const settingDefaults: SiteSettingValues = {
  calendarUrl: "",
  embedScriptUrl: "",
  communityUrl: brand.links.communityUrl,
  partnerSurveyUrl: brand.links.partnerSurveyUrl,
  contactEmail: brand.contactEmail,
  whatsapp: "",
  linkedin: brand.social.linkedin,
  instagram: brand.social.instagram,
  youtube: brand.social.youtube,
};

/**
 * Settings the site cannot do without: saved blank, they mean the default. Any other saved
 * blank means none (a social network the company left, no WhatsApp).
 */
export const blankMeansDefault: ReadonlySet<SiteSettingKey> = new Set([
  "communityUrl",
  "partnerSurveyUrl",
  "contactEmail",
]);

/**
 * The settings that put another site's page or script into the public pages, and so receive
 * what visitors type or carry (the calendars' prefill): an Administrador's alone, and only on
 * a listed service (ADR 0047).
 */
export const embedSettings: Readonly<Partial<Record<SiteSettingKey, EmbedKind>>> = {
  calendarUrl: "frame",
  embedScriptUrl: "script",
  partnerSurveyUrl: "frame",
};

export const isEmbedSetting = (key: SiteSettingKey) => Object.hasOwn(embedSettings, key);

/** The settings a role sees but may not change in /admin/site. */
export const lockedSettings = (role: Role): SiteSettingKey[] =>
  role === "admin" ? [] : SITE_SETTING_KEYS.filter(isEmbedSetting);

/** What every public page shows of the settings: the footer, the booking pages' contacts. */
export interface SiteContacts {
  contactEmail: string;
  /** Digits with the country code (wa.me), or "" for none. */
  whatsapp: string;
  social: { linkedin: string; instagram: string; youtube: string };
}

export const contactsOf = (values: SiteSettingValues): SiteContacts => ({
  contactEmail: values.contactEmail,
  whatsapp: values.whatsapp,
  social: { linkedin: values.linkedin, instagram: values.instagram, youtube: values.youtube },
});

/** The contacts of the site's defaults: an error page, a meta function without the root's data. */
export const defaultContacts = contactsOf(settingDefaults);

/** The contacts the root loader read for this page; the site's defaults on an error page. */
export function useSiteContacts(): SiteContacts {
  const root = useRouteLoaderData("root") as { contacts?: SiteContacts } | undefined;
  return root?.contacts ?? defaultContacts;
}

/** The social links that are set, in the site's order, with their names. */
export const socialLinks = (contacts: SiteContacts) =>
  (
    [
      ["LinkedIn", contacts.social.linkedin],
      ["Instagram", contacts.social.instagram],
      ["YouTube", contacts.social.youtube],
    ] as const
  ).filter(([, href]) => href !== "");

export const whatsappHref = (digits: string) => `https://wa.me/${digits}`;
