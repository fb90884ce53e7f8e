import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp } from "../support/app";

// Without GTM_ID and LINKEDIN_PARTNER_ID (the default, ADR 0020): no banner, no footer link to
// reopen it, no tag host in the CSP. tests/e2e/consent.spec.ts checks that a browser requests
// nothing from another site but the booking calendar and its script.

let app: Awaited<ReturnType<typeof startApp>>;

beforeAll(async () => {
  app = await startApp({});
});
afterAll(() => app?.close());

describe("with no marketing tag configured", () => {
  it("has no banner, no cookie-preferences link and no tag host", async () => {
    for (const path of ["/", "/diagnostico", "/privacidade", "/admin/login"]) {
      const response = await fetch(`${app.url}${path}`);
      expect(response.headers.get("content-security-policy")).not.toMatch(
        /googletagmanager|licdn|linkedin/,
      );
      const html = await response.text();
      // The banner itself; the stylesheet inside the page (ADR 0053) names its id in its rules.
      expect(html).not.toContain('id="aviso-cookies"');
      expect(html).not.toMatch(/<a [^>]*data-consentir[^>]*>Preferências de cookies/);
      expect(html).not.toMatch(/googletagmanager|snap\.licdn/);
    }
  });
});
