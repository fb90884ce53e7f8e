import { chromium } from "@playwright/test";
import { chromiumLaunchOptions } from "../tests/e2e/chromium.js";
const [path, out, width = "390", js = "1"] = process.argv.slice(2);
const browser = await chromium.launch(chromiumLaunchOptions);
const page = await browser.newPage({ javaScriptEnabled: js === "1", viewport: { width: Number(width), height: 844 } });
await page.goto("http://127.0.0.1:3000" + path);
if (process.env.CLICK) { await page.getByRole("link", { name: process.env.CLICK }).first().click(); await page.waitForTimeout(700); }
await page.screenshot({ path: out });
await browser.close();
