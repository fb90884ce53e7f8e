import { brand } from "~content/brand";
import { expect, test } from "./fixtures";
import { startOutsideCalendarSite } from "./outside-calendar";

// With JavaScript, a calendar that has not loaded after a few seconds gives its place to the
// way around it (without JavaScript that message is always under the frame).

let site: Awaited<ReturnType<typeof startOutsideCalendarSite>>;
test.beforeAll(async () => {
  site = await startOutsideCalendarSite();
});
test.afterAll(async () => {
  await site?.stop();
});

for (const path of ["/booking", "/agenda-diagnostico", "/agenda/conversa"]) {
  test(`${path}: a calendar that does not load gives its place to the message`, async ({
    page,
  }) => {
    // The calendar's host never answers.
    await page.route(
      (url) => url.pathname === "/healthz" && url.searchParams.has("agenda"),
      () => {},
    );
    await page.goto(`${site.url}${path}`, { waitUntil: "domcontentloaded" });
    const message = page.getByRole("status").filter({ hasText: "A agenda não carregou aqui." });
    await expect(message).toBeVisible({ timeout: 20_000 });
    await expect(message.getByRole("link", { name: "Abrir agenda em nova aba" })).toBeVisible();
    await expect(
      message.getByRole("link", { name: brand.contactEmail, exact: true }),
    ).toBeVisible();
    await expect(page.locator("iframe")).toBeHidden();
  });
}

for (const path of ["/booking", "/agenda-diagnostico", "/agenda/conversa"]) {
  test(`${path}: a calendar whose host refuses the connection gives its place to the message`, async ({
    page,
  }) => {
    // The frame shows the browser's own error page and fires its load all the same.
    await page.route(
      (url) => url.pathname === "/healthz" && url.searchParams.has("agenda"),
      (route) => route.abort("connectionrefused"),
    );
    await page.goto(`${site.url}${path}`);
    const message = page.getByRole("status").filter({ hasText: "A agenda não carregou aqui." });
    await expect(message).toBeVisible({ timeout: 20_000 });
    await expect(message.getByRole("link", { name: "Abrir agenda em nova aba" })).toBeVisible();
    await expect(page.locator("iframe")).toBeHidden();
  });
}
