import type { Page } from "@playwright/test";
import { e2eAdmin } from "../../playwright.config";
import { expect, test } from "./fixtures";

async function signIn(page: Page, password = e2eAdmin.password) {
  await page.getByLabel("Usuário").fill(e2eAdmin.username);
  await page.getByLabel("Senha").fill(password);
  await page.getByRole("button", { name: "Entrar" }).click();
}

test("admin pages send a visitor without a session to the login, keeping the address", async ({
  page,
  checkA11y,
}) => {
  await page.goto("/admin/settings");
  await expect(page).toHaveURL(/\/admin\/login\?redirectTo=%2Fadmin%2Fsettings$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Painel administrativo");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
  await checkA11y();
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.goto("/admin/leads");
  await expect(page).toHaveURL(/\/admin\/login\?redirectTo=%2Fadmin%2Fleads$/);
});

test("wrong credentials are refused with the spec's message, keeping the username", async ({
  page,
  checkA11y,
}) => {
  await page.goto("/admin/login");
  await signIn(page, "senha-errada");
  await expect(page.getByRole("alert")).toContainText("Erro de login");
  await expect(page.getByRole("alert")).toContainText("Nome de usuário ou senha incorretos.");
  await expect(page.getByLabel("Usuário")).toHaveValue(e2eAdmin.username);
  await expect(page.getByLabel("Senha")).toHaveValue("");
  await checkA11y();
});

test("the right credentials open the admin, the return address is kept, and Sair ends it", async ({
  page,
  checkA11y,
}) => {
  await page.goto("/admin/settings");
  await signIn(page);
  await expect(page).toHaveURL(/\/admin\/settings$/);
  await expect(page.getByText("Login bem-sucedido")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Minha conta");

  // /admin lands on the dashboard.
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin\/painel$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Painel");
  await page.goto("/admin/posts");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Posts do Blog");
  // The 16 sample posts seeded on the fresh embedded database, under the header row.
  await expect(page.getByRole("row")).toHaveCount(17);
  await checkA11y();

  await page.getByRole("button", { name: "Sair" }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.goto("/admin/posts");
  await expect(page).toHaveURL(/\/admin\/login\?redirectTo=/);
});

test("the session cookie is httpOnly and SameSite=Lax", async ({ page, context }) => {
  await page.goto("/admin/login");
  await signIn(page);
  await expect(page).toHaveURL(/\/admin\/painel$/);
  const cookie = (await context.cookies()).find((c) => c.name === "admin");
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
  expect(cookie?.expires).toBeGreaterThan(Date.now() / 1000 + 6 * 24 * 3600);
});
