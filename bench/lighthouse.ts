import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromiumLaunchOptions } from "../tests/e2e/chromium.js";
import { median } from "./median";
import { collectRuns } from "./runs";

export interface LighthouseResult {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** Runs that gave every figure; the medians are of these only. */
  counted: number;
  /** Runs that failed (an error, no result, or a figure missing), were left out and run again. */
  failed: number;
  /** Each counted run's TBT, in order: on a two-core machine it moves a lot between runs. */
  tbtRuns: number[];
  /** Lighthouse's own measure of the machine's CPU speed during the runs (higher is faster). */
  benchmarkIndex: number;
  /** Each counted run's LCP and what the browser did around it (for the bench's causes). */
  paints: Paint[];
}

/** One run's paint and the requests it could have waited for (times from navigation start). */
export interface Paint {
  lcp: number;
  fcp: number;
  /** The LCP element, as Lighthouse names it (its selector), and its kind ('text', 'image'). */
  element: string;
  /** Load delay, load time and render delay of the LCP (Lighthouse's phases), in ms. */
  phases: Record<string, number>;
  /** When the document, the stylesheets and the scripts finished arriving (observed). */
  documentEnd: number;
  cssEnd: number;
  /** Scripts whose download had begun before the stylesheets had arrived. */
  scriptsBeforeCss: number;
  scriptsEnd: number;
  scriptKb: number;
}

/**
 * How the phone's network and CPU are applied. `devtools` loads the page at the mobile preset's
 * bandwidth, latency and CPU slowdown, so the browser's own priorities decide what competes with
 * the first paint. Lighthouse's default, `simulate`, models the load from an unthrottled one and
 * charges the paint with every request that started before it, whatever its priority: it is
 * reported beside it: the bar is the applied ratio (ADR 0036, ADR 0053).
 */
export type Throttling = "devtools" | "simulate";

/** Both methods by default; `LIGHTHOUSE_THROTTLING` picks one. */
export const THROTTLINGS: Throttling[] =
  process.env.LIGHTHOUSE_THROTTLING === "simulate"
    ? ["simulate"]
    : process.env.LIGHTHOUSE_THROTTLING === "devtools"
      ? ["devtools"]
      : ["devtools", "simulate"];

/** Extra runs a page may take when runs fail. */
const RETRIES = 3;

type Sample = Omit<LighthouseResult, "path" | "counted" | "failed" | "tbtRuns" | "paints"> & {
  paint: Paint;
};

/**
 * Lighthouse's mobile preset (its default: a mid-range phone, throttled 4G and CPU, applied as
 * `THROTTLING` says) in Debian's
 * Chromium, `runs` times a page; each figure is the median of the runs that gave a result.
 */
export async function runLighthouse(
  base: string,
  paths: string[],
  runs: number,
  throttling: Throttling,
): Promise<LighthouseResult[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumLaunchOptions.executablePath ?? "/usr/bin/chromium",
    chromeFlags: ["--headless=new", ...(chromiumLaunchOptions.args ?? [])],
  });
  const results: LighthouseResult[] = [];
  try {
    for (const path of paths) {
      // A failed run is left out of the medians instead of turning them into NaN, and run
      // again, up to RETRIES times a page, so each median is of `runs` runs; the report says how
      // many failed.
      const { results: samples, failed } = await collectRuns(
        () => runOnce(`${base}${path}`, path, chrome.port, throttling),
        runs,
        RETRIES,
      );
      const pick = (key: Exclude<keyof Sample, "paint">) => median(samples.map((s) => s[key]));
      results.push({
        path,
        counted: samples.length,
        failed,
        performance: pick("performance"),
        accessibility: pick("accessibility"),
        bestPractices: pick("bestPractices"),
        seo: pick("seo"),
        lcp: pick("lcp"),
        tbt: pick("tbt"),
        cls: pick("cls"),
        benchmarkIndex: pick("benchmarkIndex"),
        tbtRuns: samples.map((s) => s.tbt),
        paints: samples.map((s) => s.paint),
      });
    }
  } finally {
    chrome.kill();
  }
  return results;
}

/**
 * One Lighthouse run of `url`: its figures, or undefined when it failed (Lighthouse's own error,
 * such as NO_NAVSTART, or a figure missing), which is logged with the page's `path`.
 */
async function runOnce(
  url: string,
  path: string,
  port: number,
  throttling: Throttling,
): Promise<Sample | undefined> {
  let result: Awaited<ReturnType<typeof lighthouse>>;
  try {
    result = await lighthouse(
      url,
      {
        port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      },
      { extends: "lighthouse:default", settings: { throttlingMethod: throttling } },
    );
  } catch (error) {
    console.error(`${path}: Lighthouse falhou (${String(error)})`);
    return undefined;
  }
  const lhr = result?.lhr;
  if (!lhr || lhr.runtimeError) {
    console.error(`${path}: Lighthouse falhou (${lhr?.runtimeError?.code ?? "sem resultado"})`);
    return undefined;
  }
  const score = (id: string) => {
    const value = lhr.categories[id]?.score;
    return typeof value === "number" ? Math.round(value * 100) : Number.NaN;
  };
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const numbers: Omit<Sample, "paint"> = {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcp: audit("largest-contentful-paint"),
    tbt: audit("total-blocking-time"),
    cls: audit("cumulative-layout-shift"),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
  const missing = Object.entries(numbers).filter(([, v]) => !Number.isFinite(v));
  if (missing.length > 0) {
    console.error(`${path}: execução sem ${missing.map(([k]) => k).join(", ")}`);
    return undefined;
  }
  return { ...numbers, paint: paintOf(lhr) };
}

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"];
type Table = { items?: Record<string, unknown>[] };
type Request = {
  resourceType?: string;
  networkRequestTime?: number;
  networkEndTime?: number;
  transferSize?: number;
};

/** What the run's own records say the paint could have waited for. */
function paintOf(lhr: Lhr): Paint {
  const details = lhr.audits["largest-contentful-paint-element"]?.details as
    | { items?: Table[] }
    | undefined;
  const node = details?.items?.[0]?.items?.[0]?.node as { selector?: string } | undefined;
  const phases: Record<string, number> = {};
  for (const row of details?.items?.[1]?.items ?? [])
    phases[String(row.phase)] = Math.round(Number(row.timing));
  const requests = ((lhr.audits["network-requests"]?.details as Table | undefined)?.items ??
    []) as Request[];
  const of = (type: string) => requests.filter((r) => r.resourceType === type);
  const end = (list: Request[]) => Math.max(0, ...list.map((r) => r.networkEndTime ?? 0));
  const cssEnd = end(of("Stylesheet"));
  const scripts = of("Script");
  return {
    lcp: lhr.audits["largest-contentful-paint"]?.numericValue ?? Number.NaN,
    fcp: lhr.audits["first-contentful-paint"]?.numericValue ?? Number.NaN,
    element: node?.selector ?? "?",
    phases,
    documentEnd: end(of("Document")),
    cssEnd,
    scriptsBeforeCss: scripts.filter((r) => (r.networkRequestTime ?? 0) < cssEnd).length,
    scriptsEnd: end(scripts),
    scriptKb: scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024,
  };
}
