import { expect, test } from "./fixtures";

// Without GTM_ID and LINKEDIN_PARTNER_ID (this server; ADR 0020): no banner, no link to reopen
// it, and no request to any other site but the booking calendar and its embed script, which the
// e2e server points at itself.

test("with no marketing tag, pages ask nothing and request nothing from other sites", async ({
  page,
  context,
  baseURL,
}) => {
  const elsewhere: string[] = [];
  context.on("request", (request) => {
    if (new URL(request.url()).origin !== baseURL) elsewhere.push(request.url());
  });
  await context.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort());
  for (const path of ["/", "/diagnostico", "/blog", "/privacidade", "/servicos"]) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    await expect(page.getByRole("region", { name: "Aviso de cookies" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Preferências de cookies" })).toHaveCount(0);
  }
  expect(elsewhere.filter((url) => !url.startsWith("data:"))).toEqual([]);
});
