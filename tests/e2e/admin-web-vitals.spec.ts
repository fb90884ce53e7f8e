import { expect, test } from "./fixtures";

// The dashboard's Web Vitals (ADR 0052), with JavaScript on and off: phones' beacons for two
// pages, one with enough visits to be graded and one without, read back as 75th percentiles
// with Google's grades in words.

const PHONE =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36";

test("the dashboard grades the pages with enough measured visits", async ({
  page,
  request,
  baseURL,
  asAdmin,
  checkA11y,
}) => {
  const send = async (path: string, fields: Record<string, string>) => {
    const answer = await request.post("/visita", {
      form: { vitals: "1", p: path, ...fields },
      headers: { origin: baseURL ?? "", "sec-fetch-site": "same-origin", "user-agent": PHONE },
    });
    expect(answer.status()).toBe(204);
  };
  for (let i = 0; i < 30; i++) {
    await send("/partners/anhembi", { lcp: "1500", inp: "80", cls: "0.05" });
  }
  for (let i = 0; i < 2; i++) await send("/comunidade", { lcp: "4500", cls: "0.3" });

  await asAdmin();
  await page.goto("/admin/painel");
  await expect(
    page.getByRole("heading", { level: 2, name: "Web Vitals de visitantes reais" }),
  ).toBeVisible();
  await expect(page.getByText(/Cada número é o 75º percentil/)).toBeVisible();

  const pages = page.getByRole("table", { name: "Web Vitals por página" });
  const graded = pages.getByRole("row", { name: /^\/partners\/anhembi\b/ });
  await expect(graded.getByRole("cell")).toHaveText([
    /^\d+$/,
    "1,5 s Bom",
    "80 ms Bom",
    "0,05 Bom",
  ]);
  const few = pages.getByRole("row", { name: /^\/comunidade\b/ });
  await expect(few.getByRole("cell")).toHaveText([
    /^\d+$/,
    "4,5 s Poucas visitas para avaliar",
    "—",
    "0,30 Poucas visitas para avaliar",
  ]);
  const site = page.getByRole("table", { name: "Web Vitals do site" });
  await expect(site.getByRole("rowheader")).toContainText(["Site inteiro", "Celular"]);
  await checkA11y();

  // On a phone the page keeps its width: only the tables scroll sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/admin/painel");
  await expect(graded).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await checkA11y();
});
