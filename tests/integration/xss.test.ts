import { like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/server/db/index.server";
import { blogPosts, leads, people } from "~/server/db/schema.server";
import { OTHER_CATEGORY } from "~content/admin";
import { reiSections } from "~content/rei";
import { postAs, signIn } from "../support/admin";
import { formToken, newVisitors, startApp, Visitor } from "../support/app";
import { unsafeEchoes, XSS_CORPUS } from "../support/xss-corpus";

// The XSS corpus in every field the site shows again (posts, leads in the inbox, REI
// answers, the blog search), read back from every page that shows it. Whether anything runs
// in a browser is tested end to end (xss.js-only.spec.ts); this reads the HTML of every page.

let app: Awaited<ReturnType<typeof startApp>>;
let editor: Visitor;
const stranger = newVisitors(() => app.url);

async function expectInert(visitor: Visitor, path: string) {
  const response = await visitor.request(path);
  expect(response.status, path).toBeLessThan(500);
  const csp = response.headers.get("Content-Security-Policy") ?? "";
  expect(unsafeEchoes(await response.text(), undefined, csp), path).toEqual([]);
}

beforeAll(async () => {
  app = await startApp({ TRUST_PROXY: "x-forwarded-for", FORM_RATE_LIMIT: "100000" });
  editor = new Visitor(app.url, "192.0.2.80");
  await signIn(editor, app.url);
});
afterAll(async () => {
  await app?.close();
});

describe("posts written with the corpus", () => {
  it("are stored as written and shown escaped on every page that shows them", async () => {
    for (const [index, payload] of XSS_CORPUS.entries()) {
      const response = await postAs(editor, app.url, "/admin/posts/new", {
        title: `Ataque ${index} ${payload}`.slice(0, 300),
        excerpt: payload,
        category: OTHER_CATEGORY,
        // A category's name holds 60 characters at most; a typed one joins the list on save.
        customCategory: payload.slice(0, 60),
        content: `## ${payload}\n\n${payload}\n\n- ${payload}\n\n\`${payload}\``,
      });
      expect(response.status, payload).toBe(302);
    }
    const posts = await db().select().from(blogPosts).where(like(blogPosts.title, "Ataque %"));
    expect(posts).toHaveLength(XSS_CORPUS.length);
    // Stored as typed (trimmed), not altered: escaping belongs to the page.
    expect(posts.map((post) => post.excerpt).sort()).toEqual(
      XSS_CORPUS.map((p) => p.trim()).sort(),
    );

    const pages = [
      "/blog",
      "/blog?q=Ataque",
      "/blog?q=Ataque&pagina=2",
      "/blog?q=Ataque&pagina=3",
      "/",
      "/blog/rss.xml",
      "/sitemap.xml",
      "/admin/posts",
    ];
    for (const post of posts) {
      pages.push(
        `/blog/${post.slug}`,
        `/admin/posts/edit/${post.id}`,
        `/admin/posts/delete/${post.id}`,
      );
      pages.push(`/blog?categoria=${encodeURIComponent(post.category)}`);
    }
    for (const path of pages) await expectInert(editor, path);
    for (const path of pages.filter((p) => !p.startsWith("/admin"))) {
      await expectInert(new Visitor(app.url), path);
    }
  });

  it("are previewed escaped, without saving", async () => {
    const payload = XSS_CORPUS.join("\n\n");
    const response = await postAs(editor, app.url, "/admin/posts/new", {
      intent: "preview",
      title: XSS_CORPUS[6] ?? "",
      excerpt: XSS_CORPUS.slice(0, 10).join(" "),
      category: OTHER_CATEGORY,
      customCategory: XSS_CORPUS[2] ?? "",
      content: payload,
    });
    expect(response.status).toBe(200);
    expect(unsafeEchoes(await response.text())).toEqual([]);
  });
});

describe("leads written with the corpus", () => {
  const reiAnswers = (section: number, payload: string) =>
    Object.fromEntries(
      (reiSections[section]?.fields ?? []).map((field) => [
        field.name,
        field.kind === "email"
          ? "ana@empresa.com.br"
          : field.options
            ? (field.options[0]?.value ?? "")
            : field.kind === "textarea"
              ? payload
              : payload.slice(0, 160),
      ]),
    );

  it("are shown escaped to the visitor and in the admin's inbox", async () => {
    for (const payload of XSS_CORPUS) {
      const short = payload.slice(0, 160);
      const who = stranger();
      const contact = await who.post("/partners/enics", {
        _t: formToken(),
        name: short,
        email: "ana@empresa.com.br",
        company: short,
        role: "cro",
        phone: payload.slice(0, 40),
        message: payload,
      });
      expect(contact.status, payload).toBe(302);
      // The next pages prefill the calendar with what the visitor typed.
      await expectInert(who, "/booking");
      await expectInert(who, "/agenda-diagnostico");

      const newsletter = await stranger().post("/newsletter", {
        _t: formToken(),
        source: "/",
        name: short,
        email: "ana@empresa.com.br",
        consent: "on",
      });
      expect(newsletter.status, payload).toBe(302);
      const privacy = await stranger().post("/privacidade", {
        _t: formToken(),
        name: short,
        email: "ana@empresa.com.br",
        kind: "access",
        message: payload,
      });
      expect(privacy.status, payload).toBe(302);
    }

    // The REI: answers kept as a draft (shown again in the form) and then sent.
    for (const payload of XSS_CORPUS.slice(0, 12)) {
      const who = stranger();
      for (const [section] of reiSections.entries()) {
        await who.post("/rei", {
          _t: formToken(),
          section: String(section),
          ...reiAnswers(section, payload),
        });
        if (section === 2) {
          await who.post("/rei", { _t: formToken(), section: "3", intent: "back" });
          await expectInert(who, "/rei");
        }
      }
      await expectInert(who, "/rei");
    }

    const stored = await db().select().from(leads);
    expect(stored.filter((lead) => lead.formType === "rei").length).toBeGreaterThan(0);
    const pages = [
      "/admin/leads",
      "/admin/leads?pagina=2",
      "/admin/leads?pagina=3",
      "/admin/leads?tipo=rei",
      "/admin/leads?por=envio",
      "/admin/leads?por=envio&pagina=2",
    ];
    for (const lead of stored) pages.push(`/admin/leads/${lead.id}`);
    // Each person's page and company's show what they typed too.
    for (const person of await db().select().from(people)) {
      pages.push(`/admin/leads/pessoas/${person.id}`);
      if (person.companyKey)
        pages.push(`/admin/leads/empresas/${encodeURIComponent(person.companyKey)}`);
    }
    for (const path of pages) await expectInert(editor, path);
  });
});

describe("the blog search", () => {
  it("echoes every payload escaped", async () => {
    for (const payload of XSS_CORPUS) {
      await expectInert(new Visitor(app.url), `/blog?q=${encodeURIComponent(payload)}`);
      await expectInert(new Visitor(app.url), `/blog?categoria=${encodeURIComponent(payload)}`);
    }
  });
});

describe("the corpus check itself", () => {
  it("finds a payload left unescaped, an event attribute and a javascript: address", () => {
    expect(unsafeEchoes(`<p>${XSS_CORPUS[0]}</p>`).length).toBeGreaterThan(0);
    expect(unsafeEchoes('<p title="x" onclick="go()">a</p>', [])).toHaveLength(1);
    expect(unsafeEchoes('<a href=" javascript:go()">a</a>', [])).toHaveLength(1);
    expect(unsafeEchoes("<p>&lt;script&gt;__pwned(1)&lt;/script&gt;</p>", [])).toEqual([]);
  });
});
