import { expect, test } from "./fixtures";

// A page reached inside the app gets the head its loader described (ADR 0054): the same title,
// description, canonical and card as the server's HTML of that page, not the first page's.

test.use({ viewport: { width: 1280, height: 800 } });

const headOf = (html: string, selector: RegExp) => html.match(selector)?.[1];

for (const [from, to, linkName] of [
  ["/", "/servicos", "Serviços"],
  ["/servicos", "/cases", "Cases"],
] as const) {
  test(`${to}, reached from ${from} inside the app, has the head the server gives it`, async ({
    page,
  }) => {
    await page.goto(from);
    await page.evaluate(() => {
      (window as unknown as { marker: boolean }).marker = true;
    });
    await page
      .getByRole("navigation", { name: "Principal", exact: true })
      .getByRole("link", { name: linkName, exact: true })
      .click();
    await expect(page).toHaveURL(new RegExp(`${to}$`));
    // Still the same document: the head changed in the browser.
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(
      true,
    );

    const served = await (await page.request.get(to)).text();
    const image = headOf(served, /<meta property="og:image" content="([^"]+)"/);
    const canonical = headOf(served, /<link rel="canonical" href="([^"]+)"/);
    const description = headOf(served, /<meta name="description" content="([^"]+)"/);
    expect(image).toMatch(/\/og\//);
    await expect(page).toHaveTitle(headOf(served, /<title>([^<]+)<\/title>/) ?? "");
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", image ?? "");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", canonical ?? "");
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      description ?? "",
    );
  });
}
