import type { Page } from "@playwright/test";
import { e2eAdmin } from "../../playwright.config";
import { type RunningServer, removeDir, startServer, tempDir } from "../support/server";
import { expect, test } from "./fixtures";

// 'Configurações do site' (/admin/site), with and without JavaScript: the 'Agenda externa' set
// there is the booking pages' frame at the next page, and cleared gives the site's own times
// back. On a server of its own, so no other spec meets the frame. The new address is on a listed service (ADR 0047) that the test never
// reaches: its requests are stopped in the browser, so nothing leaves this machine. An Editor
// sees the calendars read-only.

let server: RunningServer;
const url = (path: string) => `${server.url}${path}`;

async function signInAsAdmin(page: Page) {
  await page.goto(url("/admin/login"));
  await page.getByLabel("Usuário").fill(e2eAdmin.username);
  await page.getByLabel("Senha", { exact: true }).fill(e2eAdmin.password);
  await page.getByRole("button", { name: "Entrar" }).click();
  await page.waitForURL((address) => address.pathname !== "/admin/login");
}
let dataDir: string;

test.beforeAll(async () => {
  dataDir = await tempDir("e2e-site-settings-");
  server = await startServer({
    DATA_DIR: dataDir,
    ADMIN_USERNAME: e2eAdmin.username,
    ADMIN_PASSWORD: e2eAdmin.password,
    LOGIN_MAX_FAILURES: "100000",
  });
});

test.afterAll(async () => {
  await server?.stop();
  await removeDir(dataDir);
});

test("the 'Agenda externa' set in /admin/site takes the place of the times, and cleared gives them back", async ({
  page,
  context,
  checkA11y,
  javaScriptEnabled,
}) => {
  test.slow();
  await context.route(/^https:\/\/calendly\.com\//, (route) => route.abort());
  await signInAsAdmin(page);

  await page.goto(url("/admin/site"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Configurações do site");
  const field = page.getByRole("textbox", { name: "Agenda externa" });
  const status = page.locator('[data-setting-status="calendarUrl"]');
  await expect(status).toContainText("Não definido");
  await checkA11y();

  // Not https: refused, with the value as typed.
  await field.fill("http://agenda-e2e.example.invalid/diagnostico");
  await page.getByRole("button", { name: "Salvar configurações" }).click();
  await expect(page.getByRole("alert").first()).toContainText(
    "Algumas configurações não foram salvas.",
  );
  await expect(page.getByText("Use um endereço completo que comece com https://.")).toBeVisible();
  await expect(field).toHaveValue("http://agenda-e2e.example.invalid/diagnostico");

  // On a host off the list of services: refused, naming them, with the value as typed.
  await field.fill("https://agenda-e2e.example.invalid/diagnostico");
  await page.getByRole("button", { name: "Salvar configurações" }).click();
  await expect(
    page.getByText(
      /Esse endereço não é de um serviço aceito\. Use um endereço de Calendly, Cal\.com/,
    ),
  ).toBeVisible();
  await expect(field).toHaveValue("https://agenda-e2e.example.invalid/diagnostico");

  const address = `https://calendly.com/vetor-e2e/diagnostico-${javaScriptEnabled ? "js" : "sem-js"}`;
  await field.fill(address);
  await page.getByRole("button", { name: "Salvar configurações" }).click();
  await expect(
    page.locator("[role=status], [role=alert]").filter({ hasText: "Configurações salvas" }),
  ).toBeVisible();
  await expect(status).toContainText("Definido aqui");
  await expect(status).toContainText(address);
  await expect(page.getByRole("region", { name: "Histórico" })).toContainText("Em uso");
  await page.goto(url("/agenda-diagnostico"));
  await expect(page.locator("iframe")).toHaveAttribute("src", new RegExp(`^${address}`));

  // Cleared: the site's own free times again (the other specs book on them).
  await page.goto(url("/admin/site"));
  await field.fill("");
  await page.getByRole("button", { name: "Salvar configurações" }).click();
  await expect(status).toContainText("Não definido");
  await page.goto(url("/agenda-diagnostico"));
  await expect(page.getByRole("heading", { name: "Escolha o dia" })).toBeVisible();
  await expect(page.locator("iframe")).toHaveCount(0);
});

test("an Editor sees the calendars and the script read-only, and saves the contacts", async ({
  page,
  context,
  checkA11y,
  javaScriptEnabled,
}) => {
  test.slow();
  const which = javaScriptEnabled ? "js" : "sem-js";
  await signInAsAdmin(page);
  await page.goto(url("/admin/equipe"));
  const invite = page.getByRole("region", { name: "Convidar pessoa" });
  await invite.getByLabel("Nome").fill(`Edite Editora ${which}`);
  await invite.getByLabel("E-mail").fill(`editora-${which}-${Date.now()}@empresa.com.br`);
  await invite.getByLabel("Papel").selectOption({ label: "Editor" });
  await invite.getByRole("button", { name: "Enviar convite" }).click();
  const link = await page.getByTestId("link-de-acesso").inputValue();

  await context.clearCookies();
  await page.goto(url(new URL(link).pathname));
  await page.getByRole("textbox", { name: "Nova senha", exact: true }).fill("edite-senha-2026");
  await page
    .getByRole("textbox", { name: "Confirmar senha", exact: true })
    .fill("edite-senha-2026");
  await page.getByRole("button", { name: "Criar senha e entrar" }).click();
  await page.waitForURL(/\/admin\/posts$/);

  await page.goto(url("/admin/site"));
  await expect(page.getByText("Só um Administrador pode alterar estes campos")).toBeVisible();
  const status = page.locator('[data-setting-status="calendarUrl"]');
  const before = await status.innerText();
  for (const name of ["Agenda externa", "Script da agenda", "Cadastro de parceiro"]) {
    await expect(page.getByRole("textbox", { name, exact: true })).not.toBeEditable();
  }
  await expect(page.getByRole("textbox", { name: "E-mail de contato" })).toBeEditable();
  await checkA11y();

  const email = `editora-${which}@vetor.example`;
  await page.getByRole("textbox", { name: "E-mail de contato" }).fill(email);
  await page.getByRole("button", { name: "Salvar configurações" }).click();
  await expect(
    page.locator("[role=status], [role=alert]").filter({ hasText: "Configurações salvas" }),
  ).toBeVisible();
  await expect(page.locator('[data-setting-status="contactEmail"]')).toContainText(email);
  await expect(status).toHaveText(before);
});
