// Full-page screenshots of pages at phone and desktop widths, for people to look at.
// Usage: node scripts/screenshots.mjs [--no-js] [--base http://localhost:3000] /path ...
// Writes screenshots/<path>-<width>[-nojs].png. The server must be running.
import { mkdir } from "node:fs/promises";
import { chromium } from "@playwright/test";
import { chromiumLaunchOptions } from "../tests/e2e/chromium.js";

const args = process.argv.slice(2);
const noJs = args.includes("--no-js");
const baseIndex = args.indexOf("--base");
const base = baseIndex >= 0 ? args[baseIndex + 1] : "http://localhost:3000";
const paths = args.filter((a, i) => a.startsWith("/") && args[i - 1] !== "--base");
const widths = [390, 1280];

await mkdir("screenshots", { recursive: true });
const browser = await chromium.launch(chromiumLaunchOptions);
for (const width of widths) {
  const context = await browser.newContext({
    viewport: { width, height: width < 768 ? 844 : 800 },
    javaScriptEnabled: !noJs,
  });
  const page = await context.newPage();
  for (const path of paths.length ? paths : ["/"]) {
    await page.goto(base + path, { waitUntil: "networkidle" });
    const name = (path === "/" ? "home" : path.slice(1).replaceAll("/", "_")) || "home";
    const file = `screenshots/${name}-${width}${noJs ? "-nojs" : ""}.png`;
    await page.screenshot({ path: file, fullPage: true });
    console.log(file);
  }
  await context.close();
}
await browser.close();
