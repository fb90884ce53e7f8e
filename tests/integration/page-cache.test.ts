import http from "node:http";
import { desc } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { database } from "~/server/db/index.server";
import * as tables from "~/server/db/schema.server";
import { postAs, signIn } from "../support/admin";
import { startApp, Visitor } from "../support/app";

// Public pages are kept rendered for a minute (app/server/page-cache.server.ts). What a visitor
// or an editor would notice if it were wrong: a stale post after a save, someone else's page,
// a form stamp that does not say when the page was served.

let app: Awaited<ReturnType<typeof startApp>>;
const db = () => database().db;
const visitor = () => new Visitor(app.url);
const nonceIn = (html: string) => html.match(/nonce="([^"]+)"/)?.[1];
const stamp = (html: string) => html.match(/name="_t" value="(\d+)\.[\w-]+"/)?.[1];

beforeAll(async () => {
  app = await startApp({ TRUST_PROXY: "x-forwarded-for", FORM_MIN_FILL_SECONDS: "0" });
});
afterAll(() => app?.close());

describe("page cache", () => {
  it("serves the same page again with a form stamp of its own", async () => {
    const first = await (await fetch(`${app.url}/servicos`)).text();
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = await (await fetch(`${app.url}/servicos`)).text();
    const [a, b] = [stamp(first), stamp(second)];
    expect(a).toBeDefined();
    expect(Number(b)).toBeGreaterThan(Number(a));
    // Apart from the values made for each response (stamp, CSP nonce), the same page.
    const own = /\d{13}\.[\w-]{43}|nonce="[^"]+"/g;
    expect(second.replaceAll(own, "")).toBe(first.replaceAll(own, ""));
    expect(nonceIn(second)).not.toBe(nonceIn(first));

    // The stamp of a page from the cache is accepted like any other.
    const v = visitor();
    const page = await (await v.request("/servicos")).text();
    const token = page.match(/name="_t" value="([^"]+)"/)?.[1] ?? "";
    const response = await v.post("/newsletter", {
      _t: token,
      rvfFormId: "form-newsletter",
      name: "Ana Cache",
      email: "ana.cache@empresa.com.br",
      consent: "on",
      source: "/servicos",
    });
    expect(response.status).toBe(302);
    const rows = await db().select().from(tables.leads);
    expect(rows.filter((row) => row.payload.email === "ana.cache@empresa.com.br")).toHaveLength(1);
  });

  it("answers 304 when the visitor already has the page", async () => {
    const response = await fetch(`${app.url}/cases`);
    const etag = response.headers.get("etag");
    expect(etag).toBeTruthy();
    // node:http, as a browser revalidates: fetch() would add `Cache-Control: no-cache`.
    const status = await new Promise<number | undefined>((resolve, reject) => {
      http
        .get(`${app.url}/cases`, { headers: { "if-none-match": etag ?? "" } }, (response) => {
          response.resume();
          resolve(response.statusCode);
        })
        .on("error", reject);
    });
    expect(status).toBe(304);
  });

  it("shows an editor's change to a post at once", async () => {
    const [post] = await db()
      .select()
      .from(tables.blogPosts)
      .orderBy(desc(tables.blogPosts.date))
      .limit(1);
    if (!post) throw new Error("nenhum post");
    expect(await (await fetch(`${app.url}/blog`)).text()).toContain(post.title);
    expect(await (await fetch(`${app.url}/blog/${post.slug}`)).text()).toContain(post.title);

    const editor = visitor();
    await signIn(editor, app.url);
    const body = new FormData();
    for (const [key, value] of Object.entries({
      intent: "save",
      title: "Título trocado pela editora",
      slug: post.slug,
      excerpt: post.excerpt,
      category: "Outra",
      customCategory: post.category,
      image: post.image ?? "",
      content: post.content,
    })) {
      body.set(key, value);
    }
    const saved = await postAs(editor, app.url, `/admin/posts/edit/${post.id}`, body);
    expect(saved.status).toBe(302);

    expect(await (await fetch(`${app.url}/blog`)).text()).toContain("Título trocado pela editora");
    expect(await (await fetch(`${app.url}/blog/${post.slug}`)).text()).toContain(
      "Título trocado pela editora",
    );
  });

  it("never gives a visitor with a lead of their own the page made for someone else", async () => {
    const anonymous = await (await fetch(`${app.url}/`)).text();
    expect(anonymous).not.toContain("Bia%20Prefill");
    const v = visitor();
    const page = await (await v.request("/diagnostico")).text();
    const token = page.match(/name="_t" value="([^"]+)"/)?.[1] ?? "";
    const sent = await v.post("/diagnostico", {
      _t: token,
      rvfFormId: "diagnosis",
      name: "Bia Prefill",
      email: "bia@empresa.com.br",
      company: "Empresa Exemplo",
      phone: "",
      role: "cro",
    });
    expect(sent.status).toBeLessThan(400);
    const home = await (await v.request("/")).text();
    expect(home).toMatch(/Bia(%20|\+)Prefill/);
    // …and the next anonymous visitor still gets the page without her name.
    expect(await (await fetch(`${app.url}/`)).text()).not.toMatch(/Bia(%20|\+)Prefill/);
  });

  it("keeps admin pages and signed-in editors out of it", async () => {
    const editor = visitor();
    await signIn(editor, app.url);
    const blog = await editor.request("/blog");
    expect(blog.headers.get("cache-control")).toBe("private, no-store");
    const admin = await editor.request("/admin/posts");
    expect(admin.headers.get("etag")).toBeNull();
  });
});

describe("security headers", () => {
  const nonceOf = (response: Response) =>
    response.headers.get("content-security-policy")?.match(/'nonce-([^']+)'/)?.[1];

  it("give each response its own nonce, and the page's inline scripts carry that one", async () => {
    for (const path of ["/", "/", "/blog", "/admin/login"]) {
      const response = await fetch(`${app.url}${path}`);
      const nonce = nonceOf(response);
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      const html = await response.text();
      const scripts = [...html.matchAll(/<script(?![^>]*type="application\/ld\+json")([^>]*)>/g)];
      expect(scripts.length).toBeGreaterThan(0);
      // …and a public page's scripts wait for the first paint (content-first.server.ts).
      if (!path.startsWith("/admin")) expect(html).not.toContain('rel="modulepreload"');
      for (const [, attributes] of scripts) expect(attributes).toContain(`nonce="${nonce}"`);
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(response.headers.get("permissions-policy")).toContain("camera=()");
      // Served over plain HTTP here: no HSTS.
      expect(response.headers.get("strict-transport-security")).toBeNull();
    }
    const [a, b] = await Promise.all([fetch(`${app.url}/`), fetch(`${app.url}/`)]);
    expect(nonceOf(a)).not.toBe(nonceOf(b));
  });
});
