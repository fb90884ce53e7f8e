import { e2eAdmin } from "../../playwright.config";
import { expect, test } from "./fixtures";

// What only exists with JavaScript in the admin: the password toggle, the busy labels.

test("the password can be shown and hidden, and 'Entrar' reads 'Entrando...' while busy", async ({
  page,
}) => {
  await page.goto("/admin/login");
  const password = page.getByLabel("Senha", { exact: true });
  await password.fill(e2eAdmin.password);
  await expect(password).toHaveAttribute("type", "password");
  await page.getByRole("button", { name: "Mostrar senha" }).click();
  await expect(password).toHaveAttribute("type", "text");
  await page.getByRole("button", { name: "Ocultar senha" }).click();
  await expect(password).toHaveAttribute("type", "password");
  await page.getByLabel("Usuário").fill(e2eAdmin.username);
  await page.getByRole("button", { name: "Entrar" }).click();
  await expect(page.getByRole("button", { name: "Entrando..." })).toBeDisabled();
  await expect(page).toHaveURL(/\/admin\/painel$/);
});

test("'Outra' reveals the custom category field only when chosen", async ({ page, asAdmin }) => {
  await asAdmin();
  await page.goto("/admin/posts/new");
  await expect(page.getByLabel("Nome da categoria")).toHaveCount(0);
  await page.getByRole("combobox", { name: "Categoria", exact: true }).selectOption("Outra");
  await expect(page.getByLabel("Nome da categoria")).toBeVisible();
});
