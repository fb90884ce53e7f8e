// The addresses that answered 404 (ADR 0044): one row per day and path, what the admin's
// 'Endereços não encontrados' lists. Nothing of the visitor is kept, and no visitor can make
// the table grow past its bounds or take the counting from others.
import { desc, gte, lt, sql } from "drizzle-orm";
import { LRUCache } from "lru-cache";
import { isoDate } from "~/lib/dates";
import { db, tables } from "../db/index.server";

const { notFoundHits, redirects } = tables;

/** How far back the list looks, and how long rows are kept. */
export const NOT_FOUND_DAYS = 30;
/** New paths a day takes; paths already in that day keep counting. */
export const MAX_PATHS_PER_DAY = 500;
/** Rows the admin's list shows, by visits. */
const LIST_SIZE = 300;
/** The referrer's host and path, at most. */
const MAX_REFERRER = 200;
/** 404s one client adds in CLIENT_WINDOW_MS; past that, theirs are not counted. */
const CLIENT_POINTS = 30;
const CLIENT_WINDOW_MS = 10 * 60_000;
const PRUNE_EVERY_MS = 60 * 60_000;

/**
 * Paths no person follows from a link: files of the build, dot files (`/.env`, `/.git/…`),
 * the well-known addresses, and what scanners try on every site (PHP, ASP, WordPress's admin,
 * backups and archives). An old `/wp-content/…` file or a `.pdf` is counted: it may be a link
 * worth a redirect.
 */
const NOISE =
  /^\/(assets|\.well-known|wp-admin|wp-includes|cgi-bin)(\/|$)|\/\.|\.(php\d?|aspx?|jsp|cgi|env|ini|sql|bak|old|swp|log|sh|exe|dll|tar|gz|tgz|zip|rar|7z|map|ya?ml)$/;

export const isNoise = (path: string) => NOISE.test(path);

/** The page a link came from, as rows keep it: host and path, no query, bounded; else ''. */
export function referrerPlace(raw: string | null): string {
  if (!raw || raw.length > 2048) return "";
  try {
    const url = new URL(raw);
    if (url.protocol !== "https:" && url.protocol !== "http:") return "";
    return `${url.host}${url.pathname === "/" ? "" : url.pathname}`.slice(0, MAX_REFERRER);
  } catch {
    return "";
  }
}

/** Each client's 404s in the window: bounded by count, so many addresses cannot grow it. */
const perClient = new LRUCache<string, { used: number }>({
  max: 10_000,
  ttl: CLIENT_WINDOW_MS,
});

function clientOver(client: string) {
  const entry = perClient.get(client);
  if (!entry) {
    perClient.set(client, { used: 1 });
    return false;
  }
  entry.used++;
  return entry.used > CLIENT_POINTS;
}

const cutoff = (now: Date) => isoDate(new Date(now.getTime() - (NOT_FOUND_DAYS - 1) * 86_400_000));
let lastPrune = 0;

/** Deletes the days past NOT_FOUND_DAYS. */
export async function pruneNotFound(now: Date = new Date()) {
  await db()
    .delete(notFoundHits)
    .where(lt(notFoundHits.day, cutoff(now)));
}

/**
 * Counts one 404 of `path` (already normalised) coming from `referrer` (`referrerPlace`):
 * one upsert, which adds a new path only while the day has fewer than MAX_PATHS_PER_DAY.
 * Once an hour, the same process deletes what is past 30 days.
 */
export async function recordNotFound(
  path: string,
  referrer: string,
  client: string,
  now: Date = new Date(),
) {
  if (isNoise(path) || clientOver(client)) return false;
  const day = isoDate(now);
  const table = notFoundHits;
  await db().execute(sql`
    insert into ${table} (day, path, hits, last_referrer, last_seen)
    select ${day}, ${path}, 1, ${referrer}, ${now.toISOString()}::timestamptz
    where exists (select 1 from ${table} where day = ${day} and path = ${path})
       or (select count(*) from ${table} where day = ${day}) < ${MAX_PATHS_PER_DAY}
    on conflict (day, path) do update set
      hits = ${table}.hits + 1,
      last_seen = excluded.last_seen,
      last_referrer = case when excluded.last_referrer <> '' then excluded.last_referrer
                           else ${table}.last_referrer end`);
  if (now.getTime() - lastPrune > PRUNE_EVERY_MS) {
    lastPrune = now.getTime();
    await pruneNotFound(now);
  }
  return true;
}

/**
 * The paths that answered 404 in the last 30 days, most visited first: visits, last visit,
 * the last page that linked there, and whether a redirect now answers it.
 */
export async function listNotFound(now: Date = new Date()) {
  return db()
    .select({
      path: notFoundHits.path,
      hits: sql<number>`sum(${notFoundHits.hits})::int`.mapWith(Number),
      lastSeen: sql<Date>`max(${notFoundHits.lastSeen})`.mapWith(notFoundHits.lastSeen),
      referrer: sql<
        string | null
      >`(array_agg(${notFoundHits.lastReferrer} order by ${notFoundHits.lastSeen} desc) filter (where ${notFoundHits.lastReferrer} <> ''))[1]`,
      redirected: sql<boolean>`exists (select 1 from ${redirects} where ${redirects.fromPath} = ${notFoundHits.path})`,
    })
    .from(notFoundHits)
    .where(gte(notFoundHits.day, cutoff(now)))
    .groupBy(notFoundHits.path)
    .orderBy(desc(sql`sum(${notFoundHits.hits})`), desc(sql`max(${notFoundHits.lastSeen})`))
    .limit(LIST_SIZE);
}
