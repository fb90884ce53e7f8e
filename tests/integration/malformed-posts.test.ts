import { eq } from "drizzle-orm";
import { SaxesParser } from "saxes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db, tables } from "~/server/db/index.server";
import { postAs, signIn } from "../support/admin";
import { startApp, Visitor } from "../support/app";

// Posts whose stored values a page cannot use as they are: a cover address that does not
// parse, characters XML forbids. Such rows come from imports, another app sharing the table or
// older versions; each page must still answer, and the feeds must stay readable XML.

let app: Awaited<ReturnType<typeof startApp>>;

beforeAll(async () => {
  app = await startApp({});
});
afterAll(async () => {
  await app?.close();
});

/** The document read by a strict XML 1.0 parser: its errors and each element's text. */
function readXml(xml: string) {
  const parser = new SaxesParser();
  const errors: string[] = [];
  const texts: { tag: string; text: string }[] = [];
  const open: string[] = [];
  parser.on("error", (error) => errors.push(error.message));
  parser.on("opentag", (tag) => open.push(tag.name));
  parser.on("closetag", () => open.pop());
  parser.on("text", (text) => texts.push({ tag: open.at(-1) ?? "", text }));
  parser.write(xml).close();
  return { errors, texts };
}

// (A lone surrogate cannot reach the database: the driver stores it as U+FFFD. NUL neither.)
const CONTROL_TITLE = "Título\u0001 com\u0008 controles\u000B\uFFFE e\u001B fim";
const CLEAN_TITLE = "Título com controles e fim";

async function insertPost(values: Partial<typeof tables.blogPosts.$inferInsert>) {
  const [row] = await db()
    .insert(tables.blogPosts)
    .values({
      title: "Post estranho",
      slug: `post-estranho-${Math.random().toString(36).slice(2, 8)}`,
      excerpt: "Resumo",
      content: "## Parte\n\nCorpo.",
      category: "Dados",
      date: new Date(),
      ...values,
    })
    .returning();
  if (!row) throw new Error("post não inserido");
  return row;
}

describe("a stored cover address that does not parse", () => {
  it("the post, the blog and the related cards render without it", async () => {
    const post = await insertPost({ slug: "capa-quebrada", image: "https://[" });
    await insertPost({ slug: "capa-quebrada-vizinho", image: "https://[::1" });
    const page = await fetch(`${app.url}/blog/${post.slug}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Post estranho");
    expect(html).not.toContain('src="https://[');
    expect(html).not.toContain('content="https://[');

    const list = await fetch(`${app.url}/blog?categoria=Dados`);
    expect(list.status).toBe(200);
    expect(await list.text()).not.toContain('src="https://[');
  });

  it("is not kept from the editor", async () => {
    const editor = new Visitor(app.url, "198.51.100.77");
    await signIn(editor, app.url);
    const response = await postAs(editor, app.url, "/admin/posts/new", {
      title: "Capa com endereço quebrado",
      excerpt: "Resumo",
      category: "CRO",
      content: "Texto.",
      image: "https://[",
    });
    expect(response.status).toBe(302);
    const [row] = await db()
      .select()
      .from(tables.blogPosts)
      .where(eq(tables.blogPosts.slug, "capa-com-endereco-quebrado"));
    expect(row?.image).toBeNull();
    expect((await fetch(`${app.url}/blog/capa-com-endereco-quebrado`)).status).toBe(200);
  });
});

describe("characters XML forbids in a post", () => {
  it("are left out of the RSS feed, which stays readable", async () => {
    await insertPost({
      slug: "titulo-com-controles",
      title: CONTROL_TITLE,
      excerpt: "Resumo\u0002 com\u001F controle",
      category: "Dados\u0007",
      // The newest, so it is in the feed's 20.
      createdAt: new Date(Date.now() + 60_000),
    });
    const response = await fetch(`${app.url}/blog/rss.xml`);
    expect(response.status).toBe(200);
    const { errors, texts } = readXml(await response.text());
    expect(errors).toEqual([]);
    const titles = texts.filter((t) => t.tag === "title").map((t) => t.text);
    expect(titles).toContain(CLEAN_TITLE);
    expect(texts.map((t) => t.text)).toContain("Resumo com controle");
  });

  it("are left out of the sitemap, which stays readable", async () => {
    await insertPost({ slug: "slug\u0002-com\uFFFF-controle", title: "Slug estranho" });
    const response = await fetch(`${app.url}/sitemap.xml`);
    expect(response.status).toBe(200);
    const { errors, texts } = readXml(await response.text());
    expect(errors).toEqual([]);
    expect(texts.map((t) => t.text)).toContain("http://127.0.0.1/blog/slug-com-controle");
  });

  it("the post page itself still answers", async () => {
    const page = await fetch(`${app.url}/blog/titulo-com-controles`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("controles");
  });
});
