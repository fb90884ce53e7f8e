import { decodeHTML } from "entities";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/server/db/index.server";
import { ADMIN, postAs } from "../support/admin";
import { startApp, Visitor } from "../support/app";
import { seedPeopleFixture } from "../support/dashboard-people";

// The dashboard's people figures through the production build (ADR 0058): a fixture of people,
// campaigns and outcomes (tests/support/dashboard-people.ts) read on /admin/painel with the
// period before beside each figure, and in the tables' CSV files.

let app: Awaited<ReturnType<typeof startApp>>;
let editor: Visitor;

beforeAll(async () => {
  app = await startApp({ TRUST_PROXY: "x-forwarded-for" });
  await seedPeopleFixture(db());
  editor = new Visitor(app.url, "192.0.2.90");
  await postAs(editor, app.url, "/admin/login", { ...ADMIN, redirectTo: "" });
});

afterAll(async () => {
  await app?.close();
});

/** The text of each row of the table with this caption, cell by cell. */
function tableRows(html: string, caption: string) {
  const start = html.indexOf(`<caption class="sr-only">${caption}</caption>`);
  expect(start, caption).toBeGreaterThan(-1);
  const table = html.slice(start, html.indexOf("</table>", start));
  return [...table.matchAll(/<tr[^>]*>(.*?)<\/tr>/gs)].map((row) =>
    [...(row[1] ?? "").matchAll(/<t[hd][^>]*>(.*?)<\/t[hd]>/gs)].map((cell) =>
      decodeHTML((cell[1] ?? "").replace(/<[^>]+>/g, "")).trim(),
    ),
  );
}

async function page(path: string) {
  const response = await editor.request(path);
  expect(response.status, path).toBe(200);
  return response.text();
}

/** A CSV file as rows of cells (every cell is quoted by app/lib/csv.ts). */
async function csv(path: string) {
  const text = (await (await editor.request(path)).text()).replace(/^\uFEFF/, "");
  return text
    .trim()
    .split("\r\n")
    .map((line) =>
      [...line.matchAll(/"((?:[^"]|"")*)"/g)].map((m) => (m[1] ?? "").replaceAll('""', '"')),
    );
}

describe("the dashboard's people figures", () => {
  it("count people, not submissions, per campaign, with their outcomes and rates", async () => {
    const html = await page("/admin/painel?dias=7");
    expect(tableRows(html, "Origens e campanhas")).toEqual([
      [
        "Origem",
        "Mídia",
        "Campanha",
        "Visualizações",
        "Pessoas",
        "Conversão",
        "Qualificado",
        "Chamadas agendadas",
        "Chamadas realizadas",
        "Cliente",
      ],
      // Carla sent three forms and Gil two: three people, the suspect none.
      [
        "linkedin",
        "social",
        "lancamento",
        "30",
        "3",
        "10,0%",
        "2 66,7%",
        "2 66,7%",
        "1 33,3%",
        "1 33,3%",
      ],
      ["google", "cpc", "busca", "25", "2", "8,0%", "1 50,0%", "1 50,0%", "1 50,0%", "1 50,0%"],
    ]);
    expect(tableRows(html, "Páginas").map((row) => row.slice(0, 3))).toEqual([
      ["Página", "Visualizações", "Pessoas"],
      ["/blog/revops", "30", "3"],
      ["/servicos", "20", "2"],
      ["/webinar", "5", "1"],
      ["/agenda", "0", "3"],
    ]);
    expect(tableRows(html, "Landing pages")[1]).toEqual([
      "Webinar de RevOps/webinar",
      "5",
      "1",
      "20,0%",
      "1 100,0%",
      "1 100,0%",
      "1 100,0%",
      "1 100,0%",
    ]);
    expect(tableRows(html, "Tempo até o primeiro contato")).toEqual([
      ["Responsável", "Pessoas recebidas", "Contatadas", "Mediana até o primeiro contato"],
      ["Ana Lima", "2", "2 100,0%", "3 h"],
      ["bia@empresa.com.br", "1", "0 0,0%", "—"],
      ["Sem responsável", "1", "1 100,0%", "30 min"],
    ]);
    expect(html).toContain('href="/admin/painel?dias=7&amp;comparar=1"');
    expect(html).toContain(">Comparar com os 7 dias anteriores<");
  });

  it("?comparar=1 puts the 7 days before beside each figure, in the page and its files", async () => {
    const html = decodeHTML(await page("/admin/painel?dias=7&comparar=1"));
    expect(html).toMatch(/Comparando com \d{2}\/\d{2}\/\d{4} a \d{2}\/\d{2}\/\d{4}\./);
    expect(html).toContain(">Tirar a comparação<");
    // Fábio came the week before, from the same campaign.
    expect(html).toContain("Antes: 1");
    expect(tableRows(html, "Origens e campanhas").slice(1)).toEqual([
      [
        "linkedin",
        "social",
        "lancamento",
        "30 antes 10",
        "3 antes 1",
        "10,0% antes 10,0%",
        "2 66,7% antes 0 · 0,0%",
        "2 66,7% antes 0 · 0,0%",
        "1 33,3% antes 0 · 0,0%",
        "1 33,3% antes 0 · 0,0%",
      ],
      [
        "google",
        "cpc",
        "busca",
        "25 antes 0",
        "2 antes 0",
        "8,0% antes —",
        "1 50,0% antes 0",
        "1 50,0% antes 0",
        "1 50,0% antes 0",
        "1 50,0% antes 0",
      ],
    ]);
    expect(tableRows(html, "Tempo até o primeiro contato")[1]).toEqual([
      "Ana Lima",
      "2 antes 1",
      "2 100,0% antes 1 · 100,0%",
      "3 h antes 1 h",
    ]);
    // The period links and the CSV keep the comparison.
    expect(html).toContain('href="/admin/painel?dias=30&comparar=1"');
    expect(html).toContain('href="/admin/painel/origens.csv?dias=7&comparar=1"');

    expect(await csv("/admin/painel/origens.csv?dias=7&comparar=1")).toEqual([
      [
        "Origem",
        "Mídia",
        "Campanha",
        "Visualizações",
        "Visualizações (antes)",
        "Pessoas",
        "Pessoas (antes)",
        "Conversão",
        "Conversão (antes)",
        "Qualificado",
        "Qualificado (antes)",
        "% qualificado",
        "% qualificado (antes)",
        "Chamadas agendadas",
        "Chamadas agendadas (antes)",
        "% chamadas agendadas",
        "% chamadas agendadas (antes)",
        "Chamadas realizadas",
        "Chamadas realizadas (antes)",
        "% chamadas realizadas",
        "% chamadas realizadas (antes)",
        "Cliente",
        "Cliente (antes)",
        "% cliente",
        "% cliente (antes)",
      ],
      [
        "linkedin",
        "social",
        "lancamento",
        "30",
        "10",
        "3",
        "1",
        "10,0%",
        "10,0%",
        ...["2", "0", "66,7%", "0,0%", "2", "0", "66,7%", "0,0%"],
        ...["1", "0", "33,3%", "0,0%", "1", "0", "33,3%", "0,0%"],
      ],
      [
        "google",
        "cpc",
        "busca",
        "25",
        "0",
        "2",
        "0",
        "8,0%",
        "—",
        ...["1", "0", "50,0%", "—", "1", "0", "50,0%", "—"],
        ...["1", "0", "50,0%", "—", "1", "0", "50,0%", "—"],
      ],
    ]);
    expect(await csv("/admin/painel/primeiro-contato.csv?dias=7")).toEqual([
      [
        "Responsável",
        "Pessoas recebidas",
        "Contatadas",
        "% contatadas",
        "Mediana até o primeiro contato",
      ],
      ["Ana Lima", "2", "2", "100,0%", "3 h"],
      ["bia@empresa.com.br", "1", "0", "0,0%", "—"],
      ["Sem responsável", "1", "1", "100,0%", "30 min"],
    ]);
    expect((await csv("/admin/painel/landing-pages.csv?dias=7"))[1]?.slice(0, 5)).toEqual([
      "Webinar de RevOps",
      "/webinar",
      "5",
      "1",
      "20,0%",
    ]);
  });
});
