import { expect, test } from "./fixtures";
import { routes } from "./public-routes";

// The Content-Security-Policy is enforced: every page must run without one violation, with the
// scripts, styles, frames and images it really uses (ASVS 14.4.3).

for (const route of [...routes, { path: "/blog/metricas-plg-saas-b2b" }]) {
  test(`${route.path} runs under the CSP without a violation`, async ({ page }) => {
    const violations: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (event) => {
        console.error(
          `Content Security Policy: ${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`,
        );
      });
    });
    const response = await page.goto(route.path);
    // A page from the page cache runs its inline code by hash (ADR 0023), a booking page (for
    // one visitor, never cached) by this response's nonce; never 'unsafe-inline'.
    const policy = response?.headers()["content-security-policy"] ?? "";
    const personal = /^\/(booking|agenda)/.test(route.path);
    expect(policy).toContain(personal ? "'nonce-" : "'sha256-");
    expect(policy).not.toContain("unsafe-inline");
    // The app's scripts run under the policy, the forms' code included.
    await expect(
      page.locator("form[aria-label='Inscrição na newsletter'] input[name=_js]"),
    ).toBeAttached();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState("networkidle");
    expect(violations).toEqual([]);
  });
}
