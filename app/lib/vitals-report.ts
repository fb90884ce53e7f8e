import { lazy } from "./lazy";
import { BUCKET_SCALE, VITALS, type Vital } from "./vitals";

/**
 * How the dashboard reads real visitors' Web Vitals (ADR 0052): the daily histograms' 75th
 * percentile and Google's grades. Shared by the server's sums and the admin's section.
 */

/**
 * Google's thresholds (web.dev/articles/vitals): at most the first is 'good', above the second
 * 'poor'. Every threshold is a bucket's bound (`VITAL_BUCKETS`), so the grade of a
 * percentile read from the buckets is the grade of the true percentile.
 */
export const VITAL_THRESHOLDS: Record<Vital, readonly [number, number]> = {
  lcp: [2500, 4000],
  inp: [200, 500],
  cls: [0.1, 0.25],
};

export type Grade = "good" | "needs-improvement" | "poor";

export function gradeOf(vital: Vital, value: number): Grade {
  const [good, poor] = VITAL_THRESHOLDS[vital];
  if (value <= good) return "good";
  return value <= poor ? "needs-improvement" : "poor";
}

export const GRADE_LABELS: Record<Grade, string> = {
  good: "Bom",
  "needs-improvement": "Precisa melhorar",
  poor: "Ruim",
};

/** Below this many values of a metric, a page (or the site) is shown without a grade. */
export const MIN_VITAL_SAMPLES = 30;
export const FEW_SAMPLES_LABEL = "Poucas visitas para avaliar";

export interface BucketCount {
  /** The bucket's upper bound as stored (`BUCKET_SCALE`). */
  bucket: number;
  count: number;
}

/**
 * The 75th percentile (or another) of a histogram, in the metric's unit: the upper bound of
 * the first bucket where the running count reaches 75 % of the values. It is never better than
 * the true percentile, and at most one bucket's width worse. Undefined without values.
 */
export function percentileOf(vital: Vital, buckets: readonly BucketCount[], share = 0.75) {
  const sorted = [...buckets].filter((b) => b.count > 0).sort((a, b) => a.bucket - b.bucket);
  const total = sorted.reduce((sum, b) => sum + b.count, 0);
  if (total === 0) return undefined;
  let running = 0;
  for (const b of sorted) {
    running += b.count;
    if (running >= share * total) return b.bucket / BUCKET_SCALE[vital];
  }
  return (sorted.at(-1)?.bucket ?? 0) / BUCKET_SCALE[vital];
}

/** One metric of a page (or the site) as the dashboard shows it. */
export interface VitalFigure {
  /** The 75th percentile, in the metric's unit. */
  p75: number;
  samples: number;
  /** Undefined below `MIN_VITAL_SAMPLES`. */
  grade?: Grade;
}

export function vitalFigure(vital: Vital, buckets: readonly BucketCount[]) {
  const p75 = percentileOf(vital, buckets);
  if (p75 === undefined) return undefined;
  const samples = buckets.reduce((sum, b) => sum + b.count, 0);
  const figure: VitalFigure = { p75, samples };
  if (samples >= MIN_VITAL_SAMPLES) figure.grade = gradeOf(vital, p75);
  return figure;
}

/** A histogram's bucket as the database sums it, under a key (a page, a device or ''). */
export interface VitalsHistogramRow extends BucketCount {
  key: string;
  metric: string;
}

/** A line of the dashboard: a page, a device or the site, with each metric it has values of. */
export interface VitalsLine {
  key: string;
  /** Visits measured: the largest count of one metric (each beacon has at most one of each). */
  samples: number;
  figures: Partial<Record<Vital, VitalFigure>>;
}

const isVital = (metric: string): metric is Vital => (VITALS as readonly string[]).includes(metric);

/** The lines of a set of histograms, by key, the most measured first (then by key). */
export function vitalsLines(rows: readonly VitalsHistogramRow[]): VitalsLine[] {
  const byKey = new Map<string, Map<Vital, BucketCount[]>>();
  for (const row of rows) {
    if (!isVital(row.metric)) continue;
    let metrics = byKey.get(row.key);
    if (!metrics) {
      metrics = new Map();
      byKey.set(row.key, metrics);
    }
    const buckets = metrics.get(row.metric) ?? [];
    buckets.push({ bucket: row.bucket, count: row.count });
    metrics.set(row.metric, buckets);
  }
  const lines = [...byKey].map(([key, metrics]) => {
    const figures: VitalsLine["figures"] = {};
    for (const [vital, buckets] of metrics) {
      const figure = vitalFigure(vital, buckets);
      if (figure) figures[vital] = figure;
    }
    const samples = Math.max(0, ...Object.values(figures).map((figure) => figure.samples));
    return { key, samples, figures };
  });
  return lines
    .filter((line) => line.samples > 0)
    .sort((a, b) => b.samples - a.samples || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

const seconds = lazy(
  () => new Intl.NumberFormat("pt-BR", { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
);
const milliseconds = lazy(() => new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 0 }));
const shift = lazy(
  () => new Intl.NumberFormat("pt-BR", { minimumFractionDigits: 2, maximumFractionDigits: 3 }),
);

/** '2,5 s', '200 ms', '0,10'. */
export function formatVital(vital: Vital, value: number) {
  if (vital === "lcp") return `${seconds().format(value / 1000)} s`;
  if (vital === "inp") return `${milliseconds().format(value)} ms`;
  return shift().format(value);
}

export const VITAL_NAMES: Record<Vital, string> = { lcp: "LCP", inp: "INP", cls: "CLS" };
