// Social cards (ADR 0018): every public page of the sitemap links a 1200×630 PNG of
// its own, served by /og/…; a post's card follows the post (new, renamed) without a restart;
// an editor's social image wins; an address that names no page is a 404.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CARD_HEIGHT, CARD_WIDTH, cardPath, cardType } from "~/lib/social-card";
import { cardFaceOf } from "~/routes/handlers/social-card.server";
import { db, tables } from "~/server/db/index.server";
import { postAs, signIn } from "../support/admin";
import { startApp, Visitor } from "../support/app";
import { postPhotoCover } from "../support/camera-photo";
import { png } from "../support/images";

let app: Awaited<ReturnType<typeof startApp>>;
const ORIGIN = "http://127.0.0.1";

beforeAll(async () => {
  app = await startApp({ TRUST_PROXY: "x-forwarded-for", BASE_URL: ORIGIN });
});
afterAll(async () => {
  await app?.close();
});

/** The content of a tag of the page's head, e.g. meta[property=og:image]. */
function metaContent(page: string, attribute: "name" | "property", key: string) {
  const tag = page.match(new RegExp(`<meta[^>]*${attribute}="${key}"[^>]*>`))?.[0] ?? "";
  return tag.match(/content="([^"]*)"/)?.[1]?.replaceAll("&amp;", "&");
}

/** The head's og:image and twitter:image tags, in order, as [key, content]. */
const imageTags = (page: string) =>
  [
    ...page.matchAll(
      /<meta (?:property|name)="((?:og|twitter):image(?::[a-z]+)?)" content="([^"]*)"\/?>/g,
    ),
  ].map((match) => [match[1], match[2]?.replaceAll("&amp;", "&")]);

/** Width and height from a PNG's IHDR chunk (right after the 8-byte signature). */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(0, 8)).toEqual(
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  );
  expect(bytes.subarray(12, 16).toString("latin1")).toBe("IHDR");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

const pageOf = async (path: string) => {
  const response = await fetch(`${app.url}${path}`);
  expect(response.status, path).toBe(200);
  return response.text();
};

/** The page's og:image, checked to be absolute on the site's origin, as a local path. */
function cardAddress(page: string, path: string) {
  const image = metaContent(page, "property", "og:image");
  expect(image, path).toMatch(/^http:\/\/127\.0\.0\.1\//);
  return new URL(image as string).pathname;
}

async function fetchCard(address: string, type = "image/png") {
  const response = await fetch(`${app.url}${address}`, { redirect: "manual" });
  expect(response.status, address).toBe(200);
  expect(response.headers.get("content-type"), address).toBe(type);
  expect(response.headers.get("cache-control"), address).toContain("max-age=31536000");
  return Buffer.from(await response.arrayBuffer());
}

const fetchPng = (address: string) => fetchCard(address);

/** Width and height from a baseline or progressive JPEG's SOF segment. */
function jpegSize(bytes: Buffer) {
  expect(bytes.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
  let at = 2;
  while (at + 9 < bytes.length) {
    const marker = bytes[at + 1] as number;
    if (marker === 0xc0 || marker === 0xc2) {
      return { width: bytes.readUInt16BE(at + 7), height: bytes.readUInt16BE(at + 5) };
    }
    at += 2 + bytes.readUInt16BE(at + 2);
  }
  throw new Error("JPEG sem SOF");
}

let ipCount = 0;
async function admin() {
  const visitor = new Visitor(app.url, `198.51.119.${++ipCount}`);
  await signIn(visitor, app.url);
  return visitor;
}

function editorForm(fields: Record<string, string>, files: Record<string, Uint8Array> = {}) {
  const body = new FormData();
  const all = {
    intent: "save",
    title: "Título",
    slug: "",
    excerpt: "Um resumo do post.",
    category: "CRO",
    customCategory: "",
    image: "",
    content: "## Parte um\n\nTexto.",
    status: "published",
    date: "",
    ...fields,
  };
  for (const [key, value] of Object.entries(all)) body.set(key, value);
  for (const [key, bytes] of Object.entries(files)) {
    body.set(key, new Blob([new Uint8Array(bytes)]), `${key}.png`);
  }
  return body;
}

const postBySlug = async (slug: string) =>
  (await db().select().from(tables.blogPosts).where(eq(tables.blogPosts.slug, slug)))[0];

describe("social cards", () => {
  it("gives every page of the sitemap an absolute og:image that is a 1200×630 card under 300 kB", async () => {
    const sitemap = await (await fetch(`${app.url}/sitemap.xml`)).text();
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (match) => new URL(match[1] as string).pathname,
    );
    expect(paths).toEqual(
      expect.arrayContaining(["/", "/blog", "/materiais", "/cases", "/servicos"]),
    );
    expect(paths.some((path) => path.startsWith("/blog/"))).toBe(true);
    expect(paths.some((path) => path.startsWith("/cases/"))).toBe(true);
    expect(paths.some((path) => path.startsWith("/materiais/"))).toBe(true);
    const seen = new Set<string>();
    for (const path of paths) {
      const page = await pageOf(path);
      const address = cardAddress(page, path);
      expect(seen.has(address), `${path} shares a card`).toBe(false);
      seen.add(address);
      expect(metaContent(page, "property", "og:image:width"), path).toBe("1200");
      expect(metaContent(page, "property", "og:image:height"), path).toBe("630");
      // A card with a cover is a JPEG, and its address and type say so.
      const jpeg = address.endsWith(".jpg");
      expect(address, path).toMatch(/\.(png|jpg)$/);
      expect(metaContent(page, "property", "og:image:type"), path).toBe(
        jpeg ? "image/jpeg" : "image/png",
      );
      expect(metaContent(page, "property", "og:image:alt"), path).toBeTruthy();
      expect(metaContent(page, "name", "twitter:card"), path).toBe("summary_large_image");
      expect(metaContent(page, "name", "twitter:image"), path).toBe(
        metaContent(page, "property", "og:image"),
      );
      expect(metaContent(page, "property", "og:url"), path).toBe(`${ORIGIN}${path}`);
      expect(metaContent(page, "property", "og:site_name"), path).toBe("Vetor Revenue");
      expect(metaContent(page, "property", "og:type"), path).toMatch(/^(website|article)$/);
      const card = await fetchCard(address, jpeg ? "image/jpeg" : "image/png");
      expect(card.length, path).toBeLessThan(300 * 1024);
      expect(jpeg ? jpegSize(card) : pngSize(card), path).toEqual({ width: 1200, height: 630 });
    }
  }, 240_000);

  it("gives fixed and dynamic pages, in the server's HTML, the card tags the card route answers", async () => {
    const pages = [
      "/",
      "/blog",
      "/blog/",
      "/servicos/revops",
      "/cases/heineken",
      "/partners/anhembi",
      "/materiais/guia-completo-de-revenue-operations",
      "/blog/lead-scoring-automatizado",
      "/diagnostico-gratuito",
    ];
    for (const path of pages) {
      const page = await pageOf(path);
      // The blog's canonical path is '/blog', whatever the address asked.
      const canonical = path === "/blog/" ? "/blog" : path;
      const face = await cardFaceOf(canonical);
      if (!face) throw new Error(`${path}: sem cartão`);
      const image = `${ORIGIN}${cardPath(canonical, face)}`;
      const alt = `${face.kind}: ${face.title} — Vetor Revenue`;
      expect(imageTags(page), path).toEqual([
        ["og:image", image],
        ["og:image:type", cardType(face)],
        ["og:image:width", String(CARD_WIDTH)],
        ["og:image:height", String(CARD_HEIGHT)],
        ["og:image:alt", alt],
        ["twitter:image", image],
        ["twitter:image:alt", alt],
      ]);
      await fetchCard(new URL(image).pathname, cardType(face));
    }
    // As before, in the words a preview shows.
    const blog = imageTags(await pageOf("/blog"));
    expect(blog[0]?.[1]).toMatch(/^http:\/\/127\.0\.0\.1\/og\/[0-9a-f]{16}\/blog\.png$/);
    expect(blog[4]).toEqual([
      "og:image:alt",
      "Blog: Blog de revenue operations e growth — Vetor Revenue",
    ]);
    expect(imageTags(await pageOf("/servicos/revops"))[4]).toEqual([
      "og:image:alt",
      "Serviço: Revenue Operations — Vetor Revenue",
    ]);
  });

  it("sends a fixed page's HTML only that page's card, and a dynamic page's data its own", async () => {
    const page = await pageOf("/blog");
    const cards = new Set(
      [...page.matchAll(/\/og\/[0-9a-f]{16}\/[a-z0-9/-]+\.(?:png|jpg)/g)].map(String),
    );
    expect([...cards]).toEqual([cardAddress(page, "/blog")]);
    // A navigation in the app reads the page's loader data: its card link comes with it.
    const service = cardAddress(await pageOf("/servicos/revops"), "/servicos/revops");
    const data = await fetch(`${app.url}/servicos/revops.data`);
    expect(data.status).toBe(200);
    expect(await data.text()).toContain(service);
  });

  it("draws a post's card apart from the home's", async () => {
    const home = await fetchPng(cardAddress(await pageOf("/"), "/"));
    const path = "/blog/lead-scoring-automatizado";
    // Its cover is a photo: a JPEG.
    const post = await fetchCard(cardAddress(await pageOf(path), path), "image/jpeg");
    expect(post.equals(home)).toBe(false);
    // The same address again: the same bytes (from the cache).
    const again = await fetchCard(cardAddress(await pageOf(path), path), "image/jpeg");
    expect(again.equals(post)).toBe(true);
  });

  it("gives a new post its card at once, and a new card address when its title changes", async () => {
    const v = await admin();
    const created = await postAs(
      v,
      app.url,
      "/admin/posts/new",
      editorForm({ title: "Governança de dados: ação já", slug: "governanca-cartao" }),
    );
    expect(created.status).toBe(302);
    const path = "/blog/governanca-cartao";
    const first = cardAddress(await pageOf(path), path);
    const firstPng = await fetchPng(first);
    expect(pngSize(firstPng)).toEqual({ width: 1200, height: 630 });

    const row = await postBySlug("governanca-cartao");
    const edited = await postAs(
      v,
      app.url,
      `/admin/posts/edit/${row?.id}`,
      editorForm({ title: "Governança de dados, revisada", slug: "governanca-cartao" }),
    );
    expect(edited.status).toBe(302);
    const second = cardAddress(await pageOf(path), path);
    expect(second).not.toBe(first);
    expect((await fetchPng(second)).equals(firstPng)).toBe(false);
    // The address shared before the change leads to the current card.
    const old = await fetch(`${app.url}${first}`, { redirect: "manual" });
    expect(old.status).toBe(302);
    expect(old.headers.get("location")).toBe(second);
  });

  it("keeps the card of a post whose cover is a camera photo small enough for WhatsApp's preview", async () => {
    await postPhotoCover(app.url, new Visitor(app.url, "198.51.119.200"));
    const path = "/blog/foto-de-camera";
    const page = await pageOf(path);
    const address = cardAddress(page, path);
    expect(address).toMatch(/\/blog\/foto-de-camera\.jpg$/);
    expect(metaContent(page, "property", "og:image:type")).toBe("image/jpeg");
    expect(metaContent(page, "property", "og:image:width")).toBe("1200");
    expect(metaContent(page, "property", "og:image:height")).toBe("630");
    const card = await fetchCard(address, "image/jpeg");
    expect(jpegSize(card)).toEqual({ width: 1200, height: 630 });
    // WhatsApp shows no preview of an image much over 300 kB.
    expect(card.length).toBeLessThan(300 * 1024);
    // The same page's card under the other extension is no address it ever gave.
    const other = await fetch(`${app.url}${address.replace(/\.jpg$/, ".png")}`, {
      redirect: "manual",
    });
    expect(other.status).toBe(404);
  });

  it("lets the editor's social image win over the card", async () => {
    const v = await admin();
    const created = await postAs(
      v,
      app.url,
      "/admin/posts/new",
      editorForm(
        { title: "Post com imagem social", slug: "post-imagem-social" },
        {
          socialImageFile: png(),
        },
      ),
    );
    expect(created.status).toBe(302);
    const row = await postBySlug("post-imagem-social");
    expect(row?.socialImage).toMatch(/^\/uploads\//);
    const page = await pageOf("/blog/post-imagem-social");
    expect(metaContent(page, "property", "og:image")).toBe(`${ORIGIN}${row?.socialImage}`);
    expect(metaContent(page, "name", "twitter:image")).toBe(`${ORIGIN}${row?.socialImage}`);
    expect(metaContent(page, "name", "twitter:card")).toBe("summary_large_image");
    expect(page).not.toContain(`${ORIGIN}/og/`);
  });

  it("answers 404 for a card of no page, of a draft, or of a made-up address", async () => {
    const v = await admin();
    await postAs(
      v,
      app.url,
      "/admin/posts/new",
      editorForm({ title: "Rascunho sem cartão", slug: "rascunho-sem-cartao", status: "draft" }),
    );
    const home = cardAddress(await pageOf("/"), "/");
    const version = home.split("/")[2];
    for (const address of [
      `/og/${version}/blog/nao-existe.png`,
      `/og/${version}/blog/rascunho-sem-cartao.png`,
      `/og/${version}/servicos/inventado.png`,
      `/og/${version}/admin/posts.png`,
      `/og/${version}/qualquer-coisa.png`,
      "/og/xyz/inicio.png",
      `/og/${version}/inicio.jpg`,
      "/og/",
    ]) {
      const response = await fetch(`${app.url}${address}`, { redirect: "manual" });
      expect(response.status, address).toBe(404);
    }
    // Nothing from the query is drawn: the same card, whatever it says.
    const plain = await fetchPng(home);
    expect((await fetchPng(`${home}?title=Oferta%20falsa&kind=x`)).equals(plain)).toBe(true);
  });

  it("links an apple-touch-icon and a web manifest with PNG icons", async () => {
    const page = await pageOf("/");
    const touch = page.match(/<link[^>]*rel="apple-touch-icon"[^>]*>/)?.[0] ?? "";
    const touchHref = touch.match(/href="([^"]+)"/)?.[1] ?? "";
    expect(touch).toContain('sizes="180x180"');
    expect(pngSize(await staticFile(touchHref))).toEqual({ width: 180, height: 180 });
    const manifestHref = page.match(/<link[^>]*rel="manifest"[^>]*href="([^"]+)"/)?.[1] ?? "";
    const response = await fetch(`${app.url}${manifestHref}`);
    expect(response.headers.get("content-type")).toContain("application/manifest+json");
    const manifest = (await response.json()) as {
      name: string;
      lang: string;
      icons: { src: string; sizes: string; type: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({ name: "Vetor Revenue", lang: "pt-BR" });
    for (const size of [192, 512]) {
      const icon = manifest.icons.find((i) => i.sizes === `${size}x${size}` && i.purpose === "any");
      expect(icon?.type).toBe("image/png");
      const bytes = await staticFile(icon?.src ?? "?");
      expect(pngSize(bytes)).toEqual({ width: size, height: size });
    }
  });
});

/** Static files are served by server.js, around the app: read from the build it serves. */
const staticFile = (address: string) => readFile(path.join("build/client", address));
