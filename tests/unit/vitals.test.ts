import { describe, expect, it } from "vitest";
import { inVitalRange, VITALS, vitalsFields } from "~/lib/vitals";
import {
  formatVital,
  gradeOf,
  MIN_VITAL_SAMPLES,
  percentileOf,
  VITAL_THRESHOLDS,
  vitalsLines,
} from "~/lib/vitals-report";
import { bucketOf, parseVitals, VITAL_BUCKETS } from "~/server/analytics/vitals.server";

// Real visitors' Web Vitals (ADR 0052): what the page sends, what the server accepts, the
// buckets a value is counted in and what the dashboard reads back from them.

const fields = (text: string) => new URLSearchParams(text);

describe("the beacon's fields", () => {
  it("sends the marker, the path and each known value, ms whole and CLS to 4 decimals", () => {
    expect(String(vitalsFields("/servicos", { lcp: 2345.67, inp: 87.5, cls: 0.123456 }))).toBe(
      "vitals=1&p=%2Fservicos&lcp=2346&inp=88&cls=0.1235",
    );
    expect(String(vitalsFields("/", { lcp: 1200 }))).toBe("vitals=1&p=%2F&lcp=1200");
  });

  it("leaves out a value the server would refuse, and sends nothing without a value", () => {
    expect(String(vitalsFields("/", { lcp: 0.2, inp: 70_000, cls: 0 }))).toBe(
      "vitals=1&p=%2F&cls=0",
    );
    expect(vitalsFields("/", {})).toBeUndefined();
    expect(vitalsFields("/", { lcp: 0, cls: 11 })).toBeUndefined();
  });
});

describe("parseVitals", () => {
  it("reads finite decimal values within their ranges", () => {
    expect(parseVitals(fields("vitals=1&p=/&lcp=2500&inp=0&cls=0.0123"))).toEqual({
      lcp: 2500,
      inp: 0,
      cls: 0.0123,
    });
    expect(parseVitals(fields("vitals=1&lcp=60000&inp=60000&cls=10"))).toEqual({
      lcp: 60_000,
      inp: 60_000,
      cls: 10,
    });
    expect(parseVitals(fields("vitals=1&inp=48"))).toEqual({ inp: 48 });
  });

  it("refuses the whole beacon for one value out of range, malformed or sent twice", () => {
    for (const text of [
      "lcp=0",
      "lcp=60001",
      "inp=60000.5",
      "cls=10.0001",
      "lcp=-5",
      "lcp=1e3",
      "lcp=0x10",
      "lcp=Infinity",
      "lcp=NaN",
      "lcp= 100",
      "lcp=100 ",
      "lcp=",
      "lcp=0100",
      "lcp=1.",
      "lcp=.5",
      "cls=0.00001",
      `lcp=${"1".repeat(400)}`,
      "lcp=100&lcp=200",
      // One good value does not save a beacon with a bad one.
      "lcp=1200&inp=abc&cls=0.01",
      "lcp=1200&cls=99",
      // A marker with no value at all.
      "p=/",
    ]) {
      expect(parseVitals(fields(`vitals=1&p=/&${text}`)), text).toBeUndefined();
    }
  });

  it("accepts only what the ranges say", () => {
    expect(inVitalRange("lcp", 0)).toBe(false);
    expect(inVitalRange("lcp", 0.1)).toBe(true);
    expect(inVitalRange("inp", 0)).toBe(true);
    expect(inVitalRange("cls", Number.NaN)).toBe(false);
    expect(inVitalRange("cls", Number.POSITIVE_INFINITY)).toBe(false);
  });
});

describe("buckets", () => {
  it("are ascending, end at the largest accepted value and hold Google's thresholds as bounds", () => {
    for (const vital of VITALS) {
      const buckets = VITAL_BUCKETS[vital];
      expect([...buckets].sort((a, b) => a - b)).toEqual(buckets);
      expect(new Set(buckets).size).toBe(buckets.length);
      const scale = vital === "cls" ? 1000 : 1;
      expect(buckets.at(-1)).toBe((vital === "cls" ? 10 : 60_000) * scale);
      for (const threshold of VITAL_THRESHOLDS[vital]) {
        expect(buckets, `${vital} ${threshold}`).toContain(Math.round(threshold * scale));
      }
    }
  });

  it("are fine near the thresholds: 100 ms for LCP to 5 s, 8 ms for INP to 200 ms, 0.01 for CLS", () => {
    expect(VITAL_BUCKETS.lcp.slice(0, 3)).toEqual([100, 200, 300]);
    expect(VITAL_BUCKETS.lcp.filter((b) => b <= 5000)).toHaveLength(50);
    expect(VITAL_BUCKETS.inp.filter((b) => b <= 200)).toHaveLength(25);
    expect(VITAL_BUCKETS.inp.filter((b) => b > 200 && b <= 1000)).toHaveLength(40);
    expect(VITAL_BUCKETS.cls.filter((b) => b <= 500)).toHaveLength(51);
  });

  it("put a value in the first bucket it does not exceed", () => {
    expect(bucketOf("lcp", 1)).toBe(100);
    expect(bucketOf("lcp", 2500)).toBe(2500);
    expect(bucketOf("lcp", 2501)).toBe(2600);
    expect(bucketOf("lcp", 5001)).toBe(5500);
    expect(bucketOf("lcp", 59_999)).toBe(60_000);
    expect(bucketOf("inp", 0)).toBe(8);
    expect(bucketOf("inp", 200)).toBe(200);
    expect(bucketOf("inp", 201)).toBe(220);
    expect(bucketOf("inp", 504)).toBe(520);
    expect(bucketOf("cls", 0)).toBe(0);
    expect(bucketOf("cls", 0.0001)).toBe(10);
    expect(bucketOf("cls", 0.1)).toBe(100);
    expect(bucketOf("cls", 0.29)).toBe(290);
    expect(bucketOf("cls", 0.1001)).toBe(110);
    expect(bucketOf("cls", 10)).toBe(10_000);
  });
});

describe("percentileOf", () => {
  it("is the upper bound of the bucket where the running count reaches 75 %", () => {
    // 3 of 4 values at most 2,000 ms: the 75th percentile is 2,000.
    const lcp = [
      { bucket: 1000, count: 1 },
      { bucket: 2000, count: 2 },
      { bucket: 5000, count: 1 },
    ];
    expect(percentileOf("lcp", lcp)).toBe(2000);
    // Just under 75 % at 2,000: the next bucket.
    expect(
      percentileOf("lcp", [
        { bucket: 2000, count: 74 },
        { bucket: 4000, count: 26 },
      ]),
    ).toBe(4000);
    expect(
      percentileOf("lcp", [
        { bucket: 4000, count: 25 },
        { bucket: 2000, count: 75 },
      ]),
    ).toBe(2000);
    expect(percentileOf("lcp", [{ bucket: 300, count: 1 }])).toBe(300);
  });

  it("reads CLS in thousandths, and nothing from an empty histogram", () => {
    expect(
      percentileOf("cls", [
        { bucket: 0, count: 80 },
        { bucket: 300, count: 20 },
      ]),
    ).toBe(0);
    expect(percentileOf("cls", [{ bucket: 120, count: 3 }])).toBe(0.12);
    expect(percentileOf("inp", [])).toBeUndefined();
    expect(percentileOf("inp", [{ bucket: 40, count: 0 }])).toBeUndefined();
  });
});

describe("grades", () => {
  it("follow Google's thresholds, the bound itself on the better side", () => {
    expect(gradeOf("lcp", 2500)).toBe("good");
    expect(gradeOf("lcp", 2600)).toBe("needs-improvement");
    expect(gradeOf("lcp", 4000)).toBe("needs-improvement");
    expect(gradeOf("lcp", 4100)).toBe("poor");
    expect(gradeOf("inp", 200)).toBe("good");
    expect(gradeOf("inp", 500)).toBe("needs-improvement");
    expect(gradeOf("inp", 520)).toBe("poor");
    expect(gradeOf("cls", 0.1)).toBe("good");
    expect(gradeOf("cls", 0.25)).toBe("needs-improvement");
    expect(gradeOf("cls", 0.26)).toBe("poor");
  });
});

describe("vitalsLines", () => {
  it("gives each key its figures, graded only with enough values, the most measured first", () => {
    const many = MIN_VITAL_SAMPLES;
    const lines = vitalsLines([
      { key: "/pouca", metric: "lcp", bucket: 1500, count: 3 },
      { key: "/", metric: "lcp", bucket: 2000, count: many - 5 },
      { key: "/", metric: "lcp", bucket: 4500, count: 5 },
      { key: "/", metric: "cls", bucket: 0, count: many },
      { key: "/", metric: "inp", bucket: 560, count: 4 },
      { key: "/", metric: "outra", bucket: 1, count: 500 },
    ]);
    expect(lines).toEqual([
      {
        key: "/",
        samples: many,
        figures: {
          lcp: { p75: 2000, samples: many, grade: "good" },
          cls: { p75: 0, samples: many, grade: "good" },
          inp: { p75: 560, samples: 4 },
        },
      },
      { key: "/pouca", samples: 3, figures: { lcp: { p75: 1500, samples: 3 } } },
    ]);
  });
});

describe("formatVital", () => {
  it("says LCP in seconds, INP in milliseconds and CLS with two decimals, in pt-BR", () => {
    expect(formatVital("lcp", 2500)).toBe("2,5 s");
    expect(formatVital("lcp", 12_000)).toBe("12,0 s");
    expect(formatVital("inp", 1250)).toBe("1.250 ms");
    expect(formatVital("inp", 64)).toBe("64 ms");
    expect(formatVital("cls", 0.1)).toBe("0,10");
    expect(formatVital("cls", 0)).toBe("0,00");
  });
});
