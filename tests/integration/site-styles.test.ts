import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, removeDir, startServer, tempDir } from "../support/server";

// The stylesheet comes inside each page (ADR 0053): the first paint waits for the document
// alone, never for a stylesheet sharing the phone's link with the app's scripts. The CSP allows
// exactly that text, on a fresh page and on one from the page cache. The admin's screens' own
// classes are not in it: an admin page links them (ADR 0060).

/** A class only the admin uses, spelt so that no stylesheet's scan of this file finds it. */
const ADMIN_ONLY = `.${["cursor", "grab"].join("-")}`;

let server: RunningServer;
let dataDir: string;

beforeAll(async () => {
  dataDir = await tempDir("site-styles-");
  server = await startServer({ DATA_DIR: dataDir });
});

afterAll(async () => {
  await server?.stop();
  await removeDir(dataDir);
});

const styleOf = (html: string) => {
  const open = html.indexOf('<style data-precedence="site" data-href="site-styles"');
  const start = html.indexOf(">", open) + 1;
  return { open, text: html.slice(start, html.indexOf("</style>", start)) };
};

const styleSources = (csp: string) =>
  (csp.split(";").find((d) => d.trim().startsWith("style-src")) ?? "").trim().split(/\s+/).slice(1);

describe("the site's stylesheet inside each page", () => {
  for (const path of ["/", "/blog", "/materiais"]) {
    it(`${path} carries the stylesheet in its head, before any script, and links none`, async () => {
      const html = await (await fetch(`${server.url}${path}`)).text();
      const { open, text } = styleOf(html);
      expect(open).toBeGreaterThan(-1);
      expect(open).toBeLessThan(html.indexOf("</head>"));
      expect(open).toBeLessThan(html.indexOf("<script"));
      // The whole of it: the theme's colours and the utilities the pages use.
      expect(text).toContain("--color-brand-700");
      expect(text).toContain(".bg-brand-700");
      expect(html).not.toMatch(/<link[^>]+rel="stylesheet"/);
      // The drag handle of the landing page editor's blocks is the admin's alone.
      expect(text).not.toContain(ADMIN_ONLY);
    });
  }

  it("an admin page links the admin's classes beside the same stylesheet inside", async () => {
    const html = await (await fetch(`${server.url}/admin/login`)).text();
    const { open, text } = styleOf(html);
    expect(open).toBeGreaterThan(-1);
    expect(text).toContain(".bg-brand-700");
    const href = /<link rel="stylesheet" href="(\/assets\/admin-[\w-]+\.css)"/.exec(html)?.[1];
    expect(href).toBeDefined();
    expect(html.indexOf(href ?? "")).toBeLessThan(html.indexOf("</head>"));
    const sheet = await fetch(`${server.url}${href}`);
    expect(sheet.headers.get("content-type")).toMatch(/^text\/css/);
    expect(await sheet.text()).toContain(ADMIN_ONLY);
  });

  it("is allowed by the CSP's hash of its text, fresh and from the page cache", async () => {
    for (let i = 0; i < 2; i++) {
      const response = await fetch(`${server.url}/servicos`);
      const { text } = styleOf(await response.text());
      const hash = `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
      expect(styleSources(response.headers.get("content-security-policy") ?? "")).toContain(hash);
    }
  });

  it("is the same text on every page, so one hash serves them all", async () => {
    const texts = await Promise.all(
      ["/", "/cases", "/rei"].map(
        async (path) => styleOf(await (await fetch(`${server.url}${path}`)).text()).text,
      ),
    );
    expect(new Set(texts).size).toBe(1);
  });
});
