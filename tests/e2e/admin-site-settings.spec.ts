import { e2eAdmin } from "../../playwright.config";
import { type RunningServer, removeDir, startServer, tempDir } from "../support/server";
import { expect, test } from "./fixtures";

// 'Configurações do site' (/admin/site), with and without JavaScript: the diagnosis calendar's
// address changed there is the /agenda-diagnostico frame's at the next page. On a server of its
// own, whose environment sets no calendar (the shared e2e server's BOOKING_* variables would
// win over the screen). The new address is on a host the test never reaches: its requests are
// stopped in the browser, so nothing leaves this machine.

let server: RunningServer;
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

test("the diagnosis calendar changed in /admin/site is the one /agenda-diagnostico shows", async ({
  page,
  context,
  checkA11y,
  javaScriptEnabled,
}) => {
  test.slow();
  await context.route(/^https:\/\/agenda-e2e\.example\.invalid\//, (route) => route.abort());
  const url = (path: string) => `${server.url}${path}`;
  await page.goto(url("/admin/login"));
  await page.getByLabel("Usuário").fill(e2eAdmin.username);
  await page.getByLabel("Senha", { exact: true }).fill(e2eAdmin.password);
  await page.getByRole("button", { name: "Entrar" }).click();
  await page.waitForURL((address) => address.pathname !== "/admin/login");

  await page.goto(url("/admin/site"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Configurações do site");
  const field = page.getByRole("textbox", { name: "Agenda de diagnóstico" });
  const status = page.locator('[data-setting-status="diagnosisUrl"]');
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

  const address = `https://agenda-e2e.example.invalid/diagnostico-${javaScriptEnabled ? "js" : "sem-js"}`;
  await field.fill(address);
  await page.getByRole("button", { name: "Salvar configurações" }).click();
  await expect(
    page.locator("[role=status], [role=alert]").filter({ hasText: "Configurações salvas" }),
  ).toBeVisible();
  await expect(status).toContainText("Definido aqui");
  await expect(status).toContainText(address);
  await expect(page.getByRole("region", { name: "Histórico" })).toContainText("Em uso");

  await page.goto(url("/agenda-diagnostico"));
  await expect(page.locator("iframe")).toHaveAttribute("src", address);
  await expect(page.getByRole("link", { name: "Abrir agenda em nova aba" })).toHaveAttribute(
    "href",
    address,
  );
});
