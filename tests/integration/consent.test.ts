import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn } from "../support/admin";
import { startApp, Visitor } from "../support/app";

// Marketing tags only with consent (ADR 0020), with GTM_ID and LINKEDIN_PARTNER_ID set: the
// banner is in every public page, the same for every visitor; the CSP lets the tags' hosts in
// on public pages only. The no-tags case is tests/integration/consent-off.test.ts.

let app: Awaited<ReturnType<typeof startApp>>;
const TAG_HOSTS = /googletagmanager|licdn|linkedin\.com/;
const PUBLIC = ["/", "/diagnostico", "/blog", "/privacidade", "/servicos"];
const nonceOf = (response: Response) =>
  response.headers.get("content-security-policy")?.match(/'nonce-([^']+)'/)?.[1];
/** What is made for each response: the form stamp and the CSP nonce. */
const own = /\d{13}\.[\w-]{43}|nonce="[^"]+"/g;

beforeAll(async () => {
  app = await startApp({
    TRUST_PROXY: "x-forwarded-for",
    GTM_ID: "GTM-TESTE12",
    LINKEDIN_PARTNER_ID: "1234567",
  });
});
afterAll(() => app?.close());

describe("with marketing tags configured", () => {
  it("public pages allow exactly the tags' hosts and carry the hidden banner and its script", async () => {
    for (const path of PUBLIC) {
      const response = await fetch(`${app.url}${path}`);
      expect(response.status).toBe(200);
      const csp = response.headers.get("content-security-policy") ?? "";
      expect(csp).toMatch(/script-src [^;]*https:\/\/www\.googletagmanager\.com/);
      expect(csp).toMatch(/script-src [^;]*https:\/\/snap\.licdn\.com/);
      expect(csp).toMatch(
        /connect-src 'self' https:\/\/www\.googletagmanager\.com https:\/\/px\.ads\.linkedin\.com;/,
      );
      expect(csp).not.toContain("'unsafe-inline'");
      const html = await response.text();
      const banner = html.match(/<section id="aviso-cookies"[^>]*>/)?.[0] ?? "";
      expect(banner).toContain('aria-label="Aviso de cookies"');
      expect(banner).toContain('data-gtm="GTM-TESTE12"');
      expect(banner).toContain('data-linkedin="1234567"');
      // Hidden in the HTML: only the script shows it, so a page without JavaScript has none.
      expect(banner).toMatch(/class="[^"]*\bhidden\b/);
      for (const label of ["Aceitar", "Recusar", "Preferências", "Salvar preferências"]) {
        expect(html).toContain(`>${label}</button>`);
      }
      // The script right after it runs with this response's nonce; no tag is in the HTML.
      const script = html.match(/<\/section><script nonce="([^"]+)">\(\(\) => \{/);
      expect(script?.[1]).toBe(nonceOf(response));
      expect(html).not.toMatch(/<script[^>]+src="https:\/\/(www\.googletagmanager|snap\.licdn)/);
      // The footer link reopens the choice; without JavaScript it leads to the policy.
      expect(html).toMatch(
        /<a href="\/privacidade#7-cookies" data-consentir="abrir"[^>]*>Preferências de cookies<\/a>/,
      );
    }
  });

  it("the policy's cookie section the link leads to exists and names the consent cookie", async () => {
    const html = await (await fetch(`${app.url}/privacidade`)).text();
    expect(html).toContain('id="7-cookies"');
    expect(html).toContain("<code>consentimento</code>");
    expect(html).toContain("Google Tag Manager");
    expect(html).toContain("LinkedIn Insight Tag");
  });

  it("admin pages have neither the tags' hosts nor the banner", async () => {
    const login = await fetch(`${app.url}/admin/login`);
    expect(login.headers.get("content-security-policy")).not.toMatch(TAG_HOSTS);
    const loginHtml = await login.text();
    // The banner itself; the stylesheet inside the page (ADR 0053) names its id in its rules.
    expect(loginHtml).not.toContain('id="aviso-cookies"');
    expect(loginHtml).not.toContain("Preferências de cookies");

    const editor = new Visitor(app.url, "192.0.2.70");
    await signIn(editor, app.url);
    const posts = await editor.request("/admin/posts");
    expect(posts.status).toBe(200);
    expect(posts.headers.get("content-security-policy")).not.toMatch(TAG_HOSTS);
    expect(await posts.text()).not.toContain('id="aviso-cookies"');
  });

  it("serves the same page, from the page cache, whatever the visitor chose", async () => {
    for (const path of ["/", "/blog"]) {
      const none = await fetch(`${app.url}${path}`);
      const chose = (cookie: string) =>
        fetch(`${app.url}${path}`, { headers: { cookie: `consentimento=${cookie}` } });
      const [accepted, refused, withOrigin] = await Promise.all([
        chose("analise.publicidade"),
        chose("nenhum"),
        fetch(`${app.url}${path}`, {
          headers: { cookie: "origem=abc; consentimento=analise" },
        }),
      ]);
      const page = (await none.text()).replaceAll(own, "");
      for (const response of [accepted, refused, withOrigin]) {
        // A page from the cache carries its tag: the cookie did not send it to a fresh render.
        expect(response.headers.get("etag")).toBe(none.headers.get("etag"));
        expect(response.headers.get("etag")).toBeTruthy();
        expect((await response.text()).replaceAll(own, "")).toBe(page);
      }
    }
  });
});
