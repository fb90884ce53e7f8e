import { createHash, randomBytes } from "node:crypto";
import { eq, lt, sql } from "drizzle-orm";
import type { Db } from "../db/index.server";
import { pageViewsDaily, visitorMarks, visitorSalts } from "../db/schema.server";
import { dailyRoom } from "./daily-room.server";
import type { Device, Utm } from "./dimensions.server";

/**
 * Page views, counted as they come: one statement per view adds it to its day's row, and
 * counts a visitor the first time their mark is seen for that row (ADR 0019). A mark is a hash
 * of the day's random salt with what the request tells (address, user agent) and the row;
 * neither those values nor the mark outlive the day: the salt and the marks of past days are
 * deleted when a new day's salt is made and by an hourly sweep.
 */

export interface View extends Utm {
  /** The calendar date in São Paulo (`isoDate()`). */
  day: string;
  path: string;
  referrer: string;
  device: Device;
}

/** What a request tells of its visitor, only ever hashed with the day's salt. */
export interface Visitor {
  ip: string;
  userAgent: string;
}

/**
 * Rows a day may have before further new combinations are counted folded: without their
 * referrer and utm_* values and under FOLDED_PATH (with their device alone), so invented
 * values cannot grow the table without bound.
 */
export const MAX_NEW_ROWS_PER_DAY = 20_000;
/** The path of the folded views; the dashboard shows it as an unknown page. */
export const FOLDED_PATH = "";

const salts = new WeakMap<Db, { day: string; salt: string }>();

/** The day's salt, made once for every instance (the first insert wins) and then read. */
async function saltOf(db: Db, day: string) {
  const known = salts.get(db);
  if (known?.day === day) return known.salt;
  const made = await db
    .insert(visitorSalts)
    .values({ day, salt: randomBytes(32).toString("base64url") })
    .onConflictDoNothing()
    .returning({ day: visitorSalts.day });
  // A new day: yesterday's salt and marks go now.
  if (made.length > 0) await sweepPastDays(db, day);
  const [row] = await db
    .select({ salt: visitorSalts.salt })
    .from(visitorSalts)
    .where(eq(visitorSalts.day, day));
  if (!row) throw new Error("sal do dia não encontrado");
  salts.set(db, { day, salt: row.salt });
  return row.salt;
}

/** What a row is counted under, in the table's key order. */
const dimensionsOf = (view: View) => [
  view.path,
  view.referrer,
  view.utmSource,
  view.utmMedium,
  view.utmCampaign,
  view.device,
];

/**
 * A day's row as the process remembers it: a digest of 22 characters, not the row's values
 * (up to 600 characters each), so the 20,000 rows of a day hold about 2 MB, not 25 (ADR 0024).
 */
export function rowKey(view: View) {
  return createHash("sha256")
    .update(JSON.stringify(dimensionsOf(view)))
    .digest("base64url")
    .slice(0, 22);
}

const room = dailyRoom(pageViewsDaily, MAX_NEW_ROWS_PER_DAY);

/** The view itself, or folded once the day has too many rows. */
async function bounded(db: Db, view: View): Promise<View> {
  if (await room(db, view.day, rowKey(view))) return view;
  return {
    ...view,
    path: FOLDED_PATH,
    referrer: "",
    utmSource: "",
    utmMedium: "",
    utmCampaign: "",
  };
}

/** The visitor's mark for this view's row: unlinkable once the day's salt is deleted. */
function markOf(salt: string, visitor: Visitor, view: View) {
  return createHash("sha256")
    .update(JSON.stringify([salt, visitor.ip, visitor.userAgent, ...dimensionsOf(view)]))
    .digest("base64url");
}

/** Adds one view (and, the first time today for this row, one visitor): one upsert. */
export async function countView(db: Db, input: View, visitor: Visitor) {
  const view = await bounded(db, input);
  const mark = markOf(await saltOf(db, view.day), visitor, view);
  const t = pageViewsDaily;
  await db.execute(sql`
    with fresh as (
      insert into ${visitorMarks} (day, mark) values (${view.day}, ${mark})
      on conflict do nothing returning 1
    )
    insert into ${t} (day, path, referrer, utm_source, utm_medium, utm_campaign, device,
      views, visitors)
    values (${view.day}, ${view.path}, ${view.referrer}, ${view.utmSource}, ${view.utmMedium},
      ${view.utmCampaign}, ${view.device}, 1, (select count(*) from fresh)::int)
    on conflict (day, path, referrer, utm_source, utm_medium, utm_campaign, device)
    do update set views = ${t}.views + 1, visitors = ${t}.visitors + excluded.visitors`);
}

/** Deletes the salts and marks of every day before `today`. Idempotent; any instance may run it. */
export async function sweepPastDays(db: Db, today: string) {
  await db.delete(visitorMarks).where(lt(visitorMarks.day, today));
  await db.delete(visitorSalts).where(lt(visitorSalts.day, today));
}

/** The hourly sweep of past days' salts and marks (the server starts it once). */
export function startViewSweep(db: Db, today: () => string, onError: (error: unknown) => void) {
  const sweep = () => sweepPastDays(db, today()).catch(onError);
  void sweep();
  const timer = setInterval(sweep, 3_600_000);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
