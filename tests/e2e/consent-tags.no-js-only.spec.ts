import { expect, test } from "./fixtures";

// With JavaScript off no tag can run, so no banner shows (ADR 0020); the page works as ever and
// the footer's 'Preferências de cookies' leads to the policy's section on cookies.

test("without JavaScript there is no banner, no tag request, and the footer link explains", async ({
  page,
  context,
  checkA11y,
}) => {
  const requested: string[] = [];
  await context.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => {
    requested.push(route.request().url());
    return route.abort();
  });
  await page.goto("/");
  await expect(page.getByRole("region", { name: "Aviso de cookies" })).toBeHidden();
  await expect(
    page.locator("main").getByRole("link", { name: "Solicitar diagnóstico" }).first(),
  ).toBeVisible();
  await checkA11y();
  await page.getByRole("link", { name: "Preferências de cookies" }).click();
  await expect(page).toHaveURL(/\/privacidade#7-cookies$/);
  await expect(
    page.getByRole("heading", { name: "Ferramentas de análise e publicidade" }),
  ).toBeVisible();
  expect(requested).toEqual([]);
});
