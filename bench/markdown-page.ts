/**
 * `npm run bench:markdown-page`: what a landing page's Markdown costs the production server
 * (ADR 0049), measured inside it (bench/loop-probe.mjs). An editor saves the review's text
 * (`>` × 19,990 then `a`) and the slowest text the bounds let through; then visitors ask for the
 * saved page, at its shared address (the page cache) and at addresses the cache keeps apart
 * (a render each), while `/healthz` is asked beside them. Prints each save's answer, time and
 * longest hold of the loop, and the pages' and `/healthz`'s median and worst times. Writes
 * `.bench/markdown-page.md`. A benchmark: nothing in it fails.
 */
import { mkdir, writeFile } from "node:fs/promises";
import { postAs, signIn } from "../tests/support/admin";
import { Visitor } from "../tests/support/app";
import { median } from "./median";
import { reportLines, startProbedServer } from "./probed-server";

const VISITS = Number(process.env.VISITS ?? 200);

/**
 * Lists nested 9 deep, the slowest text bench:markdown found within the bounds, filling a text
 * block's 20,000 characters (a post's 200,000 are timed by bench:markdown alone).
 */
// A form sends its line breaks as CRLF: 18,000 characters here are under 20,000 there.
const BLOCK = 18_000;
const nested = `${Array.from({ length: 9 }, (_, i) => `${"  ".repeat(i)}- item`).join("\n")}\n\n`;
const slowest = nested.repeat(Math.floor(BLOCK / nested.length));

const landing = (slug: string, markdown: string) => {
  const body = new FormData();
  const fields: Record<string, string> = {
    title: "Página de medida",
    slug,
    status: "published",
    publishAt: "",
    blocos: "3",
    "bloco-0-tipo": "hero",
    "bloco-0-title": "Uma página com um texto longo",
    "bloco-0-text": "O texto abaixo foi guardado já renderizado.",
    "bloco-0-buttonLabel": "Quero meu diagnóstico",
    "bloco-0-buttonTo": "form",
    "bloco-1-tipo": "text",
    "bloco-1-title": "Texto",
    "bloco-1-markdown": markdown,
    "bloco-2-tipo": "form",
    "bloco-2-title": "Peça o diagnóstico",
    "bloco-2-formType": "diagnosis",
    "bloco-2-buttonLabel": "Pedir diagnóstico",
  };
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return body;
};

const { app, probe, stop } = await startProbedServer("markdown-page", {
  TRUST_PROXY: "x-forwarded-for",
});
const { lines, say } = reportLines();

async function timed(work: () => Promise<Response>) {
  await probe("reset");
  const start = performance.now();
  const response = await work();
  await response.text();
  return { status: response.status, ms: performance.now() - start, held: await probe("max") };
}

const round = (ms: number) => ms.toFixed(1);

try {
  const admin = new Visitor(app.url);
  await signIn(admin, app.url);
  await (await admin.request("/admin/paginas/nova")).text();

  say("| o editor salva | resposta | tempo (ms) | laço preso (ms) |\n| --- | ---: | ---: | ---: |");
  for (const [name, slug, text] of [
    ["citação 19.990 níveis (a da revisão)", "medida-citacao", `${">".repeat(19_990)}a`],
    ["listas 9 níveis, 18.000 caracteres", "medida-listas", slowest],
  ] as const) {
    const saved = await timed(() =>
      postAs(admin, app.url, "/admin/paginas/nova", landing(slug, text)),
    );
    say(`| ${name} | ${saved.status} | ${round(saved.ms)} | ${round(saved.held)} |`);
  }

  const pages: Record<string, number[]> = { cache: [], render: [], healthz: [] };
  let worstHeld = 0;
  await probe("reset");
  for (let i = 0; i < VISITS; i++) {
    const visitor = new Visitor(app.url, `198.51.100.${(i % 200) + 1}`);
    const ask = async (address: string, into: number[]) => {
      const start = performance.now();
      const response = await visitor.request(address);
      await response.text();
      into.push(performance.now() - start);
      return response.status;
    };
    // A page and /healthz at once, as a visitor and the proxy's check would come.
    const [cached, , health] = await Promise.all([
      ask("/medida-listas", pages.cache as number[]),
      ask(`/medida-listas?ref=${i}`, pages.render as number[]),
      ask("/healthz", pages.healthz as number[]),
    ]);
    if (cached !== 200 || health !== 200) say(`resposta inesperada: ${cached} / ${health}`);
  }
  worstHeld = await probe("max");

  say();
  say(`| ${VISITS} visitas | mediana (ms) | pior (ms) |\n| --- | ---: | ---: |`);
  for (const [name, times] of [
    ["a página (endereço comum, guardada)", pages.cache],
    ["a página (endereço à parte, renderizada)", pages.render],
    ["/healthz ao mesmo tempo", pages.healthz],
  ] as const) {
    const list = times as number[];
    say(`| ${name} | ${round(median(list))} | ${round(Math.max(...list))} |`);
  }
  say();
  say(`Laço de eventos preso no máximo ${round(worstHeld)} ms durante as visitas.`);

  await mkdir(".bench", { recursive: true });
  await writeFile(".bench/markdown-page.md", `${lines.join("\n")}\n`);
} finally {
  await stop();
}
