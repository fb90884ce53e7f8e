import { brand } from "~content/brand";
import { enicsPage } from "~content/enics";
import * as home from "~content/home";
import { mainNav } from "~content/navigation";
import { pages } from "~content/pages";
import { expect, test } from "./fixtures";

/** Every public route of the spec's table, with a real slug where it has one. */
const routes: { path: string; title: string; heading: string }[] = [
  { path: "/", title: pages.home.title, heading: home.hero.heading },
  { path: "/servicos", title: pages.services.title, heading: pages.services.heading },
  { path: "/servicos/automacao", title: "Automação de Revenue", heading: "Automação de Revenue" },
  { path: "/cases", title: pages.cases.title, heading: pages.cases.heading },
  { path: "/cases/heineken", title: "Case Heineken", heading: "Heineken:" },
  { path: "/partners/anhembi", title: "Anhembi — case de parceiro", heading: "Anhembi" },
  { path: "/partners/enics", title: "ENICS — case de automação", heading: enicsPage.heading },
  { path: "/materiais", title: pages.materials.title, heading: pages.materials.heading },
  {
    path: "/materiais/guia-completo-de-revenue-operations",
    title: "Guia completo de Revenue Operations",
    heading: "Guia completo de Revenue Operations",
  },
  { path: "/downloads", title: pages.downloads.title, heading: pages.downloads.heading },
  { path: "/comunidade", title: pages.community.title, heading: pages.community.heading },
  { path: "/quem-somos", title: pages.about.title, heading: pages.about.heading },
  { path: "/blog", title: pages.blog.title, heading: pages.blog.heading },
  { path: "/diagnostico", title: pages.diagnosis.title, heading: pages.diagnosis.heading },
  {
    path: "/agenda-diagnostico",
    title: pages.diagnosisBooking.title,
    heading: pages.diagnosisBooking.heading,
  },
  { path: "/booking", title: pages.booking.title, heading: pages.booking.heading },
  {
    path: "/agenda/conversa",
    title: pages.conversation.title,
    heading: pages.conversation.heading,
  },
  { path: "/rei", title: pages.rei.title, heading: pages.rei.heading },
  {
    path: "/cadastro-parceiro",
    title: pages.partnerSignup.title,
    heading: pages.partnerSignup.heading,
  },
  { path: "/privacidade", title: pages.privacy.title, heading: pages.privacy.heading },
  { path: "/termos-de-uso", title: pages.terms.title, heading: pages.terms.heading },
];

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
    await checkA11y();
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
  await expect(social).toHaveCount(4);
  await expect(social.nth(0)).toHaveAttribute("href", brand.social.linkedin);
  await expect(social.nth(0)).toHaveAttribute("rel", "noopener noreferrer");
  await expect(social.nth(3)).toHaveAttribute("href", `mailto:${brand.contactEmail}`);
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
