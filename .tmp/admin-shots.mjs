import { chromium } from "@playwright/test";
const base = "http://localhost:3000";
const [,, js = "on", ...paths] = process.argv;
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
for (const width of [390, 1280]) {
  const ctx = await browser.newContext({ viewport: { width, height: 900 }, javaScriptEnabled: js === "on" });
  const page = await ctx.newPage();
  await page.goto(`${base}/admin/login`);
  await page.getByLabel("Usuário").fill("editora");
  await page.getByLabel("Senha", { exact: true }).fill(process.env.PW ?? "senha-de-teste-2026");
  await page.getByRole("button", { name: "Entrar" }).click();
  await page.waitForURL(/admin\/posts/);
  for (const p of paths) {
    const [path, click] = p.split("@");
    await page.goto(base + path);
    if (click) { await page.getByRole(click.startsWith("tab:") ? "tab" : "button", { name: click.replace("tab:", "") }).first().click(); await page.waitForTimeout(800); }
    const name = `${path.replace(/\W+/g, "_")}${click ? "_" + click.replace(/\W+/g, "") : ""}-${width}-${js}.png`;
    await page.screenshot({ path: `/tmp/shots/${name}`, fullPage: true });
    console.log(name);
  }
  await ctx.close();
}
await browser.close();
