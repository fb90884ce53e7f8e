import { describe, expect, it } from "vitest";
import { median } from "../../bench/median";

describe("the benchmark's median of Lighthouse runs", () => {
  it("leaves a failed run (NaN) out instead of returning NaN", () => {
    expect(median([900, Number.NaN, 1100])).toBe(1000);
    expect(median([Number.NaN, 950, 800, 1200])).toBe(950);
  });

  it("is the middle run of an odd count and NaN only when no run counted", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([Number.NaN, Number.NaN])).toBeNaN();
    expect(median([])).toBeNaN();
  });
});
