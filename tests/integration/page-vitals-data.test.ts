import { asc } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import { vitalsLines } from "~/lib/vitals-report";
import { countVitals, vitalsHistograms } from "~/server/analytics/vitals.server";
import type { Database } from "~/server/db/index.server";
import { pageVitalsDaily } from "~/server/db/schema.server";
import { describeOnTargets } from "../support/databases";

// The Web Vitals store (ADR 0052) on PGlite and, with TEST_DATABASE_URL, on PostgreSQL: one
// statement per beacon into the day's histograms, beacons at the same moment all counted, and
// the dashboard's sums over a period.

describeOnTargets("page vitals on $name", (target) => {
  let database: Database;
  let dispose: () => Promise<void>;
  const rows = async () =>
    (
      await database.db
        .select()
        .from(pageVitalsDaily)
        .orderBy(
          asc(pageVitalsDaily.day),
          asc(pageVitalsDaily.path),
          asc(pageVitalsDaily.device),
          asc(pageVitalsDaily.metric),
          asc(pageVitalsDaily.bucket),
        )
    ).map((row) => [row.day, row.path, row.device, row.metric, row.bucket, row.count]);

  beforeAll(async () => {
    ({ database, dispose } = await target.open());
    await database.migrate();
  });
  afterAll(() => dispose());
  beforeEach(async () => {
    await database.db.delete(pageVitalsDaily);
  });

  it("adds each beacon's values to their buckets, those sent at once included", async () => {
    const db = database.db;
    const phone = { day: "2026-03-01", path: "/blog", device: "phone" } as const;
    await countVitals(db, phone, { lcp: 2450, inp: 96, cls: 0.04 });
    await countVitals(db, { ...phone, device: "desktop" }, { lcp: 800 });
    await Promise.all(
      Array.from({ length: 10 }, () => countVitals(db, phone, { lcp: 2401, cls: 0 })),
    );
    expect(await rows()).toEqual([
      ["2026-03-01", "/blog", "desktop", "lcp", 800, 1],
      ["2026-03-01", "/blog", "phone", "cls", 0, 10],
      ["2026-03-01", "/blog", "phone", "cls", 40, 1],
      ["2026-03-01", "/blog", "phone", "inp", 96, 1],
      ["2026-03-01", "/blog", "phone", "lcp", 2500, 11],
    ]);
  });

  it("sums the period's histograms for the site, each device and the most measured pages", async () => {
    const db = database.db;
    const at = (day: string, path: string, device: "phone" | "desktop") => ({ day, path, device });
    for (let i = 0; i < 4; i++)
      await countVitals(db, at("2026-03-02", "/", "phone"), { lcp: 1000 });
    await countVitals(db, at("2026-03-03", "/", "desktop"), { lcp: 3000, inp: 300 });
    await countVitals(db, at("2026-03-03", "/cases", "phone"), { lcp: 5000 });
    await countVitals(db, at("2026-03-03", "/servicos", "phone"), { lcp: 200 });
    await countVitals(db, at("2026-03-03", "/servicos", "phone"), { lcp: 200 });
    // Outside the period.
    await countVitals(db, at("2026-02-01", "/", "phone"), { lcp: 9000 });

    const histograms = await vitalsHistograms(db, { from: "2026-03-01", to: "2026-03-31" }, 2);
    const p75 = (lines: ReturnType<typeof vitalsLines>) =>
      lines.map((line) => [line.key, line.samples, line.figures.lcp?.p75, line.figures.inp?.p75]);
    expect(p75(vitalsLines(histograms.site))).toEqual([["", 8, 1000, 300]]);
    expect(p75(vitalsLines(histograms.devices))).toEqual([
      ["phone", 7, 1000, undefined],
      ["desktop", 1, 3000, 300],
    ]);
    // Two pages only: the five visits of '/', then '/servicos' (two) before '/cases' (one).
    expect(p75(vitalsLines(histograms.pages))).toEqual([
      ["/", 5, 1000, 300],
      ["/servicos", 2, 200, undefined],
    ]);
  });
});
