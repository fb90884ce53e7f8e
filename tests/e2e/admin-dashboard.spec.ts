import { signIn } from "./admin-session";
import { expect, test } from "./fixtures";

// The marketing dashboard, with JavaScript on and off: a visit that lands from a
// campaign is counted as a view (the beacon with JavaScript, the image without), the lead sent
// later in the visit is counted by its form and its campaign; the period changes by its links.

// A person's browser: the headless one names itself in its user agent and counts as a bot.
const PERSON =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

test("the admin lands on the dashboard, sees a campaign's view and lead, and switches the period", async ({
  browser,
  page,
  javaScriptEnabled,
  checkA11y,
}, testInfo) => {
  const campaign = `painel-${testInfo.project.name}-${Date.now()}`;
  const person = await browser.newContext({ javaScriptEnabled, userAgent: PERSON });
  const visit = await person.newPage();
  // The first page of the visit carries the campaign: the lead keeps it as its first touch.
  await visit.goto(`/servicos?utm_source=linkedin&utm_medium=social&utm_campaign=${campaign}`);
  // A second page, without the campaign in its address: its view is not the campaign's.
  await visit.getByRole("link", { name: "Cases", exact: true }).first().click();
  await expect(visit).toHaveURL(/\/cases$/);
  const form = visit.getByRole("form", { name: "Inscrição na newsletter" });
  await form.getByRole("textbox", { name: "Nome", exact: true }).fill("Leitora do painel");
  await form.getByRole("textbox", { name: "E-mail", exact: true }).fill("painel@empresa.com.br");
  await form.getByRole("checkbox", { name: /aceito receber/ }).check();
  await form.getByRole("button", { name: "Inscrever-se" }).click();
  await expect(
    visit.locator("[role=alert], [role=status]").filter({ hasText: "Inscrição confirmada!" }),
  ).toBeVisible();
  await person.close();

  await signIn(page);
  await expect(page).toHaveURL(/\/admin\/painel$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Painel");
  await expect(
    page
      .getByRole("navigation", { name: "Painel administrativo" })
      .getByRole("link", { name: "Painel", exact: true }),
  ).toHaveAttribute("aria-current", "page");
  await expect(page.getByText("Últimos 30 dias:")).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: "Período" }).getByRole("link", { name: "30 dias" }),
  ).toHaveAttribute("aria-current", "page");

  // The charts are images with a summary; the same numbers are in a table.
  await expect(page.getByRole("img", { name: /^Visualizações por dia, de / })).toBeVisible();
  await expect(page.getByRole("img", { name: /^Leads por dia, de / })).toBeVisible();
  const sources = page.getByRole("table", { name: "Origens e campanhas" });
  const row = sources.getByRole("row", { name: new RegExp(campaign) });
  // One view (the landing page) and one person: 100 %.
  await expect(row.getByRole("cell")).toHaveText([
    "social",
    campaign,
    "1",
    "1",
    "100,0%",
    // Qualificado, calls booked and held, Cliente: none yet, each with its share of the people.
    "0 0,0%",
    "0 0,0%",
    "0 0,0%",
    "0 0,0%",
  ]);
  await expect(row.getByRole("rowheader")).toHaveText("linkedin");
  await expect(
    page
      .getByRole("table", { name: "Leads por formulário" })
      .getByRole("row", { name: /Newsletter/ }),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Exportar CSV de páginas" })).toHaveAttribute(
    "href",
    "/admin/painel/paginas.csv?dias=30",
  );
  await checkA11y();

  await page
    .getByRole("navigation", { name: "Período" })
    .getByRole("link", { name: "7 dias" })
    .click();
  await expect(page).toHaveURL(/\/admin\/painel\?dias=7$/);
  await expect(page.getByText("Últimos 7 dias:")).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: "Período" }).getByRole("link", { name: "7 dias" }),
  ).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("link", { name: "Exportar CSV de páginas" })).toHaveAttribute(
    "href",
    "/admin/painel/paginas.csv?dias=7",
  );
  await expect(sources.getByRole("row", { name: new RegExp(campaign) })).toBeVisible();

  await page.getByText("Ver dados do gráfico").click();
  const days = page.getByRole("table", { name: /^Visualizações e leads por dia/ });
  await expect(days).toBeVisible();
  await expect(days.getByRole("row")).toHaveCount(8);
  await checkA11y();
});

test.describe("at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the dashboard fits the phone: only its tables scroll sideways", async ({
    page,
    asAdmin,
    checkA11y,
  }) => {
    await asAdmin();
    await page.goto("/admin/painel?dias=90");
    await expect(page.getByRole("img", { name: /^Visualizações por dia/ })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await checkA11y();
  });
});
