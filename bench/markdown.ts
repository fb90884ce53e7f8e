/**
 * `npm run bench:markdown`: the worst texts we could craft at the Markdown bounds (ADR 0049),
 * each about 200,000 characters: passed or refused by the check, the check's time and, when
 * passed, the renderer's. Ordinary prose of the same length is the yardstick. A benchmark.
 */
import { markdownProblem } from "../app/server/markdown/bounds.server";
import { renderMarkdown } from "../app/server/markdown/render.server";

const SIZE = 200_000;
const fill = (unit: string, size = SIZE) =>
  unit.repeat(Math.max(1, Math.floor(size / unit.length)));
/** Blocks of `per` units, separated by empty lines, until `SIZE`. */
const blocks = (unit: string, per: number) => fill(`${unit.repeat(per)}\n\n`);
const nested = (d: number) =>
  fill(`${Array.from({ length: d }, (_, i) => `${"  ".repeat(i)}- item`).join("\n")}\n\n`);

const inputs: [string, string][] = [
  ["prosa comum", fill("Texto com **ênfase** e _itálico_, [um link](/x) e `código`.\n\n")],
  ["citação 19.990 níveis (landing)", `${">".repeat(19_990)}a`],
  ["citações 10 níveis", fill(`${">".repeat(10)} texto de citação\n`)],
  ["listas 9 níveis", nested(9)],
  ["*a no limite (200 por parágrafo)", blocks("*a", 100).slice(0, 41_000)],
  ["*a sem limite", fill("*a")],
  ["_a no limite", blocks("_a", 100).slice(0, 41_000)],
  ["ênfase aninhada (100 por parágrafo)", blocks("*a ", 50).slice(0, 60_000)],
  [
    "[ no limite (100 por parágrafo)",
    fill(`${"![a ".repeat(50)}b${"](x)".repeat(50)}\n\n`).slice(0, 200_000),
  ],
  ["[ sem limite", fill("[")],
  ["` no limite (10.000)", `${"`a".repeat(5_000)}${fill("texto ", SIZE - 10_000)}`],
  ["< 20.000", `${"<a".repeat(10_000)}${fill("texto ", SIZE - 20_000)}`],
  [
    "tabela 5.000 células",
    `|${"a|".repeat(50)}\n|${"-|".repeat(50)}\n${`|${"b|".repeat(50)}\n`.repeat(98)}${fill("texto ", SIZE - 15_000)}`,
  ],
  ["4.000 parágrafos", fill(`${"palavra ".repeat(6)}\n\n`)],
  [
    "referências 2.500",
    `${Array.from({ length: 2_500 }, (_, i) => `[a${i}]: /x${i}`).join("\n")}\n\n${Array.from({ length: 2_500 }, (_, i) => `[a${i}]`).join(" ")}`,
  ],
];

renderMarkdown("aquecimento *a* _b_ [c](d)\n\n> e\n\n- f");
console.log("| texto | caracteres | verificação | renderização |\n| --- | ---: | ---: | ---: |");
for (const [name, text] of inputs) {
  let t = performance.now();
  const problem = markdownProblem(text);
  const check = performance.now() - t;
  let rendered = "recusado";
  if (!problem) {
    t = performance.now();
    try {
      renderMarkdown(text);
      rendered = `${Math.round(performance.now() - t)} ms`;
    } catch {
      rendered = `erro em ${Math.round(performance.now() - t)} ms`;
    }
  }
  console.log(
    `| ${name} | ${text.length.toLocaleString("pt-BR")} | ${check.toFixed(1)} ms | ${rendered} |`,
  );
}
