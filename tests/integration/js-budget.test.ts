import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { adminCopy } from "~content/admin";
import { adminImagesCopy } from "~content/admin-images";
import { adminMaterialsCopy } from "~content/admin-materials";
import { publishingCopy } from "~content/admin-publishing";

// No public page starts with more than 130 kB of JavaScript (gzip, as the server sends
// it), and none loads the admin's code. Read from the production build's client manifest: the
// scripts a page starts with are the entry and every route module of the page with their
// imports. The page's part of the manifest comes inside its HTML (lazy route discovery); code
// loaded on demand (a lead form's, the carousel's) comes after the start.

const assets = "build/client/assets";
type Entry = { module: string; imports?: string[] };
type Route = Entry & { id: string; parentId?: string; hasDefaultExport?: boolean };
const manifestFile = readdirSync(assets).find((name) => /^manifest-[\w-]+\.js$/.test(name));
const manifest = JSON.parse(
  readFileSync(`${assets}/${manifestFile}`, "utf8")
    .replace(/^window\.__reactRouterManifest=/, "")
    .replace(/;\s*$/, ""),
) as { entry: Entry; routes: Record<string, Route> };

// The goal is 120 (ADR 0051); this holds what the pages have reached (ADR 0054): the home and
// the landing page sample start with about 129, the others with 117-124.
const BUDGET_KB = 130;

/**
 * What the server sends a browser without brotli: the gzip copy made at build, or the file
 * itself when gzip would not be smaller (ADR 0026).
 */
const gzipKb = (url: string) => {
  const file = `build/client${url}`;
  return statSync(existsSync(`${file}.gz`) ? `${file}.gz` : file).size / 1024;
};

/** A script's code, read once: every page reads the same shared chunk. */
const codeOf = new Map<string, string>();
const code = (url: string) => {
  const known = codeOf.get(url);
  if (known !== undefined) return known;
  const read = readFileSync(`build/client${url}`, "utf8");
  codeOf.set(url, read);
  return read;
};

/** The scripts a page of this route loads as it starts, by URL. */
function startScripts(routeId: string): string[] {
  const files = new Set<string>([manifest.entry.module, ...(manifest.entry.imports ?? [])]);
  for (let route = manifest.routes[routeId]; route; route = manifest.routes[route.parentId ?? ""]) {
    files.add(route.module);
    for (const file of route.imports ?? []) files.add(file);
  }
  return [...files];
}

/**
 * The admin's own texts (long, and in no public copy module), as the bundler keeps them in its
 * code: a chunk that carries one carries the admin's copy, whatever the chunk's name.
 */
function adminTexts(value: unknown, found: string[] = []): string[] {
  if (typeof value === "string" && value.length >= 24) found.push(value);
  else if (value && typeof value === "object")
    for (const v of Object.values(value)) adminTexts(v, found);
  return found;
}
const publicCopy = import.meta.glob(["/content/**/*.ts", "!/content/admin*.ts"], { eager: true });
const PUBLIC_TEXTS = new Set(adminTexts(Object.values(publicCopy)));
const ADMIN_TEXTS = adminTexts([
  adminCopy,
  adminImagesCopy,
  adminMaterialsCopy,
  publishingCopy,
]).filter((text) => !PUBLIC_TEXTS.has(text));

/** Words only the code that describes a page's head has (seo.ts, jsonld.ts). */
const HEAD_CODE = ["summary_large_image", "og:site_name", "BreadcrumbList", "https://schema.org"];

const publicRoutes = Object.values(manifest.routes).filter(
  (route) => route.id !== "root" && !route.id.startsWith("routes/admin/") && route.hasDefaultExport,
);

describe("JavaScript budget of public pages (built client)", () => {
  it("finds the public pages in the build's manifest", () => {
    expect(publicRoutes.map((route) => route.id)).toEqual(
      expect.arrayContaining([
        "routes/home",
        "routes/services",
        "routes/blog-post",
        // A campaign's landing page (/{endereço}, ADR 0045).
        "routes/landing-page",
      ]),
    );
  });

  for (const route of publicRoutes) {
    it(`${route.id} starts within the ${BUDGET_KB} kB JavaScript budget and without the admin's`, () => {
      const scripts = startScripts(route.id);
      const total = scripts.reduce((sum, url) => sum + gzipKb(url), 0);
      expect(total, scripts.join("\n")).toBeLessThanOrEqual(BUDGET_KB);
      expect(scripts.filter((url) => /\/Admin[A-Z]\w*-/.test(url))).toEqual([]);
      const loaded = scripts.map(code).join("\n");
      expect(ADMIN_TEXTS.filter((text) => loaded.includes(text))).toEqual([]);
      // Heads are described by the loaders (ADR 0054): no card, canonical or JSON-LD code here.
      expect(HEAD_CODE.filter((text) => loaded.includes(text))).toEqual([]);
    });
  }
});
