import { describe, expect, it } from "vitest";
import { collectRuns } from "../../bench/runs";

/** A run that gives each of `outcomes` in turn (undefined: a failed Lighthouse run). */
const scripted = (outcomes: (number | undefined)[]) => {
  let call = 0;
  return async () => outcomes[call++];
};

describe("the benchmark's Lighthouse runs of a page", () => {
  it("runs a failed run again, so the median is still of three runs", async () => {
    const { results, failed } = await collectRuns(scripted([40, undefined, 10, 25]), 3, 3);
    expect(results).toEqual([40, 10, 25]);
    expect(failed).toBe(1);
  });

  it("stops after three extra runs when runs keep failing", async () => {
    const outcomes = [5, undefined, undefined, undefined, undefined, undefined, 7];
    const { results, failed } = await collectRuns(scripted(outcomes), 3, 3);
    expect(results).toEqual([5]);
    expect(failed).toBe(5);
  });

  it("makes no extra run when every run gives a result", async () => {
    const { results, failed } = await collectRuns(scripted([1, 2, 3, 4]), 3, 3);
    expect(results).toEqual([1, 2, 3]);
    expect(failed).toBe(0);
  });
});
