import type { Page } from "@playwright/test";
import { e2eAdmin } from "../../playwright.config";
import { type RunningServer, removeDir, startServer, tempDir } from "../support/server";

/** Debian's libfaketime (package faketime): a site whose clock a test moves. */
const FAKETIME = "/usr/lib/x86_64-linux-gnu/faketime/libfaketime.so.1";

/**
 * A site of its own for the specs that need services or a clock the shared e2e server does
 * not have: the e2e administrator, forms as fast as a test fills them, and `env` on top. With
 * `clockFile`, its clock is read from that file (libfaketime); timers keep the machine's.
 */
export async function startOwnSite(
  port: number,
  dataDir: string,
  env: Record<string, string>,
  clockFile?: string,
): Promise<RunningServer> {
  return startServer({
    PORT: String(port),
    BASE_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    ADMIN_USERNAME: e2eAdmin.username,
    ADMIN_PASSWORD: e2eAdmin.password,
    FORM_MIN_FILL_SECONDS: "0",
    FORM_RATE_LIMIT: "100000",
    LOGIN_MAX_FAILURES: "100000",
    ...(clockFile
      ? {
          LD_PRELOAD: FAKETIME,
          FAKETIME_TIMESTAMP_FILE: clockFile,
          FAKETIME_NO_CACHE: "1",
          FAKETIME_DONT_FAKE_MONOTONIC: "1",
        }
      : {}),
    ...env,
  });
}

export { removeDir, tempDir };

/** Signs in on the page's site with a username and password (the e2e administrator's). */
export async function logIn(
  page: Page,
  username = e2eAdmin.username,
  password = e2eAdmin.password,
) {
  await page.goto("/admin/login");
  await page.getByLabel("Usuário").fill(username);
  await page.getByLabel("Senha", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Entrar" }).click();
  await page.waitForURL((address) => address.pathname !== "/admin/login");
}
