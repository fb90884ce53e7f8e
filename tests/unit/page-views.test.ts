import { describe, expect, it } from "vitest";
import { VIEW_SCRIPT, viewFields } from "~/lib/page-view";
import {
  boundUtm,
  deviceClass,
  normalizePath,
  referrerHost,
  utmOf,
} from "~/server/analytics/dimensions.server";

// The pure pieces of a page view (ADR 0019): what a row is counted under.

describe("normalizePath", () => {
  it("keeps the page's path without query, fragment, trailing or doubled slashes", () => {
    expect(normalizePath("/")).toBe("/");
    expect(normalizePath("/blog/meu-post/")).toBe("/blog/meu-post");
    expect(normalizePath("/Servicos?utm_source=x#topo")).toBe("/servicos");
    expect(normalizePath("//cases///abc")).toBe("/cases/abc");
    expect(normalizePath("/?utm_source=x")).toBe("/");
  });

  it("resolves the path as a request's address would be, so no row keeps text a visitor made up", () => {
    for (const raw of ["/zzz/../cases", "/c%61ses", "/./cases", "/%2e/cases", "/%2E%2e/cases"]) {
      expect(normalizePath(raw), raw).toBe("/cases");
    }
    expect(normalizePath("/blog/meu%2Dpost")).toBe("/blog/meu-post");
    expect(normalizePath("/../../..")).toBe("/");
    // Another host cannot be named, with slashes or backslashes.
    expect(normalizePath("//outro.example/cases")).toBe("/outro.example/cases");
    expect(normalizePath("/\\outro.example/cases")).toBe("/outro.example/cases");
    // Escapes a browser would send stay escaped.
    expect(normalizePath("/blog/a%C3%A7%C3%A3o")).toBe("/blog/a%c3%a7%c3%a3o");
    expect(normalizePath("/cases%2fabc")).toBe("/cases%2fabc");
  });

  it("refuses what is not a path of ours or is too long", () => {
    expect(normalizePath("https://outro.example/")).toBeUndefined();
    expect(normalizePath("blog")).toBeUndefined();
    expect(normalizePath("")).toBeUndefined();
    expect(normalizePath(undefined)).toBeUndefined();
    expect(normalizePath(`/${"a".repeat(200)}`)).toBeUndefined();
    expect(normalizePath(`/${"a".repeat(199)}`)).toHaveLength(200);
    expect(normalizePath(`/${"a".repeat(100_000)}`)).toBeUndefined();
    expect(normalizePath("/blog/a b")).toBeUndefined();
    expect(normalizePath("/blog/\u0000")).toBeUndefined();
  });
});

describe("referrerHost", () => {
  const own = ["www.vetorrevenue.com.br", "localhost"];
  it("keeps only the referring site's host, lower case", () => {
    expect(referrerHost("https://www.LinkedIn.com/feed/update/123?trk=abc", own)).toBe(
      "www.linkedin.com",
    );
    expect(referrerHost("https://www.google.com/", own)).toBe("www.google.com");
    expect(referrerHost("android-app://com.linkedin.android/", own)).toBe("com.linkedin.android");
  });

  it("is empty for a direct visit, our own pages or anything malformed", () => {
    expect(referrerHost("", own)).toBe("");
    expect(referrerHost(undefined, own)).toBe("");
    expect(referrerHost("https://www.vetorrevenue.com.br/blog", own)).toBe("");
    expect(referrerHost("http://localhost:3000/", own)).toBe("");
    expect(referrerHost("não é endereço", own)).toBe("");
    expect(referrerHost(`https://${"a".repeat(120)}.com/`, own)).toBe("");
    expect(referrerHost(`https://x.com/${"a".repeat(5000)}`, own)).toBe("");
  });
});

describe("utm values", () => {
  it("are trimmed, bounded to 100 characters, empty when absent", () => {
    expect(boundUtm("  linkedin  ")).toBe("linkedin");
    expect(boundUtm("a".repeat(500))).toBe("a".repeat(100));
    expect(boundUtm(null)).toBe("");
    expect(
      utmOf(new URLSearchParams("utm_source=LinkedIn&utm_campaign=lan%C3%A7amento&utm_term=x")),
    ).toEqual({ utmSource: "LinkedIn", utmMedium: "", utmCampaign: "lançamento" });
  });
});

describe("deviceClass", () => {
  it("tells phones from the rest (tablets count as desktop)", () => {
    const android =
      "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36";
    const iphone =
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
    const ipad =
      "Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/604.1";
    const tablet =
      "Mozilla/5.0 (Linux; Android 13; SM-X200) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";
    const desktop =
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";
    expect(deviceClass(android)).toBe("phone");
    expect(deviceClass(iphone)).toBe("phone");
    expect(deviceClass(ipad)).toBe("desktop");
    expect(deviceClass(tablet)).toBe("desktop");
    expect(deviceClass(desktop)).toBe("desktop");
    expect(deviceClass(undefined)).toBe("desktop");
    expect(deviceClass(`${"x".repeat(600)} Mobile`)).toBe("desktop");
  });
});

describe("the page's inline script", () => {
  /** Runs VIEW_SCRIPT with a stand-in browser; returns what it sent. */
  function run(href: string, referrer: string, prerendering = false) {
    const sent: { url: string; body: string }[] = [];
    const listeners: (() => void)[] = [];
    const url = new URL(href);
    const document = {
      referrer,
      prerendering,
      addEventListener: (_name: string, listener: () => void) => listeners.push(listener),
    };
    const navigator = {
      sendBeacon: (to: string, body: URLSearchParams) => sent.push({ url: to, body: `${body}` }),
    };
    new Function("location", "document", "navigator", VIEW_SCRIPT)(url, document, navigator);
    return {
      sent,
      open: () => {
        for (const listener of listeners) listener();
      },
    };
  }

  it("sends the path, the utm values only and the referrer, as the app's navigations do", () => {
    const href = "https://site.example/blog/post?utm_source=linkedin&utm_campaign=maio&nome=Ana";
    const { sent } = run(href, "https://www.linkedin.com/feed/");
    expect(sent).toEqual([
      {
        url: "/visita",
        body: `${viewFields(new URL(href), "https://www.linkedin.com/feed/")}`,
      },
    ]);
    expect(sent[0]?.body).toBe(
      "p=%2Fblog%2Fpost&r=https%3A%2F%2Fwww.linkedin.com%2Ffeed%2F&utm_source=linkedin&utm_campaign=maio",
    );
  });

  it("waits until a prerendered page is opened", () => {
    const page = run("https://site.example/cases", "", true);
    expect(page.sent).toEqual([]);
    page.open();
    expect(page.sent).toHaveLength(1);
  });
});
