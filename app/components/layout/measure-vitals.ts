import { type MetricType, onCLS, onINP, onLCP } from "web-vitals";
import { VIEW_PATH } from "~/lib/page-view";
import { type Vital, type VitalValues, vitalsFields } from "~/lib/vitals";

/**
 * Measures the LCP, INP and CLS of the document as first loaded (web-vitals sees only that
 * one) and sends them in one beacon the first time the page is hidden with a value known: a
 * tab left, the page closed or another document opened (ADR 0052). Loaded after hydration, so
 * it is in no page's first scripts.
 */
export function measureVitals(path: string) {
  const values: VitalValues = {};
  const keep = (metric: MetricType) => {
    values[metric.name.toLowerCase() as Vital] = metric.value;
  };
  onLCP(keep);
  onINP(keep);
  onCLS(keep);
  const send = () => {
    if (document.visibilityState !== "hidden") return;
    const fields = vitalsFields(path, values);
    if (!fields) return;
    document.removeEventListener("visibilitychange", send);
    navigator.sendBeacon?.(VIEW_PATH, fields);
  };
  // On the document, so after web-vitals' own listeners (the window's, capturing): they
  // report their final values on the same event.
  document.addEventListener("visibilitychange", send);
}
