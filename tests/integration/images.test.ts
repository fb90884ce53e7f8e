import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db, tables } from "~/server/db/index.server";
import { postAs, signIn } from "../support/admin";
import { startApp, Visitor } from "../support/app";
import { startStubServer } from "../support/http";

// The image pipeline (ADR 0016) over HTTP against the production build.

let app: Awaited<ReturnType<typeof startApp>>;
let stub: Awaited<ReturnType<typeof startStubServer>>;
let ipCount = 0;
const visitor = () => new Visitor(app.url, `198.51.100.${++ipCount}`);

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 90, b: 40 } } })
    .jpeg()
    .withExif({ IFD3: { GPSLatitudeRef: "S", GPSLatitude: "23/1 33/1 0/1" } })
    .toBuffer();

let small: Buffer;

beforeAll(async () => {
  small = await photo(900, 600);
  // A stand-in for another site's images, on 127.0.0.1 (allowed below, as for the import).
  stub = await startStubServer((req, res) => {
    if (req.url === "/fotos/evento.jpg") {
      res.writeHead(200, { "content-type": "image/jpeg" });
      res.end(small);
    } else {
      res.writeHead(404).end();
    }
  });
  app = await startApp({ TRUST_PROXY: "x-forwarded-for", OUTBOUND_ALLOW_HOSTS: "127.0.0.1" });
});
afterAll(async () => {
  await app?.close();
  await stub?.close();
});

const post = (fields: Record<string, string>, files: Record<string, [Uint8Array, string]> = {}) => {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.set(key, value);
  for (const [key, [bytes, name]] of Object.entries(files)) {
    body.set(key, new File([Buffer.from(bytes)], name, { type: "image/jpeg" }));
  }
  return body;
};

const base = {
  title: "Fotos do evento",
  excerpt: "Um resumo",
  category: "CRO",
  customCategory: "",
  content: "Primeiro parágrafo.\n\nSegundo parágrafo.",
};

describe("images through the pipeline", () => {
  it("a 4000×3000 camera cover becomes <picture> on the post page: srcset, sizes, width, height, eager, no GPS", async () => {
    const v = visitor();
    await signIn(v, app.url);
    const saved = await postAs(
      v,
      app.url,
      "/admin/posts/new",
      post(
        { ...base, intent: "save", slug: "fotos-do-evento" },
        { cover: [await photo(4000, 3000), "câmera.jpg"] },
      ),
    );
    expect(saved.status).toBe(302);
    const [row] = await db()
      .select()
      .from(tables.blogPosts)
      .where(eq(tables.blogPosts.slug, "fotos-do-evento"));
    expect(row?.image).toMatch(/^\/uploads\/\d{13}_camera\.1600x1200\.w1600\.jpg$/);

    const page = await (await fetch(`${app.url}/blog/fotos-do-evento`)).text();
    const picture = /<picture>.*?<\/picture>/s.exec(page)?.[0] ?? "";
    expect(picture).toContain('type="image/avif"');
    expect(picture).toContain('type="image/webp"');
    expect(picture).toMatch(
      /srcSet="[^"]*\.w400\.avif 400w, [^"]*\.w1600\.avif 1600w"|srcset="[^"]*w400\.avif 400w/i,
    );
    expect(picture).toMatch(/sizes="[^"]+"/);
    expect(picture).toMatch(/width="1600" height="1200"/);
    // Over its soft copy (ADR 0030): fetched at once, after the stylesheet.
    expect(picture).toMatch(/loading="eager"/i);
    expect(picture).toMatch(/fetchpriority="low"/i);

    for (const ext of ["avif", "webp", "jpg"]) {
      const url = row?.image?.replace(/\.w1600\.jpg$/, `.w800.${ext}`);
      const response = await fetch(`${app.url}${url}`);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe(
        { avif: "image/avif", webp: "image/webp", jpg: "image/jpeg" }[ext],
      );
      const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect(meta.width).toBe(800);
      expect(meta.exif).toBeUndefined();
    }
  });

  it("'Inserir imagem' without JavaScript: the form comes back with ![alt](url) at the cursor, every value kept", async () => {
    const v = visitor();
    await signIn(v, app.url);
    const refused = await postAs(
      v,
      app.url,
      "/admin/posts/new",
      post(
        { ...base, intent: "insert-image", bodyImageAlt: "" },
        { bodyImage: [small, "grafico.jpg"] },
      ),
    );
    expect(refused.status).toBe(400);
    const refusedPage = await refused.text();
    expect(refusedPage).toContain("Informe o texto alternativo da imagem.");
    expect(refusedPage).toContain("Segundo parágrafo.");

    const cursor = "Primeiro parágrafo.".length;
    const response = await postAs(
      v,
      app.url,
      "/admin/posts/new",
      post(
        {
          ...base,
          intent: "insert-image",
          bodyImageAlt: "Gráfico de vendas",
          bodyImageCursor: String(cursor),
        },
        { bodyImage: [small, "grafico.jpg"] },
      ),
    );
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toContain("Imagem inserida no texto.");
    expect(page).toContain('value="Fotos do evento"');
    const inserted =
      /Primeiro parágrafo\.\n\n!\[Gráfico de vendas\]\((\/uploads\/\d{13}_grafico\.900x600\.w900\.jpg)\)\n\nSegundo parágrafo\./.exec(
        page,
      );
    expect(inserted).not.toBeNull();

    // Saved and published: the body image is the same <picture>, lazy.
    const saved = await postAs(
      v,
      app.url,
      "/admin/posts/new",
      post({
        ...base,
        intent: "save",
        title: "Com imagem no texto",
        slug: "com-imagem-no-texto",
        content: `Texto.\n\n![Gráfico de vendas](${inserted?.[1]})`,
      }),
    );
    expect(saved.status).toBe(302);
    const article = await (await fetch(`${app.url}/blog/com-imagem-no-texto`)).text();
    expect(article).toMatch(
      /<picture><source type="image\/avif" srcset="[^"]+w400\.avif 400w[^"]*w900\.avif 900w" sizes="[^"]+">.*?alt="Gráfico de vendas" width="900" height="600" loading="lazy"/s,
    );
  });

  it("copies an image on another site into ours on save; one that cannot be fetched is named, the post still saved", async () => {
    const v = visitor();
    await signIn(v, app.url);
    const content = `Antes.\n\n![Foto do evento](${stub.url}/fotos/evento.jpg)\n\n![Perdida](${stub.url}/fotos/sumiu.png)\n\n[um link](${stub.url}/fotos/evento.jpg)`;
    const saved = await postAs(
      v,
      app.url,
      "/admin/posts/new",
      post({ ...base, intent: "save", title: "Imagens de fora", slug: "imagens-de-fora", content }),
    );
    expect(saved.status).toBe(302);
    const list = await v.follow(saved);
    expect(list).toContain("Post criado com sucesso!");
    expect(list).toContain("Não foi possível copiar a imagem sumiu.png para o site.");

    const [row] = await db()
      .select()
      .from(tables.blogPosts)
      .where(eq(tables.blogPosts.slug, "imagens-de-fora"));
    expect(row?.content).toMatch(
      /!\[Foto do evento\]\(\/uploads\/\d{13}_evento\.900x600\.w900\.jpg\)/,
    );
    // The link is not an image: left as typed. The lost image stays in the text, for the editor.
    expect(row?.content).toContain(`[um link](${stub.url}/fotos/evento.jpg)`);
    expect(row?.content).toContain(`![Perdida](${stub.url}/fotos/sumiu.png)`);

    const page = await (await fetch(`${app.url}/blog/imagens-de-fora`)).text();
    expect(page).toMatch(/<picture>.*?alt="Foto do evento"/s);
    expect(page).not.toContain(`<img src="${stub.url}`);
    expect(page).toContain(
      `<a href="${stub.url}/fotos/sumiu.png" rel="noopener noreferrer">Perdida</a>`,
    );
  });

  it("keeps the page's img-src to our origin (and Supabase when configured)", async () => {
    const response = await fetch(`${app.url}/blog`);
    const csp = response.headers.get("content-security-policy") ?? "";
    expect(csp).toMatch(/img-src 'self' data:(;|$)/);
  });
});
