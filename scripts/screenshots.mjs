// Full-page screenshots of pages at phone and desktop widths, for people to look at.
// Usage: node scripts/screenshots.mjs [--no-js] [--base http://localhost:3000]
//        [--cookie name=value ...] /path ...
// Writes screenshots/<path>-<width>[-nojs].png. The server must be running. `--cookie` (an
// admin session's, say) is sent with every page.
import { mkdir } from "node:fs/promises";
import { chromium } from "@playwright/test";
import { chromiumLaunchOptions } from "../tests/e2e/chromium.js";

const args = process.argv.slice(2);
const noJs = args.includes("--no-js");
const baseIndex = args.indexOf("--base");
const base = baseIndex >= 0 ? args[baseIndex + 1] : "http://localhost:3000";
const paths = args.filter((a, i) => a.startsWith("/") && args[i - 1] !== "--base");
const cookies = args.flatMap((a, i) => {
  if (args[i - 1] !== "--cookie") return [];
  const [name = "", ...value] = a.split("=");
  return [{ name, value: value.join("="), url: base }];
});
const widths = [390, 1280];

await mkdir("screenshots", { recursive: true });
const browser = await chromium.launch(chromiumLaunchOptions);
for (const width of widths) {
  const context = await browser.newContext({
    viewport: { width, height: width < 768 ? 844 : 800 },
    javaScriptEnabled: !noJs,
  });
  if (cookies.length) await context.addCookies(cookies);
  const page = await context.newPage();
  for (const path of paths.length ? paths : ["/"]) {
    // Third-party frames (the calendar) may never go idle: wait for them at most 10 s.
    const idle = () => page.waitForLoadState("networkidle", { timeout: 10_000 }).catch(() => {});
    await page.goto(base + path, { waitUntil: "load" });
    await idle();
    // Scroll through the page so lazy images load, then back to the top. Wheel events and
    // boxes work with JavaScript off too, where page.evaluate cannot run.
    const pageHeight = async () => (await page.locator("body").boundingBox())?.height ?? 0;
    for (let y = 0; y < (await pageHeight()); y += 600) {
      await page.mouse.wheel(0, 600);
      await page.waitForTimeout(60);
    }
    await page.mouse.wheel(0, -(await pageHeight()));
    await idle();
    const name = (path === "/" ? "home" : path.slice(1).replaceAll("/", "_")) || "home";
    const file = `screenshots/${name}-${width}${noJs ? "-nojs" : ""}.png`;
    await page.screenshot({ path: file, fullPage: true });
    if (process.env.SLICES) {
      // Also the page in viewport-high slices, easier to read than one tall image.
      const height = Math.ceil(await pageHeight());
      const step = width < 768 ? 1400 : 1000;
      for (let y = 0, i = 1; y < height; y += step, i++) {
        await page.screenshot({
          path: file.replace(".png", `-${i}.png`),
          fullPage: true,
          clip: { x: 0, y, width, height: Math.min(step, height - y) },
        });
      }
    }
    console.log(file);
  }
  await context.close();
}
await browser.close();
