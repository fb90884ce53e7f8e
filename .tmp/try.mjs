import { chromium } from "@playwright/test";
import { chromiumLaunchOptions } from "../tests/e2e/chromium.js";

const browser = await chromium.launch(chromiumLaunchOptions);
const js = process.argv[2] !== "nojs";
const page = await browser.newPage({
  javaScriptEnabled: js,
  viewport: { width: 390, height: 900 },
});
page.on("console", (m) => console.log("console:", m.type(), m.text()));
page.on("pageerror", (e) => console.log("pageerror:", e.message));
const base = "http://127.0.0.1:3111";
await page.goto(base + "/rei");
await page.waitForTimeout(1000);
await page.getByRole("button", { name: "Próximo" }).click();
await page.waitForTimeout(800);
console.log("alert/toast:", await page.locator("[role=alert], [role=status]").allInnerTexts());
await page.getByLabel("Nome completo").fill("Ana Souza");
await page.getByLabel("Cargo").fill("CMO");
await page.getByLabel("E-mail corporativo").fill("ana@empresa.com.br");
await page.getByLabel("WhatsApp").fill("(11) 99999-9999");
await page.getByLabel("Nome da empresa").fill("ACME");
await page.getByLabel("Setor").selectOption("saas");
await page.getByRole("button", { name: "Próximo" }).click();
await page.waitForTimeout(1000);
console.log(
  await page
    .locator("#questionario")
    .innerText()
    .then((t) => t.slice(0, 120)),
);
await page.getByRole("button", { name: "Anterior" }).click();
await page.waitForTimeout(1000);
console.log(
  await page
    .locator("#questionario")
    .innerText()
    .then((t) => t.slice(0, 80)),
  await page.getByLabel("Nome completo").inputValue(),
);
await page.screenshot({ path: "/tmp/rei.png", fullPage: false });
await browser.close();
