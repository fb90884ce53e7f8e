import { expect, test } from "./fixtures";

// The team's side of the booking (ADR 0057), with and without JavaScript: a host opens
// Saturday mornings in 'Minha conta' › 'Disponibilidade' and the next visitor sees a Saturday
// among the days; a refused range comes back with the form as typed; 'Agenda' opens with its
// rules and hosts. The Saturday is taken away again at the end: other specs share the site.

const saturday = (page: import("@playwright/test").Page, n: 1 | 2, end: "Início" | "Fim") =>
  page.getByLabel(`Sábado, faixa ${n}: ${end}`, { exact: true });
const save = (page: import("@playwright/test").Page) =>
  page.getByRole("button", { name: "Salvar disponibilidade" }).click();
/** Saves and waits for the toast that says it was saved. */
async function saveAndWait(page: import("@playwright/test").Page) {
  await save(page);
  await expect(
    page
      .locator("[role=status], [role=alert]")
      .filter({ hasText: "Disponibilidade salva" })
      .first(),
  ).toBeVisible();
}
const days = (page: import("@playwright/test").Page) =>
  page.getByRole("navigation", { name: "Escolha o dia" }).getByRole("link", { name: /^sáb\./i });

test("a host opens Saturday mornings, visitors see them, and 'Agenda' opens", async ({
  page,
  asAdmin,
  checkA11y,
}) => {
  test.slow();
  await asAdmin();
  await page.goto("/admin/settings");
  await expect(page.getByRole("heading", { name: "Disponibilidade" })).toBeVisible();
  await checkA11y();

  // An end before its start: refused, what was typed kept.
  await saturday(page, 1, "Início").fill("12:00");
  await saturday(page, 1, "Fim").fill("09:00");
  await save(page);
  await expect(
    page.locator("[role=alert]").filter({ hasText: "a disponibilidade não foi salva" }).first(),
  ).toBeVisible();
  await expect(saturday(page, 1, "Início")).toHaveValue("12:00");

  await saturday(page, 1, "Início").fill("09:00");
  await saturday(page, 1, "Fim").fill("12:00");
  await saveAndWait(page);

  const visitor = await page.context().browser()?.newPage({
    baseURL: test.info().project.use.baseURL,
    javaScriptEnabled: test.info().project.use.javaScriptEnabled,
  });
  if (!visitor) throw new Error("no browser");
  await visitor.goto("/agenda-diagnostico");
  await expect(days(visitor).first()).toBeVisible();

  await page.goto("/admin/agenda");
  await expect(page.getByRole("heading", { level: 1, name: "Agenda" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Salvar regras" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Anfitriões" })).toBeVisible();
  await checkA11y();

  // Saturday closed again: no Saturday for the next visitor.
  await page.goto("/admin/settings");
  await saturday(page, 1, "Início").fill("");
  await saturday(page, 1, "Fim").fill("");
  await saveAndWait(page);
  await visitor.goto("/agenda-diagnostico");
  await expect(visitor.getByRole("heading", { name: "Escolha o dia" })).toBeVisible();
  await expect(days(visitor)).toHaveCount(0);
  await visitor.close();
});
