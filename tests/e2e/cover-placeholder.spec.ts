import type { Browser } from "@playwright/test";
import sharp from "sharp";
import { detailedPhoto } from "../support/photo";
import { expect, test } from "./fixtures";

// A post's photo cover on a phone (ADR 0030), JavaScript on and off: a soft copy of the photo
// comes inside the document and is on screen with the first paint, as the page's largest
// paint, while the photo itself is still on its way; the photo then covers it.

test("a photo cover is on screen as a soft copy before the photo arrives, then the photo covers it", async ({
  page,
  browser,
  asAdmin,
  checkA11y,
  baseURL,
  javaScriptEnabled,
  removePostAfter,
}, testInfo) => {
  const title = `Capa ${testInfo.project.name} ${Date.now()}`;
  removePostAfter(title);
  const slug = title.toLowerCase().replaceAll(" ", "-");
  const photo = await detailedPhoto(1600, 1200);
  await asAdmin();
  const saved = await page.request.post("/admin/posts/new", {
    headers: { Origin: baseURL ?? "" },
    multipart: {
      intent: "save",
      title,
      slug,
      excerpt: "Um post com uma foto como capa.",
      category: "CRO",
      customCategory: "",
      content: "Texto do post.",
      cover: { name: "capa.jpg", mimeType: "image/jpeg", buffer: photo },
    },
    maxRedirects: 0,
  });
  expect(saved.status()).toBe(302);
  await seeCover(browser, slug, javaScriptEnabled);
  await page.goto(`/blog/${slug}`);
  await checkA11y();
});

async function seeCover(browser: Browser, slug: string, javaScriptEnabled: boolean) {
  // A visitor on a phone, whose connection holds the photo back until the test lets it go.
  const visitor = await browser.newContext({
    javaScriptEnabled,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
  });
  const guest = await visitor.newPage();
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await guest.route("**/uploads/**", async (route) => {
    await held;
    await route.continue();
  });
  await guest.goto(`/blog/${slug}`, { waitUntil: "domcontentloaded" });

  const softCopy = guest.locator('main img[src^="data:image/avif"]');
  const cover = guest.locator('main picture img[src^="/uploads/"]').first();
  await expect(softCopy).toBeVisible();
  await expect(softCopy).toHaveAttribute("aria-hidden", "true");
  await expect
    .poll(() => softCopy.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(400);
  expect(await cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(0);
  const largestPaint = () =>
    guest.evaluate(
      () =>
        new Promise<string>((resolve) => {
          new PerformanceObserver((list) => {
            const entries = list.getEntries() as (PerformanceEntry & { url: string })[];
            resolve(entries.at(-1)?.url.slice(0, 22) ?? "");
          }).observe({ type: "largest-contentful-paint", buffered: true });
        }),
    );
  // The browser's report of the largest paint is there to read only with JavaScript on.
  if (javaScriptEnabled) await expect.poll(largestPaint).toBe("data:image/avif;base64");
  // Both fill the same box, and what is seen there is the photo's copy, not an empty box.
  const [softBox, coverBox] = await Promise.all([softCopy.boundingBox(), cover.boundingBox()]);
  expect(softBox).not.toBeNull();
  expect(coverBox).toEqual(softBox);
  const seen = await sharp(await guest.screenshot({ clip: softBox ?? undefined })).stats();
  // An empty box (one colour, its rounded corners on white) varies by about 1.
  for (const channel of seen.channels) expect(channel.stdev).toBeGreaterThan(5);

  release();
  await expect
    .poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  // The photo is what is seen at the middle of the cover, over its soft copy.
  const onTop = await guest.evaluate(
    ({ x, y, width, height }) => {
      const element = document.elementFromPoint(x + width / 2, y + height / 2);
      return element?.getAttribute("src");
    },
    softBox as NonNullable<typeof softBox>,
  );
  expect(onTop).toMatch(/^\/uploads\//);
  // The photo's paint is no larger than its copy's: the largest paint stays the first one.
  if (javaScriptEnabled) expect(await largestPaint()).toBe("data:image/avif;base64");
  await visitor.close();
}
