import { brand } from "~content/brand";
import { mainNav } from "~content/navigation";
import { pages } from "~content/pages";
import { expect, test } from "./fixtures";
import { routes } from "./public-routes";

for (const route of routes) {
  test(`${route.path} answers 200 with its title, heading, header and footer`, async ({
    page,
    checkA11y,
  }) => {
    const response = await page.goto(route.path);
    expect(response?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", "pt-BR");
    await expect(page).toHaveTitle(`${route.title} | ${brand.name}`);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(route.heading);

    const header = page.getByRole("banner");
    await expect(
      header.getByRole("link", { name: `${brand.name} — página inicial` }),
    ).toBeVisible();
    const nav = header.getByRole("navigation", { name: "Principal" });
    await expect(nav.getByRole("link")).toHaveText(mainNav.map((link) => link.label));
    await expect(header.getByRole("link", { name: "Solicitar diagnóstico" })).toHaveAttribute(
      "href",
      "/diagnostico",
    );

    const footer = page.getByRole("contentinfo");
    await expect(footer).toContainText(`© ${new Date().getFullYear()} ${brand.name}`);
    await expect(footer).toContainText(brand.tagline);
    // Lighthouse scores heading order too (a card title right under the h1 must be an h2).
    await checkA11y({ rules: ["heading-order"] });
  });
}

test.describe("at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });
  for (const route of routes) {
    test(`${route.path} is accessible and does not overflow sideways`, async ({
      page,
      checkA11y,
    }) => {
      await page.goto(route.path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        390,
      );
      await checkA11y();
    });
  }
});

test("the footer has the spec's columns, external links, legal links and a newsletter place", async ({
  page,
}) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("navigation", { name: "Navegação" }).getByRole("link")).toHaveText([
    "Home",
    "Cases",
    "Quem Somos",
  ]);
  await expect(footer.getByRole("navigation", { name: "Conteúdo" }).getByRole("link")).toHaveText([
    "Blog",
    "Serviços",
    "Materiais",
    "Comunidade",
  ]);
  const social = footer.getByRole("list", { name: "Redes sociais e contato" }).getByRole("link");
  // The three networks, the e-mail and, as the e2e server sets a WhatsApp number, WhatsApp.
  await expect(social).toHaveCount(5);
  await expect(social.nth(0)).toHaveAttribute("href", brand.social.linkedin);
  await expect(social.nth(0)).toHaveAttribute("rel", "noopener noreferrer");
  await expect(social.nth(3)).toHaveAttribute("href", `mailto:${brand.contactEmail}`);
  await expect(social.nth(4)).toHaveAttribute("href", "https://wa.me/5511900000000");
  await expect(footer.getByRole("link", { name: "Política de Privacidade" })).toHaveAttribute(
    "href",
    "/privacidade",
  );
  await expect(footer.getByRole("link", { name: "Termos de Uso" })).toHaveAttribute(
    "href",
    "/termos-de-uso",
  );
  await expect(footer.getByRole("link", { name: brand.partner.label })).toHaveAttribute(
    "href",
    brand.partner.url,
  );
  await expect(footer.getByRole("heading", { name: "Newsletter" })).toBeVisible();
});

test("following a link opens the next page at its top", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  await page.goto("/servicos");
  await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await page.getByRole("contentinfo").getByRole("link", { name: "Quem Somos" }).click();
  await expect(page).toHaveURL(/\/quem-somos$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(pages.about.heading);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
