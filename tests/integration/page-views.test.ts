import { asc, desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { isoDate } from "~/lib/dates";
import { FOLDED_PATH, MAX_NEW_ROWS_PER_DAY } from "~/server/analytics/views.server";
import { db, tables } from "~/server/db/index.server";
import { signIn } from "../support/admin";
import { startApp, Visitor } from "../support/app";

// First-party page views (ADR 0019), over HTTP on the production build: what the
// dashboard will read in page_views_daily, and what must never be stored.

let app: Awaited<ReturnType<typeof startApp>>;
const { pageViewsDaily, visitorMarks, visitorSalts, blogPosts } = tables;

const PHONE =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36";
const DESKTOP =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

let nextIp = 0;
/** A visitor from an address of their own, so no test reaches another's rate limit. */
const newVisitor = () => new Visitor(app.url, `198.51.100.${++nextIp}`);

/** What a page's inline script sends: `navigator.sendBeacon('/visita', fields)`. */
function beacon(
  visitor: Visitor,
  fields: Record<string, string>,
  { userAgent = DESKTOP, headers = {} as Record<string, string> } = {},
) {
  return visitor.request("/visita", {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: {
      origin: app.url,
      "sec-fetch-site": "same-origin",
      "user-agent": userAgent,
      ...headers,
    },
  });
}

/** What the `<noscript>` image asks for: its Referer is the page's address. */
function image(visitor: Visitor, page: string, { userAgent = DESKTOP } = {}) {
  return visitor.request("/visita", {
    headers: { referer: `${app.url}${page}`, "user-agent": userAgent, "sec-fetch-dest": "image" },
  });
}

const rows = () =>
  db()
    .select()
    .from(pageViewsDaily)
    .orderBy(asc(pageViewsDaily.path), asc(pageViewsDaily.referrer));
const totalViews = async () => (await rows()).reduce((sum, row) => sum + row.views, 0);

beforeAll(async () => {
  app = await startApp({ TRUST_PROXY: "x-forwarded-for" });
});
afterAll(() => app?.close());
beforeEach(async () => {
  await db().delete(pageViewsDaily);
  await db().delete(visitorMarks);
});

describe("page views", () => {
  it("puts the beacon and the no-JavaScript image on public pages, the same for everyone", async () => {
    const html = await (await newVisitor().request("/servicos")).text();
    expect(html).toContain('navigator.sendBeacon("/visita"');
    expect(html).toMatch(/<noscript><img src="\/visita" alt="" width="1" height="1"/);
    const again = await (
      await newVisitor().request("/servicos", { headers: { "user-agent": PHONE } })
    ).text();
    const own = /\d{13}\.[\w-]{43}|nonce="[^"]+"/g;
    expect(again.replaceAll(own, "")).toBe(html.replaceAll(own, ""));
  });

  it("counts a beacon under its path, referring site, utm and device", async () => {
    const visitor = newVisitor();
    const page = await visitor.request("/servicos?utm_source=linkedin&utm_campaign=lancamento");
    expect(page.status).toBe(200);
    const answer = await beacon(
      visitor,
      {
        p: "/servicos/",
        r: "https://www.LinkedIn.com/feed/update/urn:li:activity:1?trk=x",
        utm_source: "  linkedin ",
        utm_medium: "social",
        utm_campaign: `lancamento-${"x".repeat(300)}`,
      },
      { userAgent: PHONE },
    );
    expect(answer.status).toBe(204);
    expect(answer.headers.get("cache-control")).toBe("no-store");
    expect(await rows()).toEqual([
      {
        day: isoDate(),
        path: "/servicos",
        referrer: "www.linkedin.com",
        utmSource: "linkedin",
        utmMedium: "social",
        utmCampaign: `lancamento-${"x".repeat(89)}`,
        device: "phone",
        views: 1,
        visitors: 1,
      },
    ]);
  });

  it("counts the no-JavaScript image under the page of its Referer", async () => {
    const visitor = newVisitor();
    await visitor.request("/cases?utm_source=newsletter&utm_medium=email&utm_campaign=maio");
    const answer = await image(
      visitor,
      "/cases?utm_source=newsletter&utm_medium=email&utm_campaign=maio",
    );
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("image/gif");
    expect(answer.headers.get("cache-control")).toBe("no-store");
    expect((await answer.arrayBuffer()).byteLength).toBeLessThan(100);
    expect(await rows()).toEqual([
      expect.objectContaining({
        path: "/cases",
        referrer: "",
        utmSource: "newsletter",
        utmMedium: "email",
        utmCampaign: "maio",
        device: "desktop",
        views: 1,
        visitors: 1,
      }),
    ]);
  });

  it("counts a page the page cache served, and one this server has not served lately", async () => {
    await fetch(`${app.url}/quem-somos`);
    const cached = await (await fetch(`${app.url}/quem-somos`)).text();
    expect(cached).toContain('navigator.sendBeacon("/visita"');
    await beacon(newVisitor(), { p: "/quem-somos", r: "" });

    // A post nobody asked for yet (a browser's or a CDN's copy, another instance's visitor).
    const [post] = await db().select().from(blogPosts).orderBy(desc(blogPosts.date)).limit(1);
    if (!post) throw new Error("nenhum post");
    await beacon(newVisitor(), { p: `/blog/${post.slug}`, r: "https://www.google.com/" });

    expect((await rows()).map((row) => [row.path, row.referrer, row.views])).toEqual([
      [`/blog/${post.slug}`, "www.google.com", 1],
      ["/quem-somos", "", 1],
    ]);
  });

  it("counts the same visitor twice as two views and one visitor", async () => {
    const ana = newVisitor();
    await beacon(ana, { p: "/blog", r: "" });
    await image(ana, "/blog");
    await beacon(newVisitor(), { p: "/blog", r: "" });
    expect((await rows()).map((row) => [row.path, row.views, row.visitors])).toEqual([
      ["/blog", 3, 2],
    ]);
  });

  it("counts nothing for bots, prefetches, staff, other sites, private or invented pages", async () => {
    const visitor = newVisitor();
    await beacon(visitor, { p: "/servicos", r: "" }, { userAgent: GOOGLEBOT });
    await image(visitor, "/servicos", { userAgent: GOOGLEBOT });
    await beacon(visitor, { p: "/servicos", r: "" }, { userAgent: "" });
    await beacon(visitor, { p: "/servicos", r: "" }, { headers: { "sec-purpose": "prefetch" } });
    for (const p of [
      "/inventada",
      "/blog/post-que-nao-existe",
      "/servicos/nada",
      "/admin/posts",
      "/booking",
      "/blog/rss.xml",
      "/sitemap.xml",
    ]) {
      const answer = await beacon(visitor, { p, r: "" });
      expect(answer.status).toBe(204);
    }
    const cross = await beacon(
      visitor,
      { p: "/servicos", r: "" },
      { headers: { origin: "https://outro-site.example", "sec-fetch-site": "cross-site" } },
    );
    expect(cross.status).toBe(204);
    const big = await beacon(visitor, { p: "/servicos", r: "x".repeat(5000) });
    expect(big.status).toBe(204);
    // An image asked for from another site's page.
    await visitor.request("/visita", {
      headers: { referer: "https://outro-site.example/servicos", "user-agent": DESKTOP },
    });

    const editor = newVisitor();
    await signIn(editor, app.url);
    await beacon(editor, { p: "/servicos", r: "" });
    await image(editor, "/servicos");
    expect(await rows()).toEqual([]);

    // The same page, from a person: counted.
    await beacon(newVisitor(), { p: "/servicos", r: "" });
    expect((await rows()).map((row) => [row.path, row.views])).toEqual([["/servicos", 1]]);
  });

  it("stores an invented spelling of a page as the page itself, never as the text sent", async () => {
    for (const p of ["/zzz/../cases", "/c%61ses", "/./cases", "/%2e/cases"]) {
      expect((await beacon(newVisitor(), { p, r: "" })).status).toBe(204);
    }
    const paths = (await rows()).map((row) => row.path);
    expect(paths.every((path) => path === "/cases")).toBe(true);
    expect((await rows()).map((row) => [row.path, row.views])).toEqual([["/cases", 4]]);
  });

  it("past the day's cap of rows, counts a new combination folded, path included", async () => {
    // The day already holds as many rows as it may, written by any instance.
    await db().execute(sql`
      insert into page_views_daily (day, path, referrer, utm_source, utm_medium, utm_campaign,
        device, views, visitors)
      select ${isoDate()}, '/cheia-' || n, '', '', '', '', 'desktop', 1, 1
      from generate_series(1, ${MAX_NEW_ROWS_PER_DAY}) as n`);
    await beacon(newVisitor(), { p: "/cases", r: "", utm_source: "inventada-1" });
    await beacon(newVisitor(), { p: "/servicos", r: "https://outro.example/", utm_source: "x" });

    const folded = await db()
      .select()
      .from(pageViewsDaily)
      .where(eq(pageViewsDaily.path, FOLDED_PATH));
    expect(folded.map((row) => [row.referrer, row.utmSource, row.device, row.views])).toEqual([
      ["", "", "desktop", 2],
    ]);
    expect((await rows()).length).toBe(MAX_NEW_ROWS_PER_DAY + 1);
    const paths = new Set((await rows()).map((row) => row.path));
    expect(paths.has("/cases") || paths.has("/servicos")).toBe(false);
  });

  it("stops counting a client past its limit", async () => {
    const visitor = newVisitor();
    for (let i = 0; i < 125; i++) await beacon(visitor, { p: "/", r: "" });
    expect(await totalViews()).toBe(120);
    await beacon(newVisitor(), { p: "/", r: "" });
    expect(await totalViews()).toBe(121);
  });

  it("stores no address, user agent or cookie: only today's salt and salted marks", async () => {
    const ip = "203.0.113.77";
    const userAgent = "NavegadorUnico/9.9 (Teste; Linux x86_64) Marca/123";
    const visitor = new Visitor(app.url, ip);
    await visitor.request("/materiais?utm_source=linkedin");
    const cookie = visitor.cookie("origem");
    expect(cookie).toBeTruthy();
    await beacon(
      visitor,
      { p: "/materiais", r: "https://www.linkedin.com/", utm_source: "linkedin" },
      { userAgent },
    );
    await image(visitor, "/materiais?utm_source=linkedin", { userAgent });
    expect(await totalViews()).toBe(2);

    const everything = JSON.stringify([
      await db().select().from(pageViewsDaily),
      await db().select().from(visitorSalts),
      await db().select().from(visitorMarks),
    ]);
    for (const secret of [ip, userAgent, "NavegadorUnico", cookie ?? "-"]) {
      expect(everything).not.toContain(secret);
    }
    expect(await db().select({ day: visitorSalts.day }).from(visitorSalts)).toEqual([
      { day: isoDate() },
    ]);
    const marks = await db().select().from(visitorMarks);
    expect(marks.length).toBe(2);
    expect(marks.every((mark) => mark.day === isoDate() && /^[\w-]{43}$/.test(mark.mark))).toBe(
      true,
    );
    expect(
      await db().select().from(visitorMarks).where(eq(visitorMarks.day, "2000-01-01")),
    ).toEqual([]);
  });
});
