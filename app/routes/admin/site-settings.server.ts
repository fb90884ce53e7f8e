import { parseFormData } from "@rvf/react-router";
import { formatDateTime } from "~/lib/dates";
import {
  emptySiteSettingValues,
  SITE_SETTING_LIMITS,
  SITE_SETTINGS_FORM_ID,
  type SiteSettingsReply,
  siteSettingsRefusal,
  siteSettingsSchemaFor,
} from "~/lib/forms/site-settings-schema";
import { errorToast } from "~/lib/forms/toasts";
import { lockedSettings, type SiteSettingKey } from "~/lib/site-settings";
import type { Role } from "~/lib/team";
import { requireAdminAction } from "~/routes/handlers/admin-access.server";
import { refusalOf, typedValues } from "~/routes/handlers/admin-content.server";
import { redirectWithToast } from "~/routes/handlers/flash.server";
import { readForm } from "~/routes/handlers/read-form.server";
import { logger } from "~/server/logger.server";
import {
  refusedSettings,
  saveSiteSettings,
  siteSettingHistory,
  siteSettingRevision,
  siteSettings,
} from "~/server/site-settings/settings.server";
import { adminSiteSettingsCopy } from "~content/admin-site-settings";

const copy = adminSiteSettingsCopy;
export const SITE_SETTINGS_PAGE = "/admin/site";

/**
 * What /admin/site shows: each setting's value in effect and where it comes from, the stored
 * values for the form (the site's values before anyone saved), the last revisions, and the
 * settings this role sees but may not change (ADR 0047).
 */
export async function siteSettingsPage(request: Request, role: Role) {
  const [settings, revisions] = await Promise.all([siteSettings(request), siteSettingHistory()]);
  // Before the first save, the form starts from what the site shows (environment aside).
  const values =
    settings.stored ??
    Object.fromEntries(
      Object.entries(settings.values).map(([key, value]) => [
        key,
        settings.sources[key as keyof typeof settings.sources] === "env" ? "" : value,
      ]),
    );
  return {
    values: { ...emptySiteSettingValues, ...values },
    inEffect: settings.values,
    sources: settings.sources,
    revisions,
    locked: lockedSettings(role),
  };
}

/** The form's action: 'Salvar configurações', or 'Restaurar' a revision (`intent=restore`). */
export async function handleSiteSettings(request: Request) {
  const admin = await requireAdminAction(request);
  const form = await readForm(request);
  const locked = lockedSettings(admin.role);
  if (form.get("intent") === "restore") {
    return restore(String(form.get("revision") ?? ""), admin, locked);
  }
  const values = typedValues(form, emptySiteSettingValues, SITE_SETTING_LIMITS);
  const refuse = refusalOf<SiteSettingsReply>(SITE_SETTINGS_FORM_ID, values);
  // What this role may not change is neither checked nor saved: the stored values stay.
  const parsed = await parseFormData(form, siteSettingsSchemaFor(locked));
  if (parsed.error) {
    return refuse(400, parsed.error.fieldErrors, siteSettingsRefusal(parsed.error.fieldErrors));
  }
  try {
    await saveSiteSettings(parsed.data, admin.username, { keep: locked });
  } catch (error) {
    logger.error({ err: error }, "falha ao salvar as configurações do site");
    return refuse(500, {}, copy.saveError);
  }
  return redirectWithToast(SITE_SETTINGS_PAGE, {
    title: copy.saved,
    description: copy.savedDescription,
    variant: "success",
  });
}

/**
 * 'Restaurar': a revision saved again as the newest. A role's locked settings stay as they are;
 * an Administrador's revision with an address off the list is not restored (ADR 0047).
 */
async function restore(raw: string, admin: { username: string }, locked: SiteSettingKey[]) {
  const id = /^\d{1,15}$/.test(raw) ? Number(raw) : undefined;
  const revision = id ? await siteSettingRevision(id) : undefined;
  if (!revision) {
    return redirectWithToast(
      SITE_SETTINGS_PAGE,
      errorToast({ title: copy.history.notFound, description: copy.history.notFoundDescription }),
    );
  }
  const refused = refusedSettings(revision.values).filter((key) => !locked.includes(key));
  if (refused.length) {
    const labels = refused.map((key) => `'${copy.labels[key]}'`).join(", ");
    return redirectWithToast(
      SITE_SETTINGS_PAGE,
      errorToast({
        title: copy.history.notRestored,
        description: copy.history.notRestoredDescription(labels),
      }),
    );
  }
  const saved = await saveSiteSettings(revision.values, admin.username, { keep: locked });
  const kept = locked.some((key) => saved[key] !== revision.values[key]);
  const when = copy.history.restoredDescription(formatDateTime(revision.savedAt));
  return redirectWithToast(SITE_SETTINGS_PAGE, {
    title: copy.history.restored,
    description: kept ? `${when} ${copy.history.keptLocked}` : when,
    variant: "success",
  });
}
