import type { Page } from "@playwright/test";
import { e2eAdmin } from "../../playwright.config";

/**
 * Signs in through the login page and waits for the answer (it takes at least a second):
 * the page it is sent to, or the refusal when `refused` is expected. Most admin tests take the
 * worker's session instead (`asAdmin`, in fixtures.ts).
 */
export async function signIn(page: Page, { password = e2eAdmin.password, refused = false } = {}) {
  await page.goto("/admin/login");
  await page.getByLabel("Usuário").fill(e2eAdmin.username);
  await page.getByLabel("Senha", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Entrar" }).click();
  if (refused) await page.getByRole("alert").waitFor();
  else await page.waitForURL((url) => url.pathname !== "/admin/login");
}
