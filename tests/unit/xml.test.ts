import { SaxesParser } from "saxes";
import { describe, expect, it } from "vitest";
import { sitemapXml } from "~/routes/handlers/sitemap.server";
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
