import { staticMaterials } from "~content/materials";
import { cases, community, home, partners, services } from "./content";
import { expect, test } from "./fixtures";

test("home shows every section in the spec's order with its counts", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(home.hero.heading);
  await expect(page.getByRole("link", { name: "Solicitar diagnóstico" }).nth(1)).toHaveAttribute(
    "href",
    "/diagnostico",
  );
  await expect(page.getByRole("link", { name: "Ver ROI comprovado" })).toHaveAttribute(
    "href",
    "/cases",
  );
  await expect(page.getByText("+150", { exact: true })).toBeVisible();

  const sectionIds = await page
    .locator("main section[id]")
    .evaluateAll((els) => els.map((e) => e.id));
  expect(sectionIds).toEqual([
    "resultados",
    "por-que",
    "servicos",
    "cases",
    "jornada",
    "parceiros",
    "depoimentos",
    "perguntas",
    "contato",
  ]);
  await expect(page.locator("#resultados dt")).toHaveCount(6);
  await expect(page.locator("#por-que li")).toHaveCount(6);
  const teaser = page.locator("#servicos");
  await expect(teaser.getByRole("heading", { level: 3 })).toHaveText(
    services.slice(0, 4).map((s) => s.title),
  );
  await expect(teaser.getByRole("link", { name: /^Saiba mais/ })).toHaveCount(4);
  await expect(teaser.getByRole("link", { name: "Ver todos os serviços" })).toHaveAttribute(
    "href",
    "/servicos",
  );
  await expect(page.locator("#cases").getByRole("link", { name: /Ver case/ })).toHaveCount(3);
  await expect(page.locator("#jornada ol > li")).toHaveCount(6);
  await expect(page.locator("#parceiros [aria-roledescription=slide]")).toHaveCount(9);
  await expect(page.locator("#depoimentos [aria-roledescription=slide]")).toHaveCount(6);
  await expect(page.getByText(home.featuredQuote.quote)).toBeVisible();
  await expect(page.locator("#perguntas details")).toHaveCount(6);
  // No 'Agenda externa' here: beside the contact form, the way to the site's own times.
  await expect(page.locator("#contato iframe")).toHaveCount(0);
  await expect(
    page.locator("#contato").getByRole("link", { name: "Ver horários livres" }),
  ).toHaveAttribute("href", "/agenda-diagnostico");
});

test("every FAQ answer is in the page, one open at a time, and each can be closed", async ({
  page,
  checkA11y,
}) => {
  await page.goto("/#perguntas");
  const items = page.locator("#perguntas details");
  const first = items.nth(0);
  const second = items.nth(1);
  await expect(items.nth(5).locator("p")).toHaveText(home.faq[5]?.answer ?? "");
  await first.locator("summary").click();
  await expect(first.locator("p")).toBeVisible();
  await second.locator("summary").click();
  await expect(second.locator("p")).toBeVisible();
  await expect(first.locator("p")).toBeHidden();
  await second.locator("summary").press("Enter");
  await expect(second.locator("p")).toBeHidden();
  await checkA11y();
});

test("/servicos lists 6 services with four bullets each and a way to start", async ({
  page,
  checkA11y,
}) => {
  await page.goto("/servicos");
  const cards = page.locator("main article");
  await expect(cards).toHaveCount(6);
  for (let i = 0; i < 6; i++) await expect(cards.nth(i).locator("li")).toHaveCount(4);
  await expect(page.getByRole("link", { name: /^Ver detalhes/ })).toHaveCount(6);
  await expect(page.getByRole("heading", { name: "Não sabe por onde começar?" })).toBeVisible();
  await page.getByRole("link", { name: "Solicitar diagnóstico" }).last().click();
  await expect(page).toHaveURL(/\/diagnostico$/);
  await checkA11y();
});

for (const service of services) {
  test(`/servicos/${service.slug} shows the service in full`, async ({ page }) => {
    await page.goto(`/servicos/${service.slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(service.title);
    await expect(page.locator("#beneficios li")).toHaveCount(6);
    await expect(page.getByRole("heading", { name: "Como podemos ajudar" })).toBeVisible();
    await expect(page.locator("#incluso li")).toHaveCount(4);
    const caseLinks = page.locator("#cases ul a");
    await expect(caseLinks).toHaveCount(2);
    await expect(caseLinks.first()).toHaveAttribute(
      "href",
      `/cases/${service.caseStudies[0]?.slug}`,
    );
    const cover = page.locator("main img").first();
    await expect(cover).toHaveAttribute("alt", service.cover.alt);
  });
}

test("/cases shows the 6 cases of the spec", async ({ page, checkA11y }) => {
  await page.goto("/cases");
  await expect(page.locator("main").getByRole("link", { name: /Ver case/ })).toHaveCount(6);
  for (const company of [
    "ENICS",
    "Heineken",
    "Agence MR",
    "TOEFL Junior Brasil",
    "DataVoxx",
    "Security First",
  ]) {
    await expect(page.getByRole("img", { name: `Logotipo da ${company}` })).toBeVisible();
  }
  await checkA11y();
});

for (const study of cases) {
  test(`/cases/${study.slug} tells the case`, async ({ page }) => {
    await page.goto(`/cases/${study.slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(study.title);
    await expect(page.getByRole("heading", { name: "O Desafio" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "A Solução" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Métricas" }).locator("dt")).toHaveCount(4);
    await expect(page.getByText(study.quote)).toBeVisible();
  });
}

test("a partner page has its strategy, numbered results and a way to book", async ({
  page,
  checkA11y,
}) => {
  const partner = partners.find((p) => p.testimonial) ?? partners[0];
  if (!partner) throw new Error("sem parceiros");
  await page.goto(`/partners/${partner.slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(partner.name);
  await expect(page.getByRole("heading", { name: "Estratégia implementada" })).toBeVisible();
  await expect(page.locator("section[aria-labelledby=resultados] ol > li")).toHaveCount(
    partner.results.length,
  );
  await expect(
    page.getByRole("link", { name: "← Voltar para todos os parceiros" }),
  ).toHaveAttribute("href", "/cases");
  await expect(
    page.getByRole("link", { name: "Agende uma consultoria gratuita" }).first(),
  ).toHaveAttribute("href", "#consultoria");
  await checkA11y();
});

test("the ENICS page shows its four figures, related services and a contact section", async ({
  page,
  checkA11y,
}) => {
  await page.goto("/partners/enics");
  for (const figure of ["3.000", "45%", "40%", "10.000+"]) {
    await expect(page.getByText(figure, { exact: true })).toBeVisible();
  }
  await expect(page.locator("#servicos-relacionados article")).toHaveCount(3);
  await expect(page.getByRole("link", { name: "Ler o case completo" })).toHaveAttribute(
    "href",
    "/cases/enics",
  );
  await expect(page.locator("#contato")).toBeVisible();
  await checkA11y();
});

/** Text to find as it is inside a pattern. */
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

test("materials list the 13 materials; a detail page offers the download; /downloads too", async ({
  page,
  checkA11y,
}) => {
  // The 13 samples, and whatever the admin tests added to the library on this server.
  await page.goto("/materiais");
  for (const material of staticMaterials) {
    await expect(page.getByRole("heading", { name: material.title, exact: true })).toBeVisible();
  }
  await page
    .getByRole("link", { name: /^Ver detalhes/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/materiais\/[a-z0-9-]+$/);
  await page.getByRole("link", { name: "Baixar Material" }).click();
  await expect(page.locator("#baixar")).toBeInViewport();
  await checkA11y();
  await page.goto("/downloads");
  for (const material of staticMaterials) {
    await expect(
      page.getByRole("link", { name: new RegExp(`^Baixar\\s*:\\s*${literal(material.title)}$`) }),
    ).toHaveCount(1);
  }
  await page
    .getByRole("link", { name: /^Baixar\s*:/ })
    .nth(2)
    .click();
  await expect(page.locator("#baixar h2")).toContainText("Baixar:");
});

test("about tells the story with 9 milestones and 6 values", async ({ page, checkA11y }) => {
  await page.goto("/quem-somos");
  await expect(page.locator("#linha-do-tempo li")).toHaveCount(9);
  await expect(page.locator("#linha-do-tempo li").first()).toContainText("2012");
  await expect(page.locator("#linha-do-tempo li").last()).toContainText("2026");
  await expect(page.locator("#valores li")).toHaveCount(6);
  await expect(page.getByRole("link", { name: "Solicitar diagnóstico" }).last()).toHaveAttribute(
    "href",
    "/diagnostico",
  );
  await checkA11y();
});

test("community shows its three blocks and opens the community in a new tab", async ({
  page,
  checkA11y,
}) => {
  await page.goto("/comunidade");
  await expect(page.locator("#por-que li")).toHaveCount(community.reasons.length);
  await expect(page.locator("#beneficios li")).toHaveCount(4);
  await expect(page.locator("#carreira li")).toHaveCount(3);
  for (const name of [/^Faça parte \(/, /^Faça parte agora/]) {
    const link = page.getByRole("link", { name });
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", /noopener/);
  }
  await checkA11y();
});

test("the diagnosis page shows six deliverables and three steps", async ({ page }) => {
  await page.goto("/diagnostico");
  await expect(page.locator("#entregas li")).toHaveCount(6);
  await expect(page.locator("#como-funciona ol > li")).toHaveCount(3);
});

for (const [path, heading, date] of [
  // The privacy policy's date moved when it began to tell of the Web Vitals (ADR 0052).
  ["/privacidade", "Política de Privacidade", "2 de dezembro de 2026"],
  ["/termos-de-uso", "Termos de Uso", "8 de abril de 2025"],
] as const) {
  test(`${path} has 10 numbered sections dated ${date}`, async ({ page, checkA11y }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    await expect(page.getByText(date)).toBeVisible();
    await expect(page.locator("article h2")).toHaveCount(10);
    await expect(page.locator("article h2").first()).toHaveText(/^1\. /);
    await page.getByRole("navigation", { name: "Seções" }).getByRole("link").nth(9).click();
    await expect(page.locator("article h2").nth(9)).toBeInViewport();
    await checkA11y();
  });
}
