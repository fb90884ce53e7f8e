import { decodeHTML } from "entities";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DASHBOARD_CSV } from "~/lib/dashboard";
import { isoDate } from "~/lib/dates";
import { db, tables } from "~/server/db/index.server";
import { ADMIN, postAs } from "../support/admin";
import { startApp, Visitor } from "../support/app";
import { personPerSubmission } from "../support/people";

// The marketing dashboard through the production build (ADR 0021): the session,
// the seeded numbers on the page, the period in the address, and each table's CSV.

let app: Awaited<ReturnType<typeof startApp>>;
let editor: Visitor;

const DAY_MS = 86_400_000;
const site = "http://127.0.0.1";
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);

const linkedin = {
  landingPage: "/blog/revops",
  utm_source: "linkedin",
  utm_medium: "social",
  utm_campaign: "lancamento",
  referrer: "https://www.linkedin.com/",
};

const PEOPLE_HEAD = [
  "Visualizações",
  "Pessoas",
  "Conversão",
  "Qualificado",
  "Chamadas agendadas",
  "Chamadas realizadas",
  "Cliente",
];
/** A row's outcomes on the page: nobody yet, of one person or more ('0 0,0%'), or of none. */
const NONE_OF_SOME = ["0 0,0%", "0 0,0%", "0 0,0%", "0 0,0%"];
const NONE = ["0", "0", "0", "0"];
const CSV_PEOPLE_HEAD = [
  "Visualizações",
  "Pessoas",
  "Conversão",
  "Qualificado",
  "% qualificado",
  "Chamadas agendadas",
  "% chamadas agendadas",
  "Chamadas realizadas",
  "% chamadas realizadas",
  "Cliente",
  "% cliente",
];
const CSV_NONE_OF_SOME = ["0", "0,0%", "0", "0,0%", "0", "0,0%", "0", "0,0%"];
const CSV_NONE = ["0", "—", "0", "—", "0", "—", "0", "—"];

beforeAll(async () => {
  app = await startApp({ TRUST_PROXY: "x-forwarded-for" });
  const view = { device: "desktop", referrer: "", utmSource: "", utmMedium: "", utmCampaign: "" };
  await db()
    .insert(tables.pageViewsDaily)
    .values([
      { ...view, day: isoDate(), path: "/", views: 30, visitors: 25 },
      {
        ...view,
        day: isoDate(),
        path: "/blog/revops",
        referrer: "www.linkedin.com",
        utmSource: "linkedin",
        utmMedium: "social",
        utmCampaign: "lancamento",
        device: "phone",
        views: 20,
        visitors: 18,
      },
      {
        ...view,
        day: isoDate(daysAgo(10)),
        path: "/servicos",
        referrer: "www.google.com",
        views: 40,
        visitors: 30,
      },
      { ...view, day: isoDate(daysAgo(60)), path: "/cases", views: 10, visitors: 10 },
      { ...view, day: isoDate(daysAgo(120)), path: "/", views: 999, visitors: 900 },
    ]);
  const lead = { payload: { name: "Pessoa", email: "pessoa@empresa.com.br" }, status: "stored" };
  await db()
    .insert(tables.leads)
    .values([
      // Each sent from the page its visit began on: both ways of counting agree here (the
      // switch between them is in dashboard-leads.test.ts and below).
      { ...lead, formType: "contact", attribution: linkedin, sourcePage: `${site}/blog/revops` },
      {
        ...lead,
        formType: "diagnosis",
        createdAt: daysAgo(10),
        sourcePage: `${site}/servicos`,
        attribution: { landingPage: "/servicos", referrer: "https://www.google.com/" },
      },
      {
        ...lead,
        formType: "download",
        createdAt: daysAgo(60),
        sourcePage: `${site}/cases`,
        attribution: { landingPage: "/cases" },
      },
      { ...lead, formType: "contact", status: "suspected", attribution: linkedin },
      { ...lead, formType: "contact", createdAt: daysAgo(120), attribution: linkedin },
    ]);
  await personPerSubmission(db());
  editor = new Visitor(app.url, "192.0.2.80");
  const login = await postAs(editor, app.url, "/admin/login", { ...ADMIN, redirectTo: "" });
  // Without a way back, the login lands on the dashboard.
  expect(login.headers.get("location")).toBe("/admin/painel");
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

/** The dashboard's totals, by their labels. */
function totals(html: string) {
  return Object.fromEntries(
    [...html.matchAll(/<dt[^>]*>(.*?)<\/dt><dd[^>]*>(.*?)<\/dd>/g)].map((match) => [
      decodeHTML(match[1] ?? ""),
      decodeHTML(match[2] ?? ""),
    ]),
  );
}

async function page(path: string) {
  const response = await editor.request(path);
  expect(response.status, path).toBe(200);
  return response.text();
}

/** A CSV file as rows of cells (every cell is quoted by app/lib/csv.ts). */
async function csv(path: string, who = editor) {
  const response = await who.request(path);
  const text = (await response.text()).replace(/^\uFEFF/, "");
  const rows = text
    .trim()
    .split("\r\n")
    .map((line) =>
      [...line.matchAll(/"((?:[^"]|"")*)"/g)].map((m) => (m[1] ?? "").replaceAll('""', '"')),
    );
  return { response, rows };
}

describe("/admin/painel", () => {
  it("requires a session, and /admin leads there", async () => {
    const stranger = new Visitor(app.url, "192.0.2.81");
    const response = await stranger.request("/admin/painel?dias=7");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(
      "/admin/login?redirectTo=%2Fadmin%2Fpainel%3Fdias%3D7",
    );
    const home = await editor.request("/admin");
    expect(home.headers.get("location")).toBe("/admin/painel");
  });

  it("is the first section of the admin's navigation", async () => {
    const html = await page("/admin/posts");
    const nav = html.slice(html.indexOf('aria-label="Painel administrativo"'));
    expect(nav.indexOf('href="/admin/painel"')).toBeGreaterThan(-1);
    expect(nav.indexOf('href="/admin/painel"')).toBeLessThan(nav.indexOf('href="/admin/posts"'));
  });

  it("shows the last 30 days by default: totals, pages, sources and forms", async () => {
    const html = await page("/admin/painel");
    expect(totals(html)).toMatchObject({
      Visualizações: "90",
      Visitantes: "73",
      Leads: "2",
      Conversão: "2,2%",
    });
    expect(html).toContain("1 envio suspeito ficou fora da conta");
    expect(tableRows(html, "Páginas")).toEqual([
      ["Página", ...PEOPLE_HEAD],
      ["/servicos", "40", "1", "2,5%", ...NONE_OF_SOME],
      ["/", "30", "0", "0,0%", ...NONE],
      ["/blog/revops", "20", "1", "5,0%", ...NONE_OF_SOME],
    ]);
    expect(tableRows(html, "Origens e campanhas")).toEqual([
      ["Origem", "Mídia", "Campanha", ...PEOPLE_HEAD],
      ["www.google.com", "—", "—", "40", "1", "2,5%", ...NONE_OF_SOME],
      ["Direto", "—", "—", "30", "0", "0,0%", ...NONE],
      ["linkedin", "social", "lancamento", "20", "1", "5,0%", ...NONE_OF_SOME],
    ]);
    expect(tableRows(html, "Leads por formulário")).toEqual([
      ["Formulário", "Leads"],
      ["Contato", "1"],
      ["Diagnóstico", "1"],
    ]);
    // The chart: an image with a summary, and the same numbers in a table (30 days).
    expect(html).toMatch(/<svg role="img" aria-labelledby="[^"]+"/);
    expect(html).toContain("Total de 90 visualizações de ");
    expect(
      tableRows(
        html,
        `Visualizações e leads por dia, ${formatDay(daysAgo(29))} a ${formatDay(new Date())}`,
      ),
    ).toHaveLength(31);
    expect(html).toContain('href="/admin/painel/paginas.csv?dias=30"');
    // Leads count for the page their form was sent from unless the switch says otherwise.
    expect(html).toMatch(/aria-current="page"[^>]*>Página do formulário</);
    expect(html).toContain('href="/admin/painel?dias=30&amp;por=primeira-visita#paginas"');
    expect(html).toContain("Leads por material");
    expect(html).toContain("Questionário REI");
  });

  it("?dias=7 and ?dias=90 change the period; anything else is 30", async () => {
    const week = await page("/admin/painel?dias=7");
    expect(totals(week)).toMatchObject({ Visualizações: "50", Leads: "1", Conversão: "2,0%" });
    expect(week).toMatch(/aria-current="page"[^>]*>7 dias</);
    expect(tableRows(week, "Páginas").map((row) => row[0])).toEqual([
      "Página",
      "/",
      "/blog/revops",
    ]);
    const quarter = await page("/admin/painel?dias=90");
    expect(totals(quarter)).toMatchObject({ Visualizações: "100", Leads: "3", Conversão: "3,0%" });
    const odd = await page("/admin/painel?dias=15%27%3B");
    expect(totals(odd)).toMatchObject({ Visualizações: "90", Leads: "2" });
  });

  it("exports each table as CSV, for a session only", async () => {
    const pages = await csv("/admin/painel/paginas.csv?dias=7");
    expect(pages.response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(pages.response.headers.get("content-disposition")).toMatch(
      /attachment; filename="painel-paginas-7-dias-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    expect(pages.rows).toEqual([
      ["Página (do formulário)", ...CSV_PEOPLE_HEAD],
      ["/", "30", "0", "0,0%", ...CSV_NONE],
      ["/blog/revops", "20", "1", "5,0%", ...CSV_NONE_OF_SOME],
    ]);
    expect((await csv("/admin/painel/paginas.csv?dias=7&por=primeira-visita")).rows[0]).toEqual([
      "Página (primeira visita)",
      ...CSV_PEOPLE_HEAD,
    ]);
    expect((await csv("/admin/painel/origens.csv?dias=90")).rows).toEqual([
      ["Origem", "Mídia", "Campanha", ...CSV_PEOPLE_HEAD],
      // A tie on views and people: by name, and a direct visit's source is ''.
      ["Direto", "", "", "40", "1", "2,5%", ...CSV_NONE_OF_SOME],
      ["www.google.com", "", "", "40", "1", "2,5%", ...CSV_NONE_OF_SOME],
      ["linkedin", "social", "lancamento", "20", "1", "5,0%", ...CSV_NONE_OF_SOME],
    ]);
    expect((await csv("/admin/painel/formularios.csv?dias=90")).rows).toEqual([
      ["Formulário", "Leads"],
      ["Contato", "1"],
      ["Diagnóstico", "1"],
      ["Download", "1"],
    ]);
    const days = await csv("/admin/painel/dias.csv?dias=7");
    expect(days.rows).toHaveLength(8);
    expect(days.rows.at(-1)).toEqual([formatDay(new Date()), "50", "1", "2,0%"]);

    const stranger = new Visitor(app.url, "192.0.2.82");
    for (const name of DASHBOARD_CSV) {
      const response = await stranger.request(`/admin/painel/${name}.csv?dias=30`);
      expect(response.status, name).toBe(302);
      expect(response.headers.get("location"), name).toMatch(/^\/admin\/login\?redirectTo=/);
    }
  });
});

/** '22/11/2026' for a moment, in São Paulo. */
function formatDay(date: Date) {
  const [year, month, day] = isoDate(date).split("-");
  return `${day}/${month}/${year}`;
}
