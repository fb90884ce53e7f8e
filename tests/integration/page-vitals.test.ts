import { asc, sql } from "drizzle-orm";
import { decodeHTML } from "entities";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { isoDate } from "~/lib/dates";
import { FOLDED_PATH } from "~/server/analytics/views.server";
import { MAX_VITALS_ROWS_PER_DAY } from "~/server/analytics/vitals.server";
import { db, tables } from "~/server/db/index.server";
import { signIn, signInMember } from "../support/admin";
import { startApp, Visitor } from "../support/app";

// Real visitors' Web Vitals (ADR 0052), over HTTP on the production build: the beacon each
// public page sends when it is hidden, what page_vitals_daily keeps of it, what it refuses
// whole, and the 75th percentiles the dashboard reads back.

let app: Awaited<ReturnType<typeof startApp>>;
let admin: Visitor;
const { pageVitalsDaily, pageViewsDaily } = tables;

const PHONE =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36";
const DESKTOP =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

let nextIp = 0;
/** A visitor from an address of their own, so no test reaches another's rate limit. */
const newVisitor = () =>
  new Visitor(app.url, `198.51.${Math.floor(++nextIp / 250)}.${nextIp % 250}`);

/** What a page sends when it is hidden: `navigator.sendBeacon('/visita', fields)`. */
function vitals(
  visitor: Visitor,
  fields: Record<string, string>,
  { userAgent = PHONE, headers = {} as Record<string, string> } = {},
) {
  return visitor.request("/visita", {
    method: "POST",
    body: new URLSearchParams({ vitals: "1", ...fields }),
    headers: {
      origin: app.url,
      "sec-fetch-site": "same-origin",
      "user-agent": userAgent,
      ...headers,
    },
  });
}

const rows = () =>
  db()
    .select()
    .from(pageVitalsDaily)
    .orderBy(asc(pageVitalsDaily.path), asc(pageVitalsDaily.metric), asc(pageVitalsDaily.bucket));
const table = async () =>
  (await rows()).map((row) => [row.path, row.device, row.metric, row.bucket, row.count]);

/** The rows of the dashboard's table with this caption, cell by cell (the header row first). */
function tableRows(html: string, caption: string) {
  const start = html.search(new RegExp(`<caption[^>]*>${caption}</caption>`));
  expect(start, caption).toBeGreaterThan(-1);
  const part = html.slice(start, html.indexOf("</table>", start));
  return [...part.matchAll(/<tr[^>]*>(.*?)<\/tr>/gs)].map((row) =>
    [...(row[1] ?? "").matchAll(/<t[hd][^>]*>(.*?)<\/t[hd]>/gs)].map((cell) =>
      decodeHTML((cell[1] ?? "").replace(/<\/span>/g, " ").replace(/<[^>]+>/g, ""))
        .replace(/\s+/g, " ")
        .trim(),
    ),
  );
}

async function dashboard(query = "") {
  const response = await admin.request(`/admin/painel${query}`);
  expect(response.status).toBe(200);
  return response.text();
}

beforeAll(async () => {
  app = await startApp({ TRUST_PROXY: "x-forwarded-for" });
  admin = newVisitor();
  await signIn(admin, app.url);
});
afterAll(() => app?.close());
beforeEach(async () => {
  await db().delete(pageVitalsDaily);
  await db().delete(pageViewsDaily);
});

describe("Web Vitals beacons", () => {
  it("count each value in its day's bucket for the page and device, and no view", async () => {
    const answer = await vitals(newVisitor(), {
      p: "/Servicos/",
      lcp: "2345",
      inp: "88",
      cls: "0.0123",
    });
    expect(answer.status).toBe(204);
    expect(answer.headers.get("cache-control")).toBe("no-store");
    await vitals(newVisitor(), { p: "/servicos", lcp: "2301" });
    await vitals(newVisitor(), { p: "/servicos", lcp: "900", cls: "0" }, { userAgent: DESKTOP });
    expect(await table()).toEqual([
      ["/servicos", "desktop", "cls", 0, 1],
      ["/servicos", "phone", "cls", 20, 1],
      ["/servicos", "phone", "inp", 88, 1],
      ["/servicos", "desktop", "lcp", 900, 1],
      ["/servicos", "phone", "lcp", 2400, 2],
    ]);
    expect((await rows()).every((row) => row.day === isoDate())).toBe(true);
    expect(await db().select().from(pageViewsDaily)).toEqual([]);
  });

  it("refuse a beacon whole for a value out of range or malformed, or a page not ours", async () => {
    const visitor = newVisitor();
    const refused: Record<string, string>[] = [
      { p: "/servicos", lcp: "0" },
      { p: "/servicos", lcp: "60001" },
      { p: "/servicos", inp: "-1" },
      { p: "/servicos", cls: "10.5" },
      { p: "/servicos", lcp: "1e3" },
      { p: "/servicos", lcp: "NaN" },
      { p: "/servicos", lcp: "12OO" },
      { p: "/servicos", lcp: "9".repeat(3000) },
      // One wrong value and the good ones are not counted either.
      { p: "/servicos", lcp: "1200", inp: "80", cls: "0,1" },
      { p: "/servicos", lcp: "1200", cls: "11" },
      // Nothing to count.
      { p: "/servicos" },
      // Pages that are not ours, or not public.
      { p: "/inventada", lcp: "1200" },
      { p: "/blog/post-que-nao-existe", lcp: "1200" },
      { p: "/admin/painel", lcp: "1200" },
      { p: "/sitemap.xml", lcp: "1200" },
      { p: "https://outro.example/servicos", lcp: "1200" },
    ];
    for (const fields of refused) {
      const answer = await vitals(visitor, fields);
      expect(answer.status, JSON.stringify(fields).slice(0, 80)).toBe(204);
    }
    expect(await rows()).toEqual([]);
    // The same page and value, sent right: counted.
    await vitals(visitor, { p: "/servicos", lcp: "1200" });
    expect(await table()).toEqual([["/servicos", "phone", "lcp", 1200, 1]]);
  });

  it("count nothing from bots, prefetches, other sites or signed-in staff", async () => {
    const visitor = newVisitor();
    const good = { p: "/cases", lcp: "1500", inp: "40", cls: "0.02" };
    await vitals(visitor, good, { userAgent: GOOGLEBOT });
    await vitals(visitor, good, { userAgent: "" });
    await vitals(visitor, good, { headers: { "sec-purpose": "prefetch" } });
    await vitals(visitor, good, {
      headers: { origin: "https://outro-site.example", "sec-fetch-site": "cross-site" },
    });
    await vitals(admin, good);
    const member = newVisitor();
    await signInMember(admin, member, app.url, { role: "sales", email: "vendas@empresa.com.br" });
    await vitals(member, good);
    expect(await rows()).toEqual([]);

    await vitals(newVisitor(), good);
    expect((await table()).map(([path, , metric]) => `${path} ${metric}`)).toEqual([
      "/cases cls",
      "/cases inp",
      "/cases lcp",
    ]);
  });

  it("are never read from the no-JavaScript image, whatever the page's address holds", async () => {
    const visitor = newVisitor();
    await visitor.request("/visita", {
      headers: {
        referer: `${app.url}/cases?vitals=1&lcp=1200&cls=0.5`,
        "user-agent": DESKTOP,
        "sec-fetch-dest": "image",
      },
    });
    expect(await rows()).toEqual([]);
    expect((await db().select().from(pageViewsDaily)).map((row) => row.path)).toEqual(["/cases"]);
  });

  it("stop counting a client past its own limit, which leaves its views alone", async () => {
    const visitor = newVisitor();
    for (let i = 0; i < 125; i++) await vitals(visitor, { p: "/", lcp: "1000" });
    expect(await table()).toEqual([["/", "phone", "lcp", 1000, 120]]);
    await visitor.request("/visita", {
      method: "POST",
      body: new URLSearchParams({ p: "/", r: "" }),
      headers: { origin: app.url, "sec-fetch-site": "same-origin", "user-agent": PHONE },
    });
    expect((await db().select().from(pageViewsDaily)).map((row) => row.views)).toEqual([1]);
  });

  it("past the day's cap of rows, count a page not yet measured that day folded", async () => {
    await db().execute(sql`
      insert into page_vitals_daily (day, path, device, metric, bucket, count)
      select ${isoDate()}, '/cheia-' || n, 'phone', 'lcp', 100, 1
      from generate_series(1, ${MAX_VITALS_ROWS_PER_DAY}) as n`);
    await vitals(newVisitor(), { p: "/quem-somos", lcp: "1700", cls: "0.3" });
    const folded = (await table()).filter(([path]) => path === FOLDED_PATH);
    expect(folded).toEqual([
      ["", "phone", "cls", 300, 1],
      ["", "phone", "lcp", 1700, 1],
    ]);
    expect((await table()).some(([path]) => path === "/quem-somos")).toBe(false);
  });
});

describe("the dashboard's Web Vitals", () => {
  it("shows each page's 75th percentiles graded, and too few visits as such", async () => {
    const send = (path: string, fields: Record<string, string>, userAgent = PHONE) =>
      vitals(newVisitor(), { p: path, ...fields }, { userAgent });
    // '/': 30 phones, 20 with an LCP of 1.8 s and 10 of 3 s; quick answers; pages that move.
    for (let i = 0; i < 30; i++) {
      await send("/", { lcp: i < 20 ? "1800" : "3000", inp: "120", cls: "0.3" });
    }
    // '/cases': 3 visits on a computer, well under the minimum.
    for (let i = 0; i < 3; i++) await send("/cases", { lcp: "1200", cls: "0" }, DESKTOP);
    // A visit two months ago is outside the last 30 days.
    await db()
      .insert(pageVitalsDaily)
      .values({
        day: isoDate(new Date(Date.now() - 60 * 86_400_000)),
        path: "/cases",
        device: "desktop",
        metric: "lcp",
        bucket: 9000,
        count: 500,
      });

    const html = await dashboard();
    expect(html).toContain("Web Vitals de visitantes reais");
    expect(html).toContain("75º percentil");
    expect(tableRows(html, "Web Vitals por página")).toEqual([
      ["Página", "Visitas medidas", "LCP", "INP", "CLS"],
      ["/", "30", "3,0 s Precisa melhorar", "120 ms Bom", "0,30 Ruim"],
      ["/cases", "3", "1,2 s Poucas visitas para avaliar", "—", "0,00 Poucas visitas para avaliar"],
    ]);
    expect(tableRows(html, "Web Vitals do site")).toEqual([
      ["Onde", "Visitas medidas", "LCP", "INP", "CLS"],
      ["Site inteiro", "33", "3,0 s Precisa melhorar", "120 ms Bom", "0,30 Ruim"],
      ["Celular", "30", "3,0 s Precisa melhorar", "120 ms Bom", "0,30 Ruim"],
      [
        "Computador",
        "3",
        "1,2 s Poucas visitas para avaliar",
        "—",
        "0,00 Poucas visitas para avaliar",
      ],
    ]);

    // Over 90 days the old visits count: '/cases' has enough of them, and a poor LCP.
    const longer = tableRows(await dashboard("?dias=90"), "Web Vitals por página");
    expect(longer[1]).toEqual([
      "/cases",
      "503",
      "9,0 s Ruim",
      "—",
      "0,00 Poucas visitas para avaliar",
    ]);
  });

  it("says when no visit was measured in the period", async () => {
    const html = await dashboard("?dias=7");
    expect(html).toContain("Web Vitals de visitantes reais");
    expect(html).toContain("Nenhuma visita medida neste período.");
    expect(html).not.toContain("Web Vitals por página");
  });
});
