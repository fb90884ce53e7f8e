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
/** One list nested `d` levels by indentation, one item a level. */
const nested = (d: number) =>
  `${Array.from({ length: d }, (_, i) => `${"  ".repeat(i)}- item`).join("\n")}\n\n`;

/** `text` brought to `SIZE` by a paragraph of words with no marker. */
const pad = (text: string) => `${text}\n\n${fill("texto ", SIZE - text.length - 2)}`;
const times = (unit: string, n: number) => unit.repeat(n);

const inputs: [string, string][] = [
  ["prosa comum", fill("Texto com **ênfase** e _itálico_, [um link](/x) e `código`.\n\n")],
  ["citação 19.990 níveis (landing)", `${">".repeat(19_990)}a`],
  ["citação 11 níveis", `${">".repeat(11)}a`],
  ["citações 10 níveis", fill(`${">".repeat(10)} texto de citação\n`)],
  ["listas 9 níveis, 3.996 itens", pad(times(nested(9), 444))],
  ["*a 200 por parágrafo, 20.000", pad(times(`${"*a".repeat(100)}\n\n`, 100))],
  ["_a 200 por parágrafo, 20.000", pad(times(`${"_a".repeat(100)}\n\n`, 100))],
  [
    "ênfase aninhada 100 níveis, 20.000",
    pad(times(`${"*a ".repeat(100)}b${" a*".repeat(100)}\n\n`, 100)),
  ],
  ["*a sem limite", fill("*a")],
  [
    "imagens aninhadas 100, 10.000 [",
    pad(times(`${"![a ".repeat(100)}b${"](x)".repeat(100)}\n\n`, 100)),
  ],
  ["[a](b 100 por parágrafo, 10.000", pad(times(`${"[a](b ".repeat(100)}\n\n`, 100))],
  ["[ sem limite", fill("[")],
  ["` 10.000", pad(times("`a", 10_000))],
  ["< 20.000", pad(times("<a", 20_000))],
  [
    "tabela 50 colunas, 5.000 |",
    pad(`|${"a|".repeat(50)}\n|${"-|".repeat(50)}\n${`|${"b|".repeat(50)}\n`.repeat(96)}`),
  ],
  ["4.000 parágrafos", pad(times(`${"palavra ".repeat(6)}\n\n`, 3_998))],
  [
    "referências 5.000 definições e usos",
    pad(
      `${Array.from({ length: 5_000 }, (_, i) => `[a${i}]: /x${i}`).join("\n")}\n\n${Array.from({ length: 2_500 }, (_, i) => `[a${i}] [a${i + 1}]`).join("\n\n")}`,
    ),
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
