import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromiumLaunchOptions } from "../tests/e2e/chromium.js";

export interface LighthouseResult {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcp: number;
  tbt: number;
  cls: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/**
 * Lighthouse's mobile preset (its default: a mid-range phone, throttled 4G and CPU) in Debian's
 * Chromium, `runs` times a page; each figure is the median of its runs.
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
      const samples: Omit<LighthouseResult, "path">[] = [];
      for (let i = 0; i < runs; i++) {
        const result = await lighthouse(`${base}${path}`, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
        });
        const lhr = result?.lhr;
        if (!lhr) throw new Error(`Lighthouse sem resultado para ${path}`);
        const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
        const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
        samples.push({
          performance: score("performance"),
          accessibility: score("accessibility"),
          bestPractices: score("best-practices"),
          seo: score("seo"),
          lcp: audit("largest-contentful-paint"),
          tbt: audit("total-blocking-time"),
          cls: audit("cumulative-layout-shift"),
        });
      }
      const pick = (key: keyof Omit<LighthouseResult, "path">) =>
        median(samples.map((s) => s[key]));
      results.push({
        path,
        performance: pick("performance"),
        accessibility: pick("accessibility"),
        bestPractices: pick("bestPractices"),
        seo: pick("seo"),
        lcp: pick("lcp"),
        tbt: pick("tbt"),
        cls: pick("cls"),
      });
    }
  } finally {
    chrome.kill();
  }
  return results;
}
