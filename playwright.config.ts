import { defineConfig } from "@playwright/test";
import { chromiumLaunchOptions } from "./tests/e2e/chromium.js";

const port = Number(process.env.E2E_PORT ?? 4173);
/** The stand-in webhook receiver (tests/e2e/receiver.mjs), on loopback too. */
export const receiverPort = Number(process.env.E2E_RECEIVER_PORT ?? 4174);
export const e2eAdmin = { username: "editora", password: "senha-de-teste-e2e-2026" };

/**
 * End-to-end tests run the production build (`npm run build` first) on a fresh embedded
 * database, in Debian's Chromium, once with JavaScript and once without.
 */
export default defineConfig({
  testDir: "tests/e2e",
  workers: 1,
  fullyParallel: false,
  forbidOnly: true,
  retries: 0,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: "pt-BR",
    timezoneId: "America/Sao_Paulo",
    launchOptions: chromiumLaunchOptions,
    trace: "retain-on-failure",
  },
  projects: [
    { name: "js", use: { javaScriptEnabled: true }, testIgnore: /\.no-js-only\.spec\.ts$/ },
    // Behaviour that only exists with JavaScript lives in *.js-only.spec.ts; HTTP-level checks
    // that involve no page behaviour (*.http.spec.ts) run once.
    {
      name: "no-js",
      use: { javaScriptEnabled: false },
      testIgnore: [/\.js-only\.spec\.ts$/, /\.http\.spec\.ts$/],
    },
  ],
  webServer: [
    {
      command: "node tests/e2e/receiver.mjs",
      url: `http://127.0.0.1:${receiverPort}/healthz`,
      reuseExistingServer: false,
      stdout: "ignore",
      stderr: "pipe",
      env: { E2E_RECEIVER_PORT: String(receiverPort) },
    },
    {
      command: "rm -rf .e2e-data && node server.js",
      url: `http://127.0.0.1:${port}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: "ignore",
      stderr: "pipe",
      env: {
        PORT: String(port),
        HOST: "127.0.0.1",
        BASE_URL: `http://127.0.0.1:${port}`,
        DATA_DIR: ".e2e-data",
        LOG_LEVEL: "warn",
        ADMIN_USERNAME: e2eAdmin.username,
        ADMIN_PASSWORD: e2eAdmin.password,
        // Tests fill forms faster than people and send many from one address.
        FORM_MIN_FILL_SECONDS: "0",
        FORM_RATE_LIMIT: "100000",
        // Newsletter, contact, diagnosis and home leads go to the local receiver.
        WEBHOOK_LEADS_URL: `http://127.0.0.1:${receiverPort}/webhook`,
        // The e-mail automation of a download: it gets the material's absolute signed link.
        WEBHOOK_MATERIAL_EMAIL_URL: `http://127.0.0.1:${receiverPort}/webhook`,
        LOGIN_MAX_FAILURES: "100000",
        // Frames and links to the booking provider stay on this machine during tests.
        BOOKING_CALENDAR_URL: `http://127.0.0.1:${port}/healthz?agenda=calendario`,
        BOOKING_DIAGNOSIS_URL: `http://127.0.0.1:${port}/healthz?agenda=diagnostico`,
        BOOKING_CONVERSATION_URL: `http://127.0.0.1:${port}/healthz?agenda=conversa`,
        BOOKING_EMBED_SCRIPT_URL: `http://127.0.0.1:${port}/healthz?agenda=script`,
        COMMUNITY_URL: `http://127.0.0.1:${port}/healthz?comunidade`,
        PARTNER_SURVEY_URL: `http://127.0.0.1:${port}/healthz?pesquisa`,
      },
    },
  ],
});
