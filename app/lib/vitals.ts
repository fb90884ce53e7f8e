/**
 * Real visitors' Web Vitals (ADR 0052): what the browser sends (LCP, INP and CLS of the
 * document as first loaded) and what the server accepts. Public pages load this module with
 * web-vitals; how the dashboard reads the histograms is in vitals-report.ts.
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
 * The stored bucket is its upper bound times this (an integer): milliseconds for LCP and INP,
 * thousandths for CLS.
 */
export const BUCKET_SCALE: Record<Vital, number> = { lcp: 1, inp: 1, cls: 1000 };
