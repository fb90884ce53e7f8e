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
}

/**
 * How the phone's network and CPU are applied. `devtools` loads the page at the mobile preset's
 * bandwidth, latency and CPU slowdown, so the browser's own priorities decide what competes with
 * the first paint. Lighthouse's default, `simulate`, models the load from an unthrottled one and
 * charges the paint with every request that started before it, whatever its priority: it is
 * kept available (`LIGHTHOUSE_THROTTLING=simulate`) to compare, not used for the goals (ADR 0036).
 */
export const THROTTLING =
  process.env.LIGHTHOUSE_THROTTLING === "simulate" ? "simulate" : "devtools";

/** Extra runs a page may take when runs fail. */
const RETRIES = 3;

type Sample = Omit<LighthouseResult, "path" | "counted" | "failed" | "tbtRuns">;

/**
 * Lighthouse's mobile preset (its default: a mid-range phone, throttled 4G and CPU, applied as
 * `THROTTLING` says) in Debian's
 * Chromium, `runs` times a page; each figure is the median of the runs that gave a result.
 */
export async function runLighthouse(
  base: string,
  paths: string[],
  runs: number,
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
        () => runOnce(`${base}${path}`, path, chrome.port),
        runs,
        RETRIES,
      );
      const pick = (key: keyof Sample) => median(samples.map((s) => s[key]));
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
async function runOnce(url: string, path: string, port: number): Promise<Sample | undefined> {
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
      { extends: "lighthouse:default", settings: { throttlingMethod: THROTTLING } },
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
  const figures: Sample = {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcp: audit("largest-contentful-paint"),
    tbt: audit("total-blocking-time"),
    cls: audit("cumulative-layout-shift"),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
  const missing = Object.entries(figures).filter(([, v]) => !Number.isFinite(v));
  if (missing.length > 0) {
    console.error(`${path}: execução sem ${missing.map(([k]) => k).join(", ")}`);
    return undefined;
  }
  return figures;
}
