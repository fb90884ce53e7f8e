import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MARKDOWN_BOUNDS, markdownProblem } from "~/server/markdown/bounds.server";
import { plainHtml, renderChecked } from "~/server/markdown/stored.server";

const ordinary = [
  "## Funil de receita",
  "",
  "Texto com **ênfase**, _itálico_, ~~riscado~~, `código` e [um link](/blog).",
  "",
  "- um",
  "  - dois",
  "    - três",
  "      - quatro",
  "",
  "> citação",
  "> > dentro",
  "> > > mais dentro",
  "",
  "| a | b |",
  "|---|---|",
  "| 1 | 2 |",
].join("\n");

describe("markdownProblem", () => {
  it("lets real text through: emphasis, lists four deep, quotes three deep, a table", () => {
    expect(markdownProblem(ordinary)).toBeUndefined();
    expect(markdownProblem(`${ordinary}\n\n`.repeat(150))).toBeUndefined();
  });

  it.each([
    ["a quote 19,990 deep", `${">".repeat(19_990)}a`, /níveis/],
    ["a list nested on one line", `${"- ".repeat(40)}a`, /níveis/],
    ["a list nested by indentation", `${"  ".repeat(30)}- a`, /níveis/],
    ["a run of emphasis", "*a".repeat(12_500), /ênfase/],
    ["a paragraph of links", "[a](b) ".repeat(150), /colchetes/],
    ["brackets everywhere", "[a ".repeat(5_001), /colchetes/],
    ["backticks", "`a ".repeat(11_000), /crases/],
    ["a wide table", `|${"a|".repeat(6_000)}`, /barras/],
    ["angle brackets", "<".repeat(20_001), /menor/],
    ["many paragraphs", "a\n\n".repeat(4_001), /blocos/],
  ])("refuses %s with words for the editor", (_name, text, words) => {
    expect(markdownProblem(text)).toMatch(words);
  });

  it("does not count what a fenced code block holds", () => {
    expect(markdownProblem(`\`\`\`\n${"*a[`|".repeat(20_000)}\n\`\`\`\n`)).toBeUndefined();
  });

  it("answers for any text, and a text it passes renders without throwing", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.constantFrom(
            ">",
            "-",
            " ",
            "*",
            "_",
            "[",
            "]",
            "(",
            ")",
            "`",
            "|",
            "<",
            "\n",
            "a",
            "1.",
          ),
          {
            maxLength: 400,
          },
        ),
        (parts) => {
          const text = parts.join("");
          const problem = markdownProblem(text);
          if (problem === undefined) expect(renderChecked(text).ok).toBe(true);
          else expect(typeof problem).toBe("string");
        },
      ),
      { numRuns: 200 },
    );
  });

  it("refuses a text past one bound and passes it when the bound is raised", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50 }), (extra) => {
        const text = "a\n\n".repeat(MARKDOWN_BOUNDS.blocks + extra);
        expect(markdownProblem(text)).toBeDefined();
        expect(markdownProblem(text, { ...MARKDOWN_BOUNDS, blocks: 10_000 })).toBeUndefined();
      }),
      { numRuns: 20 },
    );
  });
});

describe("plainHtml", () => {
  it("escapes everything and keeps paragraphs", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (text) => {
        expect(plainHtml(text)).not.toMatch(/<(?!\/?p>)/);
      }),
    );
    expect(plainHtml("a <b>\n\nc & d")).toBe("<p>a &lt;b&gt;</p>\n<p>c &amp; d</p>");
  });
});
