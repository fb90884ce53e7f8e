import { createHash, randomBytes } from "node:crypto";
import http from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { desc } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { database } from "~/server/db/index.server";
import * as tables from "~/server/db/schema.server";
import { postAs, signIn } from "../support/admin";
import { formToken, startApp, Visitor } from "../support/app";

// Public pages are kept rendered for a minute (app/http/page-cache.server.ts), the same bytes
// for everyone and compressed once (ADR 0023). What a visitor or an editor would notice if it
// were wrong: a stale post after a save, someone else's page, a form stamp that does not say
// when the page was served, an inline script the policy does not name.

let app: Awaited<ReturnType<typeof startApp>>;
const db = () => database().db;
const visitor = () => new Visitor(app.url);

beforeAll(async () => {
  app = await startApp({
    TRUST_PROXY: "x-forwarded-for",
    FORM_MIN_FILL_SECONDS: "0",
    // The home's calendar carries a visitor's own lead: it must never reach another visitor.
    BOOKING_CALENDAR_URL: "https://agenda.exemplo.com.br/widget/booking/geral",
  });
});
afterAll(() => app?.close());

/** A GET (or `method`) over node:http, as a browser sends it: fetch() would add `Cache-Control: no-cache` and decode the body. */
function get(path: string, headers: Record<string, string> = {}, method = "GET") {
  return new Promise<{ status?: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      http
        .request(`${app.url}${path}`, { headers, method }, (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () =>
            resolve({
              status: response.statusCode,
              headers: response.headers,
              body: Buffer.concat(chunks),
            }),
          );
        })
        .on("error", reject)
        .end();
    },
  );
}

const ENCODINGS = { br: "br", gzip: "gzip", identity: "identity" } as const;
const decode = (encoding: string, body: Buffer) =>
  encoding === "br" ? brotliDecompressSync(body) : encoding === "gzip" ? gunzipSync(body) : body;

describe("page cache", () => {
  it("serves every anonymous visitor the same bytes, compressed once per encoding, with a strong tag each", async () => {
    const html = new Set<string>();
    const tags = new Set<string>();
    for (const [accepted, encoding] of Object.entries(ENCODINGS)) {
      const [a, b] = [
        await get("/servicos", { "accept-encoding": accepted }),
        await get("/servicos", { "accept-encoding": accepted }),
      ];
      expect(a.status).toBe(200);
      expect(b.body.equals(a.body)).toBe(true);
      expect(a.headers.etag).toMatch(/^"[\w-]+(\.\w+)?"$/);
      expect(b.headers.etag).toBe(a.headers.etag);
      expect(a.headers["content-encoding"]).toBe(encoding === "identity" ? undefined : encoding);
      expect(a.headers.vary).toMatch(/accept-encoding/i);
      expect(Number(a.headers["content-length"])).toBe(a.body.length);
      tags.add(String(a.headers.etag));
      html.add(decode(encoding, a.body).toString("utf8"));
      // Asked again by its tag: nothing to send.
      const again = await get("/servicos", {
        "accept-encoding": accepted,
        "if-none-match": String(a.headers.etag),
      });
      expect(again.status).toBe(304);
      expect(again.body.length).toBe(0);
    }
    // One page: brotli and gzip decompress to the very HTML sent plain, each under its own tag.
    expect(html.size).toBe(1);
    expect(tags.size).toBe(3);
    // …which carries no per-response value: no nonce, no form stamp.
    const [page = ""] = html;
    expect(page).toContain("<form");
    expect(page).not.toMatch(/nonce=/);
    expect(page).not.toMatch(/name="_t"/);
  });

  it("gives each response its own form stamp, in a cookie, and accepts it with JavaScript off", async () => {
    const v = visitor();
    await v.request("/servicos");
    const first = v.cookie("carimbo");
    await new Promise((resolve) => setTimeout(resolve, 5));
    await v.request("/servicos");
    const second = v.cookie("carimbo");
    expect(first).toMatch(/^\d{13}\.[\w-]{43}$/);
    expect(Number(second?.split(".")[0])).toBeGreaterThan(Number(first?.split(".")[0]));
    // A 304 is the page shown again: a new stamp with it.
    const page = await v.request("/servicos", { headers: { "accept-encoding": "br" } });
    const revalidated = await get("/servicos", {
      "accept-encoding": "br",
      "if-none-match": page.headers.get("etag") ?? "",
    });
    expect(revalidated.status).toBe(304);
    expect(String(revalidated.headers["set-cookie"])).toMatch(/^carimbo=\d{13}\./);

    // The form as a browser without JavaScript sends it: its fields and the page's cookie.
    const response = await v.post("/newsletter", {
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

  it("lets a cached page's inline scripts and styles run by their hashes, and nothing else inline", async () => {
    for (const path of ["/", "/servicos", "/blog", "/diagnostico"]) {
      const [a, b] = [await fetch(`${app.url}${path}`), await fetch(`${app.url}${path}`)];
      const policy = a.headers.get("content-security-policy") ?? "";
      expect(b.headers.get("content-security-policy")).toBe(policy);
      const directive = (name: string) =>
        policy
          .split("; ")
          .find((d) => d.startsWith(`${name} `))
          ?.split(" ")
          .slice(1) ?? [];
      const html = await a.text();
      for (const [name, tag] of [
        ["script-src", "script"],
        ["style-src", "style"],
      ] as const) {
        const sources = directive(name);
        expect(sources).toContain("'self'");
        expect(sources.join(" ")).not.toMatch(/unsafe-inline|nonce-/);
        const listed = sources.filter((source) => source.startsWith("'sha256-"));
        // Every inline element that runs is listed, and the list names nothing else.
        const inline = [...html.matchAll(new RegExp(`<${tag}([^>]*)>([\\s\\S]*?)</${tag}>`, "g"))]
          .filter(
            ([, attributes = ""]) => !/\ssrc=|type="application\/(ld\+)?json"/.test(attributes),
          )
          .map(
            ([, , code = ""]) => `'sha256-${createHash("sha256").update(code).digest("base64")}'`,
          );
        if (tag === "script") expect(inline.length).toBeGreaterThan(1);
        expect(new Set(listed)).toEqual(new Set(inline));
      }
    }
  });

  it("answers from the cache with what a rendered answer carries: its headers and this visitor's cookies", async () => {
    const path = "/servicos/automacao?utm_source=linkedin&utm_campaign=abm";
    const rendered = await get(path, { "accept-encoding": "br" });
    // Kept, answered once: now from the fast path, for someone who came from a search engine.
    const kept = await get(path, {
      "accept-encoding": "br",
      referer: "https://www.google.com/search?q=automacao",
    });
    expect(kept.status).toBe(200);
    expect(kept.body.equals(rendered.body)).toBe(true);
    const { date: _d1, age: age1, "set-cookie": cookies1 = [], ...headers1 } = rendered.headers;
    const { date: _d2, age: age2, "set-cookie": cookies2 = [], ...headers2 } = kept.headers;
    expect(headers2).toEqual(headers1);
    // Both say how old the page is, so a browser keeps it no longer than the server would.
    expect(Number(age2)).toBeGreaterThanOrEqual(Number(age1));
    expect(Number(age1)).toBeGreaterThanOrEqual(1);
    expect(headers2["content-security-policy"]).toMatch(/script-src 'self' 'sha256-/);
    expect(headers2["x-frame-options"]).toBe("SAMEORIGIN");
    // The same cookies, with the same attributes; the first touch is this visitor's own.
    const attributes = (list: string[]) => list.map((c) => c.replace(/=[^;]*/, "=")).sort();
    expect(attributes(cookies2)).toEqual(attributes(cookies1));
    const origin =
      cookies2
        .find((c) => c.startsWith("origem="))
        ?.split(";")[0]
        ?.slice(7) ?? "";
    expect(JSON.parse(Buffer.from(decodeURIComponent(origin), "base64url").toString())).toEqual({
      landingPage: "/servicos/automacao",
      utm_source: "linkedin",
      utm_campaign: "abm",
      referrer: "https://www.google.com/",
    });
    expect(cookies2.find((c) => c.startsWith("carimbo="))).toMatch(/^carimbo=\d{13}\./);
    // A visitor who already has a first touch keeps it.
    const returning = await get(path, { "accept-encoding": "br", cookie: "origem=abc" });
    expect(String(returning.headers["set-cookie"])).not.toContain("origem=");
  });

  it("keeps a campaign's address, and renders an ad click's own address for its visitor (ADR 0033)", async () => {
    const tagsOf = async (path: string) => {
      const tags = [];
      for (let visit = 0; visit < 2; visit++) {
        const page = await get(path, { "accept-encoding": "br" });
        expect(page.status).toBe(200);
        // The newsletter form sends the page's address back, click id and all, but no utm_*:
        // the campaign is the lead's first touch, in its cookie.
        const form = decode(page.headers["content-encoding"] ?? "", page.body).toString();
        const source = path.replace(/[?&]utm_[^&]*/g, "").replace(/^([^?]*)&/, "$1?");
        expect(form).toContain(`name="source" value="${source.replaceAll("&", "&amp;")}"`);
        tags.push(page.headers.etag);
      }
      return tags;
    };
    const campaign = await tagsOf("/cases?utm_source=linkedin&utm_campaign=cases-2026");
    expect(campaign[0]).toMatch(/^"[\w-]+\.br"$/);
    expect(campaign[1]).toBe(campaign[0]);
    for (const click of ["/cases?gclid=Cj0KCQiA5rGuBhCn", "/cases?utm_source=meta&fbclid=IwAR2"]) {
      // Not kept: no tag of a kept page, on either visit.
      expect(await tagsOf(click)).toEqual([undefined, undefined]);
    }
  });

  it("answers an ad address with a random utm_source from the one kept page, each with its own first touch", async () => {
    const accept = { "accept-encoding": "br" };
    const kept = await get("/quem-somos", accept);
    expect(kept.headers.etag).toMatch(/^"[\w-]+\.br"$/);
    for (let click = 0; click < 12; click++) {
      const source = randomBytes(6).toString("hex");
      const page = await get(`/quem-somos?utm_source=${source}&utm_campaign=abm`, accept);
      expect(page.status).toBe(200);
      // The kept page's own tag and bytes: no render or compression of its own.
      expect(page.headers.etag).toBe(kept.headers.etag);
      expect(page.body.equals(kept.body)).toBe(true);
      const origin = String(page.headers["set-cookie"]).match(/origem=([\w-]+)/)?.[1] ?? "";
      expect(JSON.parse(Buffer.from(origin, "base64url").toString())).toMatchObject({
        landingPage: "/quem-somos",
        utm_source: source,
        utm_campaign: "abm",
      });
    }
    const form = decode("br", kept.body).toString();
    expect(form).toContain('name="source" value="/quem-somos"');
  });

  it("answers a HEAD from the kept page: its GET's headers, no body, no render", async () => {
    const accept = { "accept-encoding": "br" };
    const page = await get("/materiais", accept);
    const head = await get("/materiais", accept, "HEAD");
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    // The kept page's own tag, so not a render of its own, and the length of its GET's body.
    expect(head.headers.etag).toMatch(/^"[\w-]+\.br"$/);
    expect(head.headers.etag).toBe(page.headers.etag);
    expect(Number(head.headers["content-length"])).toBe(page.body.length);
    const { date: _d1, age: _a1, "set-cookie": _c1, ...headers1 } = page.headers;
    const { date: _d2, age: _a2, "set-cookie": _c2, ...headers2 } = head.headers;
    expect(headers2).toEqual(headers1);
  });

  it("answers 304 when the visitor already has the page", async () => {
    const accept = { "accept-encoding": "gzip, deflate, br" };
    const etag = (await get("/cases", accept)).headers.etag;
    expect(etag).toBeTruthy();
    const again = { ...accept, "if-none-match": etag ?? "" };
    expect((await get("/cases", again)).status).toBe(304);
    // Another encoding is other bytes: sent in full.
    expect((await get("/cases", { ...again, "accept-encoding": "gzip" })).status).toBe(200);
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

  it("keeps a campaign's landing page as any page, and shows an editor's change to it at once", async () => {
    const fromCache = (html: string) => !/nonce="/.test(html);
    const [first, second] = [
      await get("/diagnostico-gratuito", { "accept-encoding": "identity" }),
      await get("/diagnostico-gratuito", { "accept-encoding": "identity" }),
    ];
    expect(first.status).toBe(200);
    expect(second.body.equals(first.body)).toBe(true);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(fromCache(first.body.toString("utf8"))).toBe(true);

    const [sample] = await db().select().from(tables.landingPages).limit(1);
    if (!sample) throw new Error("nenhuma página de campanha");
    const editor = visitor();
    await signIn(editor, app.url);
    const body = new FormData();
    for (const [key, value] of Object.entries({
      intent: "salvar",
      title: sample.title,
      slug: sample.slug,
      status: "published",
      publishAt: "",
      blocos: "1",
      "bloco-0-tipo": "hero",
      "bloco-0-title": "Uma chamada nova da editora",
      "bloco-0-buttonTo": "link",
    })) {
      body.set(key, value);
    }
    const saved = await postAs(editor, app.url, `/admin/paginas/editar/${sample.id}`, body);
    expect(saved.status).toBe(302);
    const after = await (await fetch(`${app.url}/diagnostico-gratuito`)).text();
    expect(after).toContain("Uma chamada nova da editora");
    expect(after).not.toContain("Descubra onde sua receita está escapando");
  });

  it("is emptied by a signed-in editor's post to the admin, not by a stranger's", async () => {
    const [post] = await db().select().from(tables.blogPosts).limit(1);
    if (!post) throw new Error("nenhum post");
    const page = async () => (await fetch(`${app.url}/blog/${post.slug}`)).text();
    expect(await page()).toContain(post.title);
    // Changed behind the app's back: the kept page shows the old title until it is emptied.
    const { eq } = await import("drizzle-orm");
    const renamed = "Título mudado direto no banco";
    await db()
      .update(tables.blogPosts)
      .set({ title: renamed })
      .where(eq(tables.blogPosts.id, post.id));
    try {
      expect(await page()).not.toContain(renamed);
      // A failed sign-in and a post with a cookie we never signed empty nothing.
      const stranger = visitor();
      const refused = await postAs(stranger, app.url, "/admin/login", {
        username: "editora",
        password: "senha-errada-de-proposito",
      });
      expect(refused.status).toBe(401);
      stranger.setCookie("admin", "forjado.assinatura");
      await postAs(stranger, app.url, "/admin/posts/new", { intent: "save", title: "x" });
      expect(await page()).not.toContain(renamed);
      // An editor's post, even one that changes nothing public, does.
      const editor = visitor();
      await signIn(editor, app.url);
      expect(await page()).not.toContain(renamed);
      const out = await postAs(editor, app.url, "/admin/logout", {});
      expect(out.status).toBe(302);
      expect(await page()).toContain(renamed);
    } finally {
      await db()
        .update(tables.blogPosts)
        .set({ title: post.title })
        .where(eq(tables.blogPosts.id, post.id));
    }
  });

  it("never gives a visitor with a lead of their own the page made for someone else", async () => {
    const anonymous = await (await fetch(`${app.url}/`)).text();
    expect(anonymous).not.toContain("Bia%20Prefill");
    const v = visitor();
    await v.request("/diagnostico");
    const sent = await v.post("/diagnostico", {
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

  it("keeps admin pages, signed-in editors and flash messages out of it", async () => {
    // A page from the cache carries no nonce; one rendered for this visitor carries its own.
    const fromCache = (html: string) => !/nonce="/.test(html);
    expect(fromCache(await (await fetch(`${app.url}/blog`)).text())).toBe(true);
    const editor = visitor();
    await signIn(editor, app.url);
    const blog = await editor.request("/blog");
    expect(blog.headers.get("cache-control")).toBe("private, no-store");
    expect(blog.headers.get("content-security-policy")).toMatch(/'nonce-/);
    expect(fromCache(await blog.text())).toBe(false);
    const admin = await editor.request("/admin/posts");
    expect(admin.headers.get("etag")).toBeNull();
    expect(fromCache(await admin.text())).toBe(false);

    // The newsletter without JavaScript: the confirmation comes on the next page, for her only.
    const v = visitor();
    v.setCookie("carimbo", formToken());
    const sent = await v.post("/newsletter", {
      name: "Caio Flash",
      email: "caio.flash@empresa.com.br",
      consent: "on",
      source: "/blog",
    });
    expect(sent.headers.get("set-cookie")).toMatch(/flash=/);
    const page = await v.follow(sent);
    expect(page).toContain("Inscrição confirmada!");
    expect(fromCache(page)).toBe(false);
    expect(await (await fetch(`${app.url}/blog`)).text()).not.toContain("Inscrição confirmada!");
  });
});

describe("security headers", () => {
  const nonceOf = (response: Response) =>
    response.headers.get("content-security-policy")?.match(/'nonce-([^']+)'/)?.[1];

  it("give each page rendered for one visitor its own nonce, and its inline scripts carry that one", async () => {
    const editor = visitor();
    await signIn(editor, app.url);
    for (const path of ["/", "/", "/blog", "/admin/login"]) {
      // A signed-in editor's pages are rendered for her (the cache's pages: above).
      const response = await (path === "/admin/login"
        ? fetch(`${app.url}${path}`)
        : editor.request(path));
      const nonce = nonceOf(response);
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      const html = await response.text();
      const scripts = [...html.matchAll(/<script(?![^>]*type="application\/ld\+json")([^>]*)>/g)];
      expect(scripts.length).toBeGreaterThan(0);
      for (const [, attributes] of scripts) expect(attributes).toContain(`nonce="${nonce}"`);
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(response.headers.get("permissions-policy")).toContain("camera=()");
      // Served over plain HTTP here: no HSTS.
      expect(response.headers.get("strict-transport-security")).toBeNull();
    }
    const [a, b] = await Promise.all([editor.request("/"), editor.request("/")]);
    expect(nonceOf(a)).not.toBe(nonceOf(b));
  });
});
