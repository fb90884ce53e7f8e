// The site's settings (/admin/site): read from the database at each request that shows them,
// so a change saved on any instance is in effect at the next request on every instance. An
// environment variable, when set, wins over the stored value. A stored calendar, survey or
// script off the list of services counts as unset (ADR 0047).
import { desc, eq, lt } from "drizzle-orm";
import { isAcceptedEmbed } from "~/lib/embed-services";
import {
  blankMeansDefault,
  embedSettings,
  SITE_SETTING_KEYS,
  type SiteSettingKey,
  type SiteSettingValues,
  settingDefaults,
  settingVariables,
} from "~/lib/site-settings";
import { db, tables } from "../db/index.server";
import { type Env, env } from "../env.server";
import { logger } from "../logger.server";

const { siteSettingRevisions } = tables;

/** Where a setting's value in effect comes from. */
export type SettingSource = "env" | "stored" | "default" | "unset" | "refused";

export interface SiteSettings {
  /** The values in effect ("" for none). */
  values: SiteSettingValues;
  sources: Record<SiteSettingKey, SettingSource>;
  /** What the newest revision holds, in effect or not; undefined without a revision. */
  stored?: SiteSettingValues;
}

const text = (value: unknown) => (typeof value === "string" ? value : "");

/**
 * A stored revision's values, every key a string (a key it lacks is none). Revisions from
 * before ADR 0057 may hold a diagnosis or conversation calendar and no general one: the first
 * of them set is the one 'Agenda externa', so a team keeps the outside calendar it chose.
 */
export function storedValues(raw: Record<string, unknown>): SiteSettingValues {
  const values = Object.fromEntries(
    SITE_SETTING_KEYS.map((key) => [key, text(raw[key])]),
  ) as SiteSettingValues;
  values.calendarUrl ||= text(raw.diagnosisUrl) || text(raw.conversationUrl);
  return values;
}

/** A stored value that may not reach the pages: an embed on no listed service. */
export function isRefusedSetting(key: SiteSettingKey, value: string) {
  const kind = embedSettings[key];
  return kind !== undefined && value !== "" && !isAcceptedEmbed(value, kind);
}

/** The keys of `values` whose stored value is refused, in the form's order. */
export const refusedSettings = (values: SiteSettingValues) =>
  SITE_SETTING_KEYS.filter((key) => isRefusedSetting(key, values[key]));

/**
 * The values in effect from the environment, the newest revision (if any) and the defaults.
 * The environment and the defaults are the operator's and the code's: never checked against
 * the list. A refused stored value counts as blank.
 */
export function resolveSettings(config: Env, stored: SiteSettingValues | undefined): SiteSettings {
  const values = {} as SiteSettingValues;
  const sources = {} as Record<SiteSettingKey, SettingSource>;
  for (const key of SITE_SETTING_KEYS) {
    const variable = settingVariables[key];
    const fromEnv = variable ? config[variable as keyof Env] : undefined;
    const refused = isRefusedSetting(key, stored?.[key] ?? "");
    const saved = refused ? "" : (stored?.[key] ?? "");
    const fallback = settingDefaults[key];
    let value: string;
    let source: SettingSource;
    if (typeof fromEnv === "string" && fromEnv !== "") {
      [value, source] = [fromEnv, "env"];
    } else if (stored && (saved !== "" || !blankMeansDefault.has(key))) {
      [value, source] = [saved, refused ? "refused" : saved ? "stored" : "unset"];
    } else {
      [value, source] = [fallback, refused ? "refused" : fallback ? "default" : "unset"];
    }
    values[key] = value;
    sources[key] = source;
  }
  return { values, sources, stored };
}

/** The external hosts the site's pages embed, for the Content-Security-Policy. */
export interface EmbeddedAddresses {
  calendars: string[];
  survey?: string;
  script?: string;
}

const embeddedOf = ({ values }: SiteSettings): EmbeddedAddresses => ({
  calendars: [values.calendarUrl].filter(Boolean),
  survey: values.partnerSurveyUrl || undefined,
  script: values.embedScriptUrl || undefined,
});

const sameEmbedded = (a: EmbeddedAddresses, b: EmbeddedAddresses) =>
  a.survey === b.survey && a.script === b.script && a.calendars.join() === b.calendars.join();

/** The last settings this process read: what the security headers allow to be embedded. */
let lastEmbedded: EmbeddedAddresses | undefined;
function remember(settings: SiteSettings) {
  const embedded = embeddedOf(settings);
  // The same object while nothing changes: the policy made for it is reused.
  if (!lastEmbedded || !sameEmbedded(lastEmbedded, embedded)) lastEmbedded = embedded;
}

/** The embedded addresses of the environment and the defaults alone, with no revision. */
export const configuredEmbeds = (config: Env) => embeddedOf(resolveSettings(config, undefined));

/**
 * The embedded addresses as this process last read them (the page being answered has read
 * them, if it shows any); before any read, the environment's and the defaults.
 */
export function embeddedAddresses(): EmbeddedAddresses {
  lastEmbedded ??= configuredEmbeds(env());
  return lastEmbedded;
}

async function newestRevision() {
  const [row] = await db()
    .select({ values: siteSettingRevisions.values })
    .from(siteSettingRevisions)
    .orderBy(desc(siteSettingRevisions.id))
    .limit(1);
  return row ? storedValues(row.values) : undefined;
}

async function readSettings(): Promise<SiteSettings> {
  let stored: SiteSettingValues | undefined;
  try {
    stored = await newestRevision();
  } catch (error) {
    // Never a broken page for the settings: the environment's and the site's own values.
    logger.error({ err: error }, "configurações do site não lidas; usando as padrão");
  }
  const settings = resolveSettings(env(), stored);
  remember(settings);
  return settings;
}

/** One read per request, however many of its loaders ask (the root's and the page's). */
const perRequest = new WeakMap<Request, Promise<SiteSettings>>();

/** The settings in effect for this request: one small query, never a thrown error. */
export function siteSettings(request: Request): Promise<SiteSettings> {
  let read = perRequest.get(request);
  if (!read) {
    read = readSettings();
    perRequest.set(request, read);
  }
  return read;
}

/** How many revisions are kept: the oldest beyond go at each save. */
const KEPT_REVISIONS = 50;

/**
 * Saves the settings as a new revision, now in effect. `keep`: the settings whose newest
 * stored values stay, whatever `values` says (those a role may not change, ADR 0047).
 * Answers the values saved.
 */
export async function saveSiteSettings(
  wanted: SiteSettingValues,
  savedBy: string,
  { keep = [] }: { keep?: readonly SiteSettingKey[] } = {},
) {
  const values = await db().transaction(async (tx) => {
    let saved = wanted;
    if (keep.length) {
      const [newest] = await tx
        .select({ values: siteSettingRevisions.values })
        .from(siteSettingRevisions)
        .orderBy(desc(siteSettingRevisions.id))
        .limit(1);
      // Before any revision, the form's blanks: none, or the site's default.
      const current = newest ? storedValues(newest.values) : undefined;
      saved = { ...wanted };
      for (const key of keep) saved[key] = current?.[key] ?? "";
    }
    const [row] = await tx
      .insert(siteSettingRevisions)
      .values({ values: saved, savedBy })
      .returning({ id: siteSettingRevisions.id });
    if (row && row.id > KEPT_REVISIONS) {
      await tx
        .delete(siteSettingRevisions)
        .where(lt(siteSettingRevisions.id, row.id - KEPT_REVISIONS + 1));
    }
    return saved;
  });
  remember(resolveSettings(env(), values));
  return values;
}

/** The newest revisions, newest first. */
export function siteSettingHistory(limit = 8) {
  return db()
    .select({
      id: siteSettingRevisions.id,
      savedBy: siteSettingRevisions.savedBy,
      savedAt: siteSettingRevisions.savedAt,
    })
    .from(siteSettingRevisions)
    .orderBy(desc(siteSettingRevisions.id))
    .limit(limit);
}

/** One revision's values and date, or undefined when it is not kept. */
export async function siteSettingRevision(id: number) {
  const [row] = await db()
    .select()
    .from(siteSettingRevisions)
    .where(eq(siteSettingRevisions.id, id));
  return row ? { values: storedValues(row.values), savedAt: row.savedAt } : undefined;
}
