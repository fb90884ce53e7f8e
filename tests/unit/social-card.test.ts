// The pieces of the social card with logic (ADR 0018): fitting titles, version keys and card
// addresses, the bounded cache with one render per key, and the tags seo() emits.
import { describe, expect, it } from "vitest";
import { seo } from "~/lib/seo";
import {
  cardLink,
  cardPath,
  cardVersion,
  fixedPageCards,
  parseCardPath,
  postCard,
  serviceCard,
} from "~/lib/social-card";
import { fixedPageCardLink, pageCardLink } from "~/routes/handlers/card-link.server";
import { CardsBusy, cardCache } from "~/server/social/cache.server";
import { fitLine, fitTitle, textWidth, wrap } from "~/server/social/fit.server";

const WIDTH = 600;

describe("fitTitle", () => {
  it("keeps a short title whole at the largest size", () => {
    expect(fitTitle("Cases", WIDTH)).toEqual({ size: 76, lines: ["Cases"], cut: false });
  });

  it("steps down the size as titles grow, never past the lines each size may take", () => {
    const medium = fitTitle(
      "Como a integração entre CRM e ERP acelera a operação de receita",
      WIDTH,
    );
    expect(medium.size).toBeLessThan(76);
    expect(medium.cut).toBe(false);
    expect(medium.lines.join(" ")).toBe(
      "Como a integração entre CRM e ERP acelera a operação de receita",
    );
    for (const line of medium.lines)
      expect(textWidth(line, medium.size)).toBeLessThanOrEqual(WIDTH);
  });

  it("cuts a very long title at a word, with an ellipsis, within four lines", () => {
    const long = `${"Ação de governança, atribuição e previsão de receita ".repeat(8)}fim`;
    const fitted = fitTitle(long, WIDTH);
    expect(fitted).toMatchObject({ size: 46, cut: true });
    expect(fitted.lines).toHaveLength(4);
    const last = fitted.lines[3] ?? "";
    expect(last.endsWith("…")).toBe(true);
    expect(last).not.toMatch(/[\s,]…$/);
    for (const line of fitted.lines) expect(textWidth(line, 46)).toBeLessThanOrEqual(WIDTH);
    expect(fitted.lines.join(" ")).not.toContain("fim");
  });

  it("keeps Portuguese accents and breaks a word too long for a line", () => {
    const lines = wrap("Operação Pneumoultramicroscopicossilicovulcanoconiótico", 76, 400);
    expect(lines[0]).toBe("Operação");
    expect(lines.length).toBeGreaterThan(2);
    for (const line of lines) expect(textWidth(line, 76)).toBeLessThanOrEqual(400);
    expect(lines.slice(1).join("")).toBe("Pneumoultramicroscopicossilicovulcanoconiótico");
  });

  it("bounds what it reads: a huge title costs no more than 300 characters", () => {
    const fitted = fitTitle("palavra ".repeat(100_000), WIDTH);
    expect(fitted.cut).toBe(true);
    expect(fitted.lines.join(" ").length).toBeLessThan(300);
  });

  it("cuts a one-line label with an ellipsis only when it is too wide", () => {
    expect(fitLine("Blog · CRO", 30, WIDTH)).toBe("Blog · CRO");
    const cut = fitLine(`Material · ${"E-book muito comprido ".repeat(10)}`, 30, WIDTH);
    expect(cut.endsWith("…")).toBe(true);
    expect(textWidth(cut, 30)).toBeLessThanOrEqual(WIDTH);
  });
});

describe("card versions and addresses", () => {
  const post = {
    title: "Lead scoring automatizado",
    category: "Automação",
    image: "/uploads/1700000000000_capa.1600x900.w1600.jpg",
    updatedAt: new Date("2030-01-01T10:00:00Z"),
  };

  it("changes with the title, category, cover or update date, and only with them", () => {
    const version = cardVersion(postCard(post));
    expect(version).toMatch(/^[0-9a-f]{16}$/);
    expect(cardVersion(postCard({ ...post }))).toBe(version);
    // The same date, as the browser's loader data may carry it.
    expect(cardVersion(postCard({ ...post, updatedAt: "2030-01-01T10:00:00.000Z" }))).toBe(version);
    const changed = [
      { ...post, title: "Lead scoring automatizado!" },
      { ...post, category: "CRO" },
      { ...post, image: null },
      { ...post, updatedAt: new Date("2030-01-01T10:00:01Z") },
    ];
    const versions = new Set(changed.map((p) => cardVersion(postCard(p))));
    expect(versions.size).toBe(4);
    expect(versions.has(version)).toBe(false);
  });

  it("round-trips a page's address, the home as 'inicio'", () => {
    const face = fixedPageCards["/"];
    if (!face) throw new Error("sem cartão da home");
    const home = cardPath("/", face);
    expect(home).toMatch(/^\/og\/[0-9a-f]{16}\/inicio\.png$/);
    expect(parseCardPath(home.slice(4))).toEqual({
      version: cardVersion(face),
      pagePath: "/",
      format: "png",
    });
    const blog = cardPath("/blog/lead-scoring", postCard(post));
    expect(parseCardPath(blog.slice(4))?.pagePath).toBe("/blog/lead-scoring");
  });

  it("refuses addresses that name no page", () => {
    for (const splat of [
      "",
      "abc/inicio.png",
      "0123456789abcdef/inicio.gif",
      "0123456789abcdef/inicio.jpeg",
      "0123456789abcdef/../etc/passwd.png",
      "0123456789abcdef/a/b/c.png",
      "0123456789abcdef/Blog/X.png",
      `0123456789abcdef/${"a".repeat(300)}.png`,
    ]) {
      expect(parseCardPath(splat), splat).toBeNull();
    }
  });

  it("has a card for every page without a parameter, each with a title and a kind", () => {
    for (const [path, face] of Object.entries(fixedPageCards)) {
      expect(face.title.length, path).toBeGreaterThan(2);
      expect(face.kind.length, path).toBeGreaterThan(2);
    }
  });
});

describe("card links", () => {
  it("gives a page's card address, type, size and alt text", () => {
    const face = serviceCard({ title: "Automação de marketing" });
    expect(cardLink("/servicos/automacao", face)).toEqual({
      url: cardPath("/servicos/automacao", face),
      type: "image/png",
      width: 1200,
      height: 630,
      alt: "Serviço: Automação de marketing — Vetor Revenue",
    });
    const post = postCard({
      title: "X",
      category: "CRO",
      image: "/uploads/1700000000000_capa.jpg",
      updatedAt: new Date(0),
    });
    expect(cardLink("/blog/x", post)).toMatchObject({
      url: expect.stringMatching(/^\/og\/[0-9a-f]{16}\/blog\/x\.jpg$/),
      type: "image/jpeg",
      alt: "Blog · CRO: X — Vetor Revenue",
    });
  });

  it("gives no link for an address the card route would refuse", () => {
    const face = serviceCard({ title: "X" });
    for (const path of ["/servicos/Automacao", "/a/b/c", `/servicos/${"a".repeat(200)}`])
      expect(cardLink(path, face), path).toBeUndefined();
  });

  it("takes a dynamic page's path from the request its loader answers", () => {
    const face = serviceCard({ title: "X" });
    const request = new Request("https://www.exemplo.com.br/servicos/revops?utm_source=x");
    expect(pageCardLink(request, face)).toEqual(cardLink("/servicos/revops", face));
  });

  it("gives the root loader only the link of the fixed page asked for, with its path", () => {
    const asked = (path: string) => fixedPageCardLink(new Request(`https://exemplo.com${path}`));
    const blog = fixedPageCards["/blog"];
    if (!blog) throw new Error("sem cartão do blog");
    expect(asked("/blog")).toEqual({ page: "/blog", ...cardLink("/blog", blog) });
    // The blog's meta describes '/blog' whatever the slash or the query.
    expect(asked("/blog/?pagina=2")).toEqual(asked("/blog"));
    expect(asked("/")?.url).toMatch(/^\/og\/[0-9a-f]{16}\/inicio\.png$/);
    for (const path of ["/servicos/revops", "/admin/posts", "/nao-existe"])
      expect(asked(path), path).toBeUndefined();
  });
});

describe("seo() social tags", () => {
  const context = (pathname: string, socialCard?: unknown) => ({
    location: { pathname },
    matches: [{ id: "root", loaderData: { origin: "https://www.exemplo.com.br", socialCard } }],
  });
  const fixed = (path: string) => fixedPageCardLink(new Request(`https://exemplo.com${path}`));

  it("gives a fixed page its PNG card, absolute, with size, type and alt", () => {
    const tags = seo(context("/servicos", fixed("/servicos")), {
      title: "Serviços",
      description: "D",
    });
    const image = tags.find((t) => "property" in t && t.property === "og:image") as {
      content: string;
    };
    expect(image.content).toMatch(
      /^https:\/\/www\.exemplo\.com\.br\/og\/[0-9a-f]{16}\/servicos\.png$/,
    );
    expect(tags).toContainEqual({ property: "og:image:width", content: "1200" });
    expect(tags).toContainEqual({ property: "og:image:height", content: "630" });
    expect(tags).toContainEqual({ property: "og:image:type", content: "image/png" });
    expect(tags).toContainEqual({ name: "twitter:image", content: image.content });
    expect(tags).toContainEqual({ name: "twitter:card", content: "summary_large_image" });
    const alt = "Serviços: Serviços de revenue operations e growth — Vetor Revenue";
    expect(tags).toContainEqual({ property: "og:image:alt", content: alt });
    expect(tags).toContainEqual({ name: "twitter:image:alt", content: alt });
  });

  it("links no card of another page than the one described (after a navigation in the app)", () => {
    const tags = seo(context("/cases", fixed("/servicos")), { title: "Cases", description: "D" });
    expect(tags.some((t) => "content" in t && String(t.content).includes("/og/"))).toBe(false);
    expect(tags.some((t) => "property" in t && t.property === "og:image")).toBe(false);
  });

  it("links the blog's card at its canonical path, whatever the address asked", () => {
    const tags = seo(
      context("/blog/", fixed("/blog/")),
      { title: "Blog", description: "D" },
      {
        path: "/blog",
      },
    );
    expect(tags).toContainEqual({
      property: "og:image",
      content: `https://www.exemplo.com.br${fixed("/blog")?.url}`,
    });
  });

  it("gives a post with a cover a JPEG card, and says so in its address and type", () => {
    const card = postCard({
      title: "X",
      category: "CRO",
      image: "/uploads/1700000000000_capa.jpg",
      updatedAt: new Date(0),
    });
    const tags = seo(
      context("/blog/x"),
      { title: "X", description: "Y" },
      { card: cardLink("/blog/x", card) },
    );
    const image = tags.find((t) => "property" in t && t.property === "og:image") as {
      content: string;
    };
    expect(image.content).toMatch(
      /^https:\/\/www\.exemplo\.com\.br\/og\/[0-9a-f]{16}\/blog\/x\.jpg$/,
    );
    expect(tags).toContainEqual({ property: "og:image:type", content: "image/jpeg" });
    expect(tags).toContainEqual({ property: "og:image:width", content: "1200" });
    expect(tags).toContainEqual({ property: "og:image:height", content: "630" });
    expect(parseCardPath(new URL(image.content).pathname.slice(4))?.format).toBe("jpg");
  });

  it("lets a chosen image win, with its size when its address tells it", () => {
    const tags = seo(
      context("/blog/x"),
      { title: "X", description: "Y" },
      {
        card: cardLink(
          "/blog/x",
          postCard({ title: "X", category: "CRO", image: null, updatedAt: new Date(0) }),
        ),
        image: { url: "/uploads/1700000000000_social.1200x630.w1200.jpg", alt: "X" },
      },
    );
    expect(tags).toContainEqual({
      property: "og:image",
      content: "https://www.exemplo.com.br/uploads/1700000000000_social.1200x630.w1200.jpg",
    });
    expect(tags).toContainEqual({ property: "og:image:width", content: "1200" });
    expect(tags.some((t) => "content" in t && String(t.content).includes("/og/"))).toBe(false);
  });
});

describe("cardCache", () => {
  const png = (n: number) => Buffer.alloc(n, 1);

  it("renders a key once however many ask at the same time", async () => {
    const cache = cardCache({ maxEntries: 10, maxBytes: 1000, maxWaiting: 4 });
    let renders = 0;
    const make = async () => {
      renders++;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return png(10);
    };
    const all = await Promise.all(Array.from({ length: 20 }, () => cache.get("a", make)));
    expect(renders).toBe(1);
    expect(new Set(all).size).toBe(1);
    await cache.get("a", make);
    expect(renders).toBe(1);
  });

  it("keeps at most the entries and bytes it was given, dropping the least recently used", async () => {
    const cache = cardCache({ maxEntries: 3, maxBytes: 250, maxWaiting: 4 });
    for (const key of ["a", "b", "c"]) await cache.get(key, async () => png(80));
    await cache.get("a", async () => png(80)); // used again: now the newest
    await cache.get("d", async () => png(80));
    expect(cache.size).toEqual({ entries: 3, bytes: 240 });
    let rendered = false;
    await cache.get("b", async () => {
      rendered = true;
      return png(80);
    });
    expect(rendered).toBe(true); // 'b' was the oldest, dropped
    rendered = false;
    await cache.get("a", async () => {
      rendered = true;
      return png(80);
    });
    expect(rendered).toBe(false);
  });

  it("refuses a new card when more than it allows wait, and draws it once they are done", async () => {
    const cache = cardCache({ maxEntries: 10, maxBytes: 1000, maxWaiting: 2 });
    let finish = () => {};
    const first = cache.get(
      "a",
      () =>
        new Promise<Buffer>((resolve) => {
          finish = () => resolve(png(1));
        }),
    );
    const waiting = [cache.get("b", async () => png(2)), cache.get("c", async () => png(3))];
    await expect(cache.get("d", async () => png(4))).rejects.toBeInstanceOf(CardsBusy);
    // A card already on its way is shared, not refused.
    const again = cache.get("b", async () => png(9));
    finish();
    expect(await first).toHaveLength(1);
    expect(await Promise.all(waiting)).toEqual([png(2), png(3)]);
    expect(await again).toHaveLength(2);
    expect(await cache.get("d", async () => png(4))).toHaveLength(4);
  });

  it("forgets a failed render, so the next asks again", async () => {
    const cache = cardCache({ maxEntries: 3, maxBytes: 250, maxWaiting: 4 });
    await expect(cache.get("x", async () => Promise.reject(new Error("falhou")))).rejects.toThrow();
    expect(await cache.get("x", async () => png(5))).toHaveLength(5);
  });
});
