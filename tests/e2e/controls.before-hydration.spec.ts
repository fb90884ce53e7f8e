import type { Page } from "@playwright/test";
import { appReady, expect, holdScripts, test } from "./fixtures";

// With JavaScript on, a page's controls (the admin's menu too) do their job before the app's code arrives
// (ADR 0022): each test holds every request for the app's scripts, uses the control, checks that
// the app has indeed not hydrated, then lets the scripts through and checks that hydration keeps
// what the visitor did and the control still works.

// The app's module scripts hold the load event: each page is used once its HTML is parsed.
test.use({ waitForApp: false });

const notHydrated = (page: Page) => expect(page.locator("html[data-hydrated]")).toHaveCount(0);

test("a material's 'Baixar Material' shows the download form before the app, and hydration keeps it shown", async ({
  page,
}) => {
  const release = await holdScripts(page);
  await page.goto("/materiais/guia-completo-de-revenue-operations", {
    waitUntil: "domcontentloaded",
  });
  const panel = page.getByRole("region", { name: "Receba o material" });
  await expect(panel).toBeHidden();
  await page.getByRole("link", { name: "Baixar Material" }).click();
  await expect(panel).toBeVisible();
  await expect(panel.getByRole("textbox", { name: "E-mail", exact: true })).toBeInViewport();
  await notHydrated(page);

  release();
  await appReady(page);
  await expect(panel).toBeVisible();
});

test("the partner's consultation dialog opens and closes before the app, and closes after it", async ({
  page,
}) => {
  const release = await holdScripts(page);
  await page.goto("/partners/anhembi", { waitUntil: "domcontentloaded" });
  const dialog = page.getByRole("dialog", { name: /consultoria/i });
  await page.getByRole("link", { name: "Agende uma consultoria gratuita" }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole("link", { name: "Fechar" }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole("link", { name: "Agende uma consultoria gratuita" }).click();
  await expect(dialog).toBeVisible();
  await notHydrated(page);

  // Opened as the page's target before the app; the app's close must close it too.
  release();
  await appReady(page);
  await dialog.getByRole("link", { name: "Fechar" }).click();
  await expect(dialog).toBeHidden();
  // …and now it opens as a modal.
  await page.getByRole("link", { name: "Agende uma consultoria gratuita" }).click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
});

test("a flash message is closed before the app, and hydration does not bring it back", async ({
  page,
}) => {
  const release = await holdScripts(page);
  await page.goto("/servicos", { waitUntil: "domcontentloaded" });
  const form = page.getByRole("form", { name: "Inscrição na newsletter" });
  await form.getByRole("textbox", { name: "Nome", exact: true }).fill("Ana");
  await form.getByRole("textbox", { name: "E-mail", exact: true }).fill("ana@empresa.com.br");
  await form.getByRole("checkbox", { name: /aceito receber/ }).check();
  // Before the app, the form goes as the plain post it is: the answer is the server's message.
  await form.getByRole("button", { name: "Inscrever-se" }).click();
  const message = page.getByRole("status").filter({ hasText: "Inscrição confirmada!" });
  await expect(message).toBeVisible();
  await notHydrated(page);
  await page.getByRole("button", { name: "Fechar mensagem" }).click();
  await expect(message).toBeHidden();

  release();
  await appReady(page);
  await expect(message).toBeHidden();
});

test("the mobile menu opened before the app stays open through hydration", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const release = await holdScripts(page);
  await page.goto("/", { waitUntil: "domcontentloaded" });
  const menu = page.getByTestId("mobile-menu");
  await menu.locator("summary").click();
  const nav = page.getByRole("navigation", { name: "Menu principal" });
  await expect(nav).toBeVisible();
  await notHydrated(page);

  release();
  await appReady(page);
  await expect(nav).toBeVisible();
  // The app's part: following a link closes it.
  await nav.getByRole("link", { name: "Cases" }).click();
  await expect(page).toHaveURL(/\/cases$/);
  await expect(nav).toBeHidden();
});

test("the admin's menu opened before the app stays open through hydration", async ({
  page,
  asAdmin,
}) => {
  await asAdmin();
  await page.setViewportSize({ width: 390, height: 844 });
  const release = await holdScripts(page);
  await page.goto("/admin/posts", { waitUntil: "domcontentloaded" });
  await page.getByTestId("admin-menu").locator("summary").click();
  const nav = page.getByRole("navigation", { name: "Painel administrativo" });
  await expect(nav).toBeVisible();
  await notHydrated(page);

  release();
  await appReady(page);
  await expect(nav).toBeVisible();
  // The app's part: following a link closes it.
  await nav.getByRole("link", { name: /^Autores/ }).click();
  await expect(page).toHaveURL(/\/admin\/autores$/);
  await expect(nav).toBeHidden();
});
