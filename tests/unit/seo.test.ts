import { describe, expect, it } from "vitest";
import { pageTitle, seo } from "~/lib/seo";
import { brand } from "~content/brand";

const context = {
  location: { pathname: "/servicos" },
  matches: [{ id: "root", loaderData: { origin: "https://www.exemplo.com.br" } }],
};

describe("seo", () => {
  it("titles every page 'Page | Brand'", () => {
    expect(pageTitle("Serviços")).toBe(`Serviços | ${brand.name}`);
  });

  it("makes the canonical and Open Graph URL from BASE_URL and the path", () => {
    const tags = seo(context, { title: "Serviços", description: "Descrição" });
    expect(tags).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: "https://www.exemplo.com.br/servicos",
    });
    expect(tags).toContainEqual({
      property: "og:url",
      content: "https://www.exemplo.com.br/servicos",
    });
    expect(tags).toContainEqual({ name: "description", content: "Descrição" });
    expect(tags).toContainEqual({ property: "og:locale", content: "pt_BR" });
    expect(tags.some((t) => "name" in t && t.name === "robots")).toBe(false);
  });

  it("links the card its page's loader worked out, absolute on the site's origin", () => {
    const card = {
      url: "/og/0123456789abcdef/servicos/revops.png",
      type: "image/png",
      width: 1200,
      height: 630,
      alt: "Serviço: RevOps — Vetor Revenue",
    };
    const tags = seo(context, { title: "RevOps", description: "D" }, { card });
    const image = "https://www.exemplo.com.br/og/0123456789abcdef/servicos/revops.png";
    const key = (t: (typeof tags)[number]) =>
      "property" in t ? String(t.property) : "name" in t ? String(t.name) : "";
    expect(tags.filter((t) => key(t).includes(":image"))).toEqual([
      { property: "og:image", content: image },
      { property: "og:image:type", content: "image/png" },
      { property: "og:image:width", content: "1200" },
      { property: "og:image:height", content: "630" },
      { property: "og:image:alt", content: card.alt },
      { name: "twitter:image", content: image },
      { name: "twitter:image:alt", content: card.alt },
    ]);
  });

  it("links the root's card only on the page it was worked out for", () => {
    const card = {
      page: "/servicos",
      url: "/og/0123456789abcdef/servicos.png",
      type: "image/png",
      width: 1200,
      height: 630,
      alt: "Serviços: Serviços — Vetor Revenue",
    };
    const root = (pathname: string) => ({
      location: { pathname },
      matches: [
        { id: "root", loaderData: { origin: "https://www.exemplo.com.br", socialCard: card } },
      ],
    });
    const image = (tags: ReturnType<typeof seo>) =>
      tags.find((t) => "property" in t && t.property === "og:image");
    expect(image(seo(root("/servicos"), { title: "S", description: "D" }))).toEqual({
      property: "og:image",
      content: "https://www.exemplo.com.br/og/0123456789abcdef/servicos.png",
    });
    expect(image(seo(root("/cases"), { title: "C", description: "D" }))).toBeUndefined();
    // Without the root's link (a page the root loader did not work one out for): no image.
    expect(image(seo(context, { title: "S", description: "D" }))).toBeUndefined();
    // The editor's image wins.
    const chosen = seo(
      root("/servicos"),
      { title: "S", description: "D" },
      {
        image: { url: "https://cdn.exemplo.com/capa.png", alt: "Capa" },
      },
    );
    expect(image(chosen)).toEqual({
      property: "og:image",
      content: "https://cdn.exemplo.com/capa.png",
    });
    expect(chosen.some((t) => "content" in t && String(t.content).includes("/og/"))).toBe(false);
  });

  it("can keep a page out of search engines", () => {
    const tags = seo(context, { title: "X", description: "Y" }, { noindex: true });
    expect(tags).toContainEqual({ name: "robots", content: "noindex, nofollow" });
  });
});
