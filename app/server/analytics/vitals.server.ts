import { sql } from "drizzle-orm";
import { BUCKET_SCALE, inVitalRange, VITALS, type Vital, type VitalValues } from "~/lib/vitals";
import type { VitalsHistogramRow } from "~/lib/vitals-report";
import { type Db, rowsOf } from "../db/index.server";
import { pageVitalsDaily } from "../db/schema.server";
import { dailyRoom } from "./daily-room.server";
import type { Device } from "./dimensions.server";
import { FOLDED_PATH, MAX_NEW_ROWS_PER_DAY } from "./views.server";

/**
 * Real visitors' Web Vitals (ADR 0052): each accepted beacon adds one to a bucket of its day's
 * histogram for its page, device and metric. No visit is kept, only the counts.
 */

/** Evenly spaced bounds from `step` to `to`. */
const steps = (step: number, to: number, from = step) =>
  Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, i) => from + i * step);

/**
 * Each metric's buckets by their upper bound, in stored units (`BUCKET_SCALE`), ascending; a
 * value falls in the first bucket it does not exceed. Fine where the grades change (Google's
 * thresholds are bounds), coarser far from them, the last one the largest value accepted.
 * INP's 8 ms steps follow the browser, which rounds an event's duration to 8 ms.
 */
export const VITAL_BUCKETS: Record<Vital, readonly number[]> = {
  lcp: [
    ...steps(100, 5000),
    5500,
    6000,
    7000,
    8000,
    9000,
    10_000,
    12_000,
    15_000,
    20_000,
    30_000,
    45_000,
    60_000,
  ],
  inp: [
    ...steps(8, 200),
    ...steps(20, 1000, 220),
    1250,
    1500,
    2000,
    3000,
    5000,
    10_000,
    20_000,
    60_000,
  ],
  // CLS in thousandths: 0 apart (most pages shift nothing), then 0.01 steps to 0.5.
  cls: [0, ...steps(10, 500), 600, 750, 1000, 1500, 2000, 3000, 5000, 10_000],
};

/** The bucket of an accepted value (`inVitalRange`). */
export function bucketOf(vital: Vital, value: number) {
  const scaled = value * BUCKET_SCALE[vital];
  const buckets = VITAL_BUCKETS[vital];
  // A CLS of 0.29 is 289.99999999999994 thousandths: the margin keeps it in 290.
  return buckets.find((bound) => scaled <= bound + 1e-6) ?? (buckets.at(-1) as number);
}

/** A value as the beacon writes it: digits, at most 4 decimals, no sign, exponent or spaces. */
const DECIMAL = /^(?:0|[1-9]\d{0,4})(?:\.\d{1,4})?$/;
const MAX_VALUE_LENGTH = 10;

/**
 * The values of a vitals beacon, or undefined when it is refused as a whole: a value sent
 * twice, malformed or out of its range, or no value at all.
 */
export function parseVitals(fields: URLSearchParams): VitalValues | undefined {
  const values: VitalValues = {};
  let known = false;
  for (const vital of VITALS) {
    const sent = fields.getAll(vital);
    if (sent.length === 0) continue;
    const [text] = sent;
    if (sent.length > 1 || !text || text.length > MAX_VALUE_LENGTH || !DECIMAL.test(text)) {
      return undefined;
    }
    const value = Number(text);
    if (!inVitalRange(vital, value)) return undefined;
    values[vital] = value;
    known = true;
  }
  return known ? values : undefined;
}

export interface VitalsSample {
  /** The calendar date in São Paulo (`isoDate()`). */
  day: string;
  path: string;
  device: Device;
}

/**
 * Rows a day may have before a page not yet measured that day is counted folded (under
 * FOLDED_PATH, with its device): a page adds at most about 400 rows a day (two devices, some
 * 190 buckets), so the folded ones add at most as many.
 */
export const MAX_VITALS_ROWS_PER_DAY = MAX_NEW_ROWS_PER_DAY;

const room = dailyRoom(pageVitalsDaily, MAX_VITALS_ROWS_PER_DAY);

/** Adds a beacon's values to its day's histograms: one statement, a row per metric. */
export async function countVitals(db: Db, sample: VitalsSample, values: VitalValues) {
  const path = (await room(db, sample.day, sample.path)) ? sample.path : FOLDED_PATH;
  const rows = VITALS.flatMap((metric) => {
    const value = values[metric];
    if (value === undefined) return [];
    return [{ ...sample, path, metric, bucket: bucketOf(metric, value), count: 1 }];
  });
  if (rows.length === 0) return;
  const t = pageVitalsDaily;
  await db
    .insert(t)
    .values(rows)
    .onConflictDoUpdate({
      target: [t.day, t.path, t.device, t.metric, t.bucket],
      set: { count: sql`${t.count} + 1` },
    });
}

const inRange = (range: { from: string; to: string }) =>
  sql`day between ${range.from}::date and ${range.to}::date`;

/**
 * The dashboard's histograms of a period, summed by the database: the whole site, each device,
 * and the `limit` pages with the most measured visits (a page's largest count of one metric).
 */
export async function vitalsHistograms(db: Db, range: { from: string; to: string }, limit: number) {
  const [site, devices, pages] = await Promise.all([
    rowsOf<VitalsHistogramRow>(
      db,
      sql`select '' as key, metric, bucket, sum(count)::int as count from page_vitals_daily
        where ${inRange(range)} group by metric, bucket`,
    ),
    rowsOf<VitalsHistogramRow>(
      db,
      sql`select device as key, metric, bucket, sum(count)::int as count from page_vitals_daily
        where ${inRange(range)} group by device, metric, bucket`,
    ),
    rowsOf<VitalsHistogramRow>(
      db,
      sql`with per as (
          select path, metric, sum(count) as n from page_vitals_daily
          where ${inRange(range)} group by path, metric
        ), top as (
          select path from per group by path order by max(n) desc, path limit ${limit}
        )
        select v.path as key, v.metric, v.bucket, sum(v.count)::int as count
        from page_vitals_daily v join top on top.path = v.path
        where ${inRange(range)} group by v.path, v.metric, v.bucket`,
    ),
  ]);
  return { site, devices, pages };
}
