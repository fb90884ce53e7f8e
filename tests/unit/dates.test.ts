import { afterEach, describe, expect, it, vi } from "vitest";

const Real = Intl.DateTimeFormat;

describe("dates", () => {
  afterEach(() => {
    Intl.DateTimeFormat = Real;
  });

  it("builds no formatter when a page loads the module, and one when a date is first written", async () => {
    // Building the first Intl formatter is slow on a phone: only when a date is written.
    let built = 0;
    Intl.DateTimeFormat = new Proxy(Real, {
      construct(target, args: ConstructorParameters<typeof Real>) {
        built += 1;
        return new target(...args);
      },
    });
    vi.resetModules();
    const { formatLongDate } = await import("~/lib/dates");
    expect(built).toBe(0);
    expect(formatLongDate("2025-04-08T15:00:00Z")).toBe("8 de abril de 2025");
    expect(formatLongDate(new Date("2025-12-31T23:30:00-03:00"))).toBe("31 de dezembro de 2025");
    expect(built).toBe(1);
  });
});
