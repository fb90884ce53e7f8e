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

  it("can keep a page out of search engines", () => {
    const tags = seo(context, { title: "X", description: "Y" }, { noindex: true });
    expect(tags).toContainEqual({ name: "robots", content: "noindex, nofollow" });
  });
});
