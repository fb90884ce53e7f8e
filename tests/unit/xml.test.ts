import { SaxesParser } from "saxes";
import { describe, expect, it } from "vitest";
import { fixedPagePaths, sitemapXml } from "~/routes/handlers/sitemap.server";
import { xmlText } from "~/server/xml.server";

const xmlErrors = (xml: string) => {
  const errors: string[] = [];
  const parser = new SaxesParser();
  parser.on("error", (error) => errors.push(error.message));
  parser.write(xml).close();
  return errors;
};

describe("text in XML", () => {
  it("drops what XML 1.0 forbids and keeps tab, line breaks and the rest of Unicode", () => {
    expect(xmlText("a\u0000b\u0001c\u0008d\u000Be\u000Cf\u001Fg")).toBe("abcdefg");
    expect(xmlText("a\uFFFEb\uFFFFc")).toBe("abc");
    expect(xmlText("só \uD800metade e \uDC00outra")).toBe("só metade e outra");
    expect(xmlText("emoji 😀 par inteiro")).toBe("emoji 😀 par inteiro");
    expect(xmlText("tab\tlf\ncr\r")).toBe("tab\tlf\ncr\r");
    expect(xmlText("<b>&\"'</b>")).toBe("&lt;b&gt;&amp;&quot;&apos;&lt;/b&gt;");
  });

  it("keeps a sitemap readable whatever the paths hold", () => {
    const xml = sitemapXml("https://www.exemplo.com.br", [
      "/blog/a\u0001b",
      "/x\uFFFF",
      "/y?a=1&b=2",
    ]);
    expect(xmlErrors(xml)).toEqual([]);
    expect(xml).toContain("<loc>https://www.exemplo.com.br/blog/ab</loc>");
    expect(xml).toContain("<loc>https://www.exemplo.com.br/y?a=1&amp;b=2</loc>");
  });
});

describe("the sitemap's pages", () => {
  it("are the route table's pages with a fixed address, less the admin and those marked out", () => {
    const page = { default: () => null };
    const routes = {
      root: { path: "", module: page },
      home: { index: true, parentId: "root", module: page },
      blog: { path: "blog", parentId: "root", module: page },
      post: { path: "blog/:slug", parentId: "root", module: page },
      rss: { path: "blog/rss.xml", parentId: "root", module: {} },
      booking: {
        path: "booking",
        parentId: "root",
        module: { ...page, handle: { sitemap: false } },
      },
      admin: { path: "admin", parentId: "root", module: page },
      layout: { path: "", parentId: "admin", module: page },
      posts: { path: "posts", parentId: "layout", module: page },
      missing: { path: "*", parentId: "root", module: page },
    };
    expect(fixedPagePaths(routes)).toEqual(["/", "/blog"]);
  });
});
