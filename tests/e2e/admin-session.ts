import type { Page } from "@playwright/test";
import { e2eAdmin } from "../../playwright.config";

/**
 * Signs in through the login page and waits for the answer (it takes at least a second):
 * the page it is sent to, or the refusal when `refused` is expected.
 */
export async function signIn(
  page: Page,
  { password = e2eAdmin.password, path = "/admin/login", refused = false } = {},
) {
  await page.goto(path);
  await page.getByLabel("Usuário").fill(e2eAdmin.username);
  await page.getByLabel("Senha", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Entrar" }).click();
  if (refused) await page.getByRole("alert").waitFor();
  else await page.waitForURL((url) => url.pathname !== "/admin/login");
}
