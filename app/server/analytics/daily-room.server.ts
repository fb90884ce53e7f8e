import { count, eq } from "drizzle-orm";
import type { Db } from "../db/index.server";
import type { pageViewsDaily, pageVitalsDaily } from "../db/schema.server";

/**
 * Room for new rows in a table of daily counts, so that invented values cannot grow it without
 * bound (ADR 0024): a key this process has admitted today is admitted again at no cost; a new
 * one only while the day has fewer than `max` rows, as every instance wrote them. The process
 * remembers a day's keys (digests or paths, at most `max` of them), never their rows.
 */
export function dailyRoom(table: typeof pageViewsDaily | typeof pageVitalsDaily, max: number) {
  const seen = new WeakMap<Db, { day: string; keys: Set<string> }>();
  const rowsOfDay = async (db: Db, day: string) => {
    const [row] = await db.select({ rows: count() }).from(table).where(eq(table.day, day));
    return row?.rows ?? 0;
  };
  return async function admit(db: Db, day: string, key: string) {
    let today = seen.get(db);
    if (today?.day !== day) {
      today = { day, keys: new Set() };
      seen.set(db, today);
    }
    if (today.keys.has(key)) return true;
    if (today.keys.size >= max || (await rowsOfDay(db, day)) >= max) return false;
    today.keys.add(key);
    return true;
  };
}
