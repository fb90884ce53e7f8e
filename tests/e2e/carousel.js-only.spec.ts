import { home } from "./content";
import { expect, test } from "./fixtures";

const firstVisibleAuthor = (page: import("@playwright/test").Page) =>
  page.evaluate(() => {
    const region = document.querySelector('[aria-label="Depoimentos"]');
    const box = region?.getBoundingClientRect();
    const slides = [...(region?.querySelectorAll("[aria-roledescription=slide]") ?? [])];
    const first = slides.find(
      (s) => Math.abs(s.getBoundingClientRect().left - (box?.left ?? 0)) < 8,
    );
    return first?.querySelector("figcaption span span")?.textContent ?? null;
  });

test("the buttons and the arrow keys move the carousel, which loops", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/");
  const next = page.getByRole("button", { name: "Próximo: Depoimentos" });
  const previous = page.getByRole("button", { name: "Anterior: Depoimentos" });
  await expect(next).toBeEnabled();
  await expect(previous).toBeEnabled(); // it loops, so it can always go back
  const start = await firstVisibleAuthor(page);
  expect(start).not.toBeNull();

  await next.click();
  await expect.poll(() => firstVisibleAuthor(page)).not.toBe(start);
  await previous.click();
  await expect.poll(() => firstVisibleAuthor(page)).toBe(start);

  const region = page.getByRole("region", { name: "Depoimentos" });
  await region.focus();
  // Left from the first slide wraps around to the last: the carousel loops.
  await page.keyboard.press("ArrowLeft");
  await expect.poll(() => firstVisibleAuthor(page)).toBe(home.testimonials.at(-1)?.author);
  await page.keyboard.press("ArrowRight");
  await expect.poll(() => firstVisibleAuthor(page)).toBe(start);
});

test("the carousel's code arrives when the visitor turns to it, and the first press moves it", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  await page.goto("/");
  const before = scripts.length;

  const region = page.getByRole("region", { name: "Parceiros" });
  const firstLogo = region.getByRole("listitem").first();
  const start = await firstLogo.boundingBox();
  await page.getByRole("button", { name: "Próximo: Parceiros" }).click();
  await expect.poll(() => scripts.length).toBeGreaterThan(before);
  await expect.poll(async () => (await firstLogo.boundingBox())?.x).not.toBe(start?.x);
});
