import { asc } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { countView, sweepPastDays, type View } from "~/server/analytics/views.server";
import type { Database } from "~/server/db/index.server";
import { pageViewsDaily, visitorMarks, visitorSalts } from "~/server/db/schema.server";
import { describeOnTargets } from "../support/databases";

// The page-view store (ADR 0019) on PGlite and, with TEST_DATABASE_URL, on PostgreSQL: one
// upsert per view, visitors through the day's salted marks, past days' salts and marks swept.

const view = (day: string, path: string, more: Partial<View> = {}): View => ({
  day,
  path,
  referrer: "",
  utmSource: "",
  utmMedium: "",
  utmCampaign: "",
  device: "desktop",
  ...more,
});
const ana = { ip: "203.0.113.5", userAgent: "Navegador/1.0" };
const bia = { ip: "203.0.113.6", userAgent: "Navegador/1.0" };

describeOnTargets("page views on $name", (target) => {
  let database: Database;
  let dispose: () => Promise<void>;
  const rows = () =>
    database.db
      .select()
      .from(pageViewsDaily)
      .orderBy(asc(pageViewsDaily.day), asc(pageViewsDaily.path), asc(pageViewsDaily.utmSource));

  beforeAll(async () => {
    ({ database, dispose } = await target.open());
    await database.migrate();
  });
  afterAll(() => dispose());

  it("adds each view to its row and each visitor once per row and day", async () => {
    const db = database.db;
    await countView(db, view("2026-03-01", "/blog"), ana);
    await countView(db, view("2026-03-01", "/blog"), ana);
    await countView(db, view("2026-03-01", "/blog"), bia);
    await countView(db, view("2026-03-01", "/blog", { utmSource: "linkedin" }), ana);
    await countView(db, view("2026-03-01", "/cases", { device: "phone" }), ana);
    // Views sent at the same moment each count, the visitor once.
    await Promise.all(
      Array.from({ length: 10 }, () => countView(db, view("2026-03-01", "/quem-somos"), bia)),
    );
    expect(
      (await rows()).map((row) => [row.path, row.utmSource, row.device, row.views, row.visitors]),
    ).toEqual([
      ["/blog", "", "desktop", 3, 2],
      ["/blog", "linkedin", "desktop", 1, 1],
      ["/cases", "", "phone", 1, 1],
      ["/quem-somos", "", "desktop", 10, 1],
    ]);
    expect(await database.db.select({ day: visitorSalts.day }).from(visitorSalts)).toEqual([
      { day: "2026-03-01" },
    ]);
  });

  it("makes a new salt each day and deletes the past days' salts and marks, never the counts", async () => {
    const db = database.db;
    const [before] = await db.select().from(visitorSalts);
    await countView(db, view("2026-03-02", "/blog"), ana);
    const salts = await db.select().from(visitorSalts);
    expect(salts.map((salt) => salt.day)).toEqual(["2026-03-02"]);
    expect(salts[0]?.salt).not.toBe(before?.salt);
    const marks = await db.select({ day: visitorMarks.day }).from(visitorMarks);
    expect(marks).toEqual([{ day: "2026-03-02" }]);
    // The same person on a new day is a new visitor: nothing links the two days.
    const day2 = (await rows()).filter((row) => row.day === "2026-03-02");
    expect(day2.map((row) => [row.path, row.views, row.visitors])).toEqual([["/blog", 1, 1]]);
    expect((await rows()).filter((row) => row.day === "2026-03-01")).toHaveLength(4);

    // The hourly sweep, on a day with no view yet.
    await sweepPastDays(db, "2026-03-03");
    expect(await db.select().from(visitorSalts)).toEqual([]);
    expect(await db.select().from(visitorMarks)).toEqual([]);
    expect(await rows()).toHaveLength(5);
  });
});
