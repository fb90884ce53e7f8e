import { expect, test } from "./fixtures";

// Scroll positions (ADR 0027): kept by React Router's hook once the app runs, restored before
// it by our own inline script, which asks nothing of the browser on a first visit.

test.use({ viewport: { width: 390, height: 844 } });

test("a first visit reads no saved position while the page is parsed", async ({ page }) => {
  await page.addInitScript(() => {
    const reads: string[] = [];
    (window as unknown as { reads: string[] }).reads = reads;
    const getItem = Storage.prototype.getItem;
    Storage.prototype.getItem = function (key: string) {
      reads.push(`${document.readyState} ${key}`);
      return getItem.call(this, key);
    };
  });
  await page.goto("/servicos");
  const reads = await page.evaluate(() => (window as unknown as { reads: string[] }).reads);
  expect(reads.filter((read) => read.startsWith("loading"))).toEqual([]);
  // The entry has its own key, so a position saved later is this page's alone.
  expect(await page.evaluate(() => typeof history.state?.key)).toBe("string");
});

test("the app starts without writing history or opening storage inside its own start", async ({
  page,
}) => {
  // Both wait on the browser process; done before the app's scripts are requested, they are not
  // part of hydration's task (ADR 0027).
  await page.addInitScript(() => {
    const calls: { what: string; appRequested: boolean }[] = [];
    (window as unknown as { calls: typeof calls }).calls = calls;
    const note = (what: string) =>
      calls.push({
        what,
        appRequested: performance
          .getEntriesByType("resource")
          .some((entry) => /\/entry\.client-[^/]*\.js/.test(entry.name)),
      });
    const replaceState = History.prototype.replaceState;
    History.prototype.replaceState = function (...args: Parameters<History["replaceState"]>) {
      note("history");
      return replaceState.apply(this, args);
    };
    const getItem = Storage.prototype.getItem;
    Storage.prototype.getItem = function (key: string) {
      note("storage");
      return getItem.call(this, key);
    };
    const length = Object.getOwnPropertyDescriptor(Storage.prototype, "length");
    Object.defineProperty(Storage.prototype, "length", {
      get() {
        note("storage");
        return length?.get?.call(this);
      },
    });
  });
  await page.goto("/servicos");
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  const calls = await page.evaluate(
    () => (window as unknown as { calls: { what: string; appRequested: boolean }[] }).calls,
  );
  expect(calls.filter((call) => call.what === "history").map((call) => call.appRequested)).toEqual([
    false,
  ]);
  expect(calls.find((call) => call.what === "storage")?.appRequested).toBe(false);
  expect(await page.evaluate(() => history.state?.idx)).toBe(0);
});

test("coming back to a page opens it where the visitor left it", async ({ page }) => {
  await page.goto("/servicos");
  await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
  const left = await page.evaluate(() => Math.round(window.scrollY));
  expect(left).toBeGreaterThan(500);
  await page.getByRole("contentinfo").getByRole("link", { name: "Quem Somos" }).click();
  await expect(page).toHaveURL(/\/quem-somos$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/servicos$/);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(left);
});
