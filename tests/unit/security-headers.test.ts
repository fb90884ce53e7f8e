import { describe, expect, it } from "vitest";
import { contentSecurityPolicy } from "~/http/security-headers.server";
import { parseEnv } from "~/server/env.server";

describe("contentSecurityPolicy", () => {
  const config = parseEnv({
    DATA_DIR: "/tmp/x",
    BOOKING_CALENDAR_URL: "https://agenda.exemplo.com.br/widget/a",
    BOOKING_EMBED_SCRIPT_URL: "https://cdn.exemplo.com.br/embed.js",
    PARTNER_SURVEY_URL: "https://pesquisa.exemplo.com.br/form/1",
  });
  const policy = Object.fromEntries(
    contentSecurityPolicy(config, "abc123")
      .split("; ")
      .map((directive) => {
        const [name = "", ...values] = directive.split(" ");
        return [name, values];
      }),
  );

  it("runs only our scripts, those with this response's nonce, and the booking embed", () => {
    expect(policy["script-src"]).toEqual([
      "'self'",
      "'nonce-abc123'",
      "https://cdn.exemplo.com.br",
    ]);
    expect(policy["script-src"]).not.toContain("'unsafe-inline'");
    expect(policy["object-src"]).toEqual(["'none'"]);
  });

  it("frames only the configured calendar and survey, and is framed only by us", () => {
    expect(policy["frame-src"]).toEqual([
      "https://agenda.exemplo.com.br",
      "https://pesquisa.exemplo.com.br",
    ]);
    expect(policy["frame-ancestors"]).toEqual(["'self'"]);
    expect(policy["form-action"]).toEqual(["'self'"]);
    // The booking pages ask the calendar whether it answers; nothing else leaves the page.
    expect(policy["connect-src"]).toEqual(["'self'", "https://agenda.exemplo.com.br"]);
    expect(policy["base-uri"]).toEqual(["'self'"]);
  });

  it("lets no other site's script or frame into the admin area", () => {
    const admin = Object.fromEntries(
      contentSecurityPolicy(config, "abc123", { admin: true })
        .split("; ")
        .map((directive) => {
          const [name = "", ...values] = directive.split(" ");
          return [name, values];
        }),
    );
    expect(admin["script-src"]).toEqual(["'self'", "'nonce-abc123'"]);
    expect(admin["frame-src"]).toEqual(["'none'"]);
    expect(admin["frame-ancestors"]).toEqual(["'self'"]);
    expect(admin["object-src"]).toEqual(["'none'"]);
  });
});

describe("contentSecurityPolicy with marketing tags (ADR 0020)", () => {
  const directives = (policy: string) =>
    Object.fromEntries(
      policy.split("; ").map((directive) => {
        const [name = "", ...values] = directive.split(" ");
        return [name, values];
      }),
    );
  const base = { DATA_DIR: "/tmp/x", BOOKING_EMBED_SCRIPT_URL: "https://cdn.exemplo.com.br/e.js" };

  it("allows no tag host when no tag is configured", () => {
    const policy = contentSecurityPolicy(parseEnv(base), "n");
    expect(policy).not.toMatch(/googletagmanager|licdn|linkedin/);
    expect(directives(policy)["connect-src"]).toEqual(["'self'"]);
  });

  it("allows exactly the hosts of the configured tags", () => {
    const gtm = directives(contentSecurityPolicy(parseEnv({ ...base, GTM_ID: "GTM-AB12CD" }), "n"));
    expect(gtm["script-src"]).toEqual([
      "'self'",
      "'nonce-n'",
      "https://cdn.exemplo.com.br",
      "https://www.googletagmanager.com",
    ]);
    expect(gtm["img-src"]).toEqual(["'self'", "data:", "https://www.googletagmanager.com"]);
    expect(gtm["connect-src"]).toEqual(["'self'", "https://www.googletagmanager.com"]);

    const linkedin = directives(
      contentSecurityPolicy(parseEnv({ ...base, LINKEDIN_PARTNER_ID: "1234567" }), "n"),
    );
    expect(linkedin["script-src"]).toEqual([
      "'self'",
      "'nonce-n'",
      "https://cdn.exemplo.com.br",
      "https://snap.licdn.com",
    ]);
    expect(linkedin["img-src"]).toEqual(["'self'", "data:", "https://px.ads.linkedin.com"]);
    expect(linkedin["connect-src"]).toEqual(["'self'", "https://px.ads.linkedin.com"]);
  });

  it("never lets a tag into the admin", () => {
    const config = parseEnv({ ...base, GTM_ID: "GTM-AB12CD", LINKEDIN_PARTNER_ID: "1234567" });
    const admin = contentSecurityPolicy(config, "n", { admin: true });
    expect(admin).not.toMatch(/googletagmanager|licdn|linkedin/);
    expect(directives(admin)["script-src"]).toEqual(["'self'", "'nonce-n'"]);
  });
});
