import { afterEach, describe, expect, it, vi } from "vitest";

describe("dates", () => {
  afterEach(() => vi.restoreAllMocks());

  it("builds no formatter when a page loads the module, and one when a date is first written", async () => {
    // Building the first Intl formatter costs a slow phone tens of milliseconds (issue 20).
    const Real = Intl.DateTimeFormat;
    const built = vi
      .spyOn(Intl, "DateTimeFormat")
      .mockImplementation((...args) => new Real(...args));
    vi.resetModules();
    const { formatLongDate } = await import("~/lib/dates");
    expect(built).not.toHaveBeenCalled();
    expect(formatLongDate("2025-04-08T15:00:00Z")).toBe("8 de abril de 2025");
    expect(formatLongDate(new Date("2025-12-31T23:30:00-03:00"))).toBe("31 de dezembro de 2025");
    expect(built).toHaveBeenCalledTimes(1);
  });
});
