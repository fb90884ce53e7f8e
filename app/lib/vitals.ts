/**
 * Real visitors' Web Vitals (ADR 0052): what the browser sends (LCP, INP and CLS of the
 * document as first loaded), what the server accepts, and how the dashboard reads the daily
 * histograms: the 75th percentile and Google's grades. Shared by the page, the server and the
 * dashboard; nothing here knows a visitor.
 */

export const VITALS = ["lcp", "inp", "cls"] as const;
export type Vital = (typeof VITALS)[number];
export type VitalValues = Partial<Record<Vital, number>>;

/** The field that makes a `/visita` beacon a vitals beacon (its value is not read). */
export const VITALS_FIELD = "vitals";

/**
 * What the server accepts, in each metric's unit (ms; CLS has none): an LCP is after the
 * start, an INP may be 0, a CLS of 10 is far past any page that can still be read.
 */
export const VITAL_RANGES: Record<Vital, { min: number; minIncluded: boolean; max: number }> = {
  lcp: { min: 0, minIncluded: false, max: 60_000 },
  inp: { min: 0, minIncluded: true, max: 60_000 },
  cls: { min: 0, minIncluded: true, max: 10 },
};

export const inVitalRange = (vital: Vital, value: number) => {
  const { min, minIncluded, max } = VITAL_RANGES[vital];
  return Number.isFinite(value) && (minIncluded ? value >= min : value > min) && value <= max;
};

/** Milliseconds to whole numbers, CLS to 4 decimals: what the beacon sends. */
export const roundVital = (vital: Vital, value: number) =>
  vital === "cls" ? Math.round(value * 10_000) / 10_000 : Math.round(value);

/**
 * The vitals beacon's fields: the marker, the document's path and each value known, rounded;
 * a value the server would refuse is left out so the others still count. Undefined when
 * nothing is known.
 */
export function vitalsFields(path: string, values: VitalValues) {
  const fields = new URLSearchParams({ [VITALS_FIELD]: "1", p: path });
  let known = false;
  for (const vital of VITALS) {
    const value = values[vital];
    if (value === undefined) continue;
    const rounded = roundVital(vital, value);
    if (!inVitalRange(vital, rounded)) continue;
    fields.set(vital, String(rounded));
    known = true;
  }
  return known ? fields : undefined;
}

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

/**
 * The stored bucket is its upper bound times this (an integer): milliseconds for LCP and INP,
 * thousandths for CLS.
 */
export const BUCKET_SCALE: Record<Vital, number> = { lcp: 1, inp: 1, cls: 1000 };

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

const seconds = new Intl.NumberFormat("pt-BR", {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});
const milliseconds = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 0 });
const shift = new Intl.NumberFormat("pt-BR", {
  minimumFractionDigits: 2,
  maximumFractionDigits: 3,
});

/** '2,5 s', '200 ms', '0,10'. */
export function formatVital(vital: Vital, value: number) {
  if (vital === "lcp") return `${seconds.format(value / 1000)} s`;
  if (vital === "inp") return `${milliseconds.format(value)} ms`;
  return shift.format(value);
}

export const VITAL_NAMES: Record<Vital, string> = { lcp: "LCP", inp: "INP", cls: "CLS" };
