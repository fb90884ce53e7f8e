import { expect, test } from "./fixtures";

const cards = (page: import("@playwright/test").Page) =>
  page
    .getByRole("main")
    .locator("article")
    .filter({ has: page.locator("h2") });

test("blog: search, category chips, load more, empty state and clear filters", async ({
  page,
  checkA11y,
}) => {
  await page.goto("/blog");
  await expect(cards(page)).toHaveCount(9);
  await checkA11y();

  await page.getByRole("link", { name: "Carregar mais" }).click();
  await expect(cards(page)).toHaveCount(16);
  await expect(page).toHaveURL(/pagina=2/);
  await expect(page.getByRole("link", { name: "Carregar mais" })).toHaveCount(0);

  await page
    .getByRole("navigation", { name: "Categorias" })
    .getByRole("link", { name: "ABM" })
    .click();
  await expect(page).toHaveURL(/categoria=ABM/);
  await expect(page).not.toHaveURL(/pagina=/);
  await expect(page.getByRole("link", { name: "ABM", exact: true })).toHaveAttribute(
    "aria-current",
    "page",
  );
  for (const category of await cards(page).locator("p.text-brand-700").allInnerTexts()) {
    expect(category).toBe("ABM");
  }

  await page.getByRole("link", { name: "Todos" }).click();
  await page.getByRole("searchbox", { name: "Buscar artigos" }).fill("AUTOMACAO");
  await page.getByRole("button", { name: "Buscar" }).click();
  await expect(page).toHaveURL(/q=AUTOMACAO/);
  await expect(cards(page).first()).toBeVisible();
  expect(await cards(page).count()).toBeLessThan(9);

  await page.getByRole("searchbox", { name: "Buscar artigos" }).fill("nada-parecido-com-isso");
  await page.getByRole("button", { name: "Buscar" }).click();
  await expect(page.getByRole("heading", { name: "Nenhum artigo encontrado" })).toBeVisible();
  await checkA11y();
  await page.getByRole("link", { name: "Limpar filtros" }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(cards(page)).toHaveCount(9);
});

test("a post: author, table of contents, body, share links and related posts", async ({
  page,
  checkA11y,
  baseURL,
}) => {
  await page.goto("/blog/metricas-plg-saas-b2b");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Métricas de PLG para SaaS B2B: o que acompanhar além dos cadastros",
  );
  // The byline under the title, and the author box at the end both name the role.
  await expect(page.getByText("CEO e fundador").first()).toBeVisible();
  await expect(page.getByRole("heading", { name: "Sobre o autor" })).toBeVisible();
  await expect(page.getByText("28 de janeiro de 2025")).toBeVisible();

  const toc = page.getByRole("navigation", { name: "Índice do artigo" });
  await expect(toc.getByRole("link").first()).toBeVisible();
  const first = toc.getByRole("link").first();
  const target = (await first.getAttribute("href")) ?? "";
  await first.click();
  await expect(page).toHaveURL(new RegExp(`${target}$`));
  await expect(page.locator(target)).toBeInViewport();

  const share = page.getByRole("region", { name: "Compartilhe" });
  const url = encodeURIComponent(`${baseURL}/blog/metricas-plg-saas-b2b`);
  await expect(share.getByRole("link", { name: /LinkedIn/ })).toHaveAttribute(
    "href",
    new RegExp(url),
  );
  await expect(share.getByRole("link", { name: /X \(Twitter\)/ })).toHaveAttribute(
    "href",
    /text=M%C3%A9tricas/,
  );
  await expect(share.getByRole("link", { name: /Facebook/ })).toHaveAttribute(
    "href",
    new RegExp(url),
  );

  const related = page.getByRole("region", { name: "Artigos relacionados" }).locator("article");
  await expect(related.first()).toBeVisible();
  expect(await related.count()).toBeLessThanOrEqual(3);
  for (const category of await related.locator("p.text-brand-700").allInnerTexts()) {
    expect(category).toBe("PLG");
  }
  await checkA11y();

  await page.getByRole("link", { name: "← Voltar para o blog" }).click();
  await expect(page).toHaveURL(/\/blog$/);
});

test("an unknown post sends the visitor to the blog", async ({ page }) => {
  await page.goto("/blog/nao-existe-este-artigo");
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByRole("heading", { level: 1, name: "Blog" })).toBeVisible();
});
