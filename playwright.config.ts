import { defineConfig } from "@playwright/test";
import { chromiumLaunchOptions } from "./tests/e2e/chromium.js";

const port = Number(process.env.E2E_PORT ?? 4173);
/** The stand-in webhook receiver (tests/e2e/receiver.mjs), on loopback too. */
export const receiverPort = Number(process.env.E2E_RECEIVER_PORT ?? 4174);
export const e2eAdmin = { username: "editora", password: "senha-de-teste-e2e-2026" };
/**
 * A second server with marketing tags set (ADR 0020), for tests/e2e/consent-tags.*.spec.ts only;
 * every other spec runs against the first server, which has none.
 */
const consentPort = Number(process.env.E2E_CONSENT_PORT ?? port + 3);
export const consentTags = { gtm: "GTM-E2ETESTE", linkedin: "1234567" };
const consentSpecs = /consent-tags\./;
/** Specs of what works with JavaScript on before the app has hydrated: `js-slow` only. */
const beforeHydration = /\.before-hydration\.spec\.ts$/;

/** The environment of an app server for end-to-end tests, listening on `at`. */
const serverEnv = (at: number) => ({
  PORT: String(at),
  HOST: "127.0.0.1",
  BASE_URL: `http://127.0.0.1:${at}`,
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
  // No 'Agenda externa': calls are booked on the site's own times (tests/e2e/outside-calendar.ts
  // starts a site with one, for the frame's specs).
  COMMUNITY_URL: `http://127.0.0.1:${at}/healthz?comunidade`,
  PARTNER_SURVEY_URL: `http://127.0.0.1:${at}/healthz?pesquisa`,
  CONTACT_WHATSAPP: "5511900000000",
});

/**
 * End-to-end tests run the production build (`npm run build` first) on a fresh embedded
 * database, in Debian's Chromium, once with JavaScript and once without.
 */
/** Options of tests/e2e/fixtures.ts that a project may set. */
type E2eOptions = { scriptDelayMs: number; waitForApp: boolean };

export default defineConfig<E2eOptions>({
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
    {
      name: "js",
      use: { javaScriptEnabled: true },
      testIgnore: [/\.no-js-only\.spec\.ts$/, beforeHydration, consentSpecs],
    },
    // Behaviour that only exists with JavaScript lives in *.js-only.spec.ts; HTTP-level checks
    // that involve no page behaviour (*.http.spec.ts) run once.
    {
      name: "no-js",
      use: { javaScriptEnabled: false },
      testIgnore: [/\.js-only\.spec\.ts$/, /\.http\.spec\.ts$/, beforeHydration, consentSpecs],
    },
    // What must work before hydration (*.before-hydration.spec.ts), with every request for the
    // app's scripts held 5 s (tests/e2e/fixtures.ts), as on a slow phone (ADR 0022).
    {
      name: "js-slow",
      use: { javaScriptEnabled: true, scriptDelayMs: 5_000 },
      testMatch: beforeHydration,
      timeout: 90_000,
    },
    {
      name: "consent-js",
      use: { javaScriptEnabled: true, baseURL: `http://127.0.0.1:${consentPort}` },
      testMatch: /consent-tags\.js-only\.spec\.ts$/,
    },
    {
      name: "consent-js-slow",
      use: {
        javaScriptEnabled: true,
        scriptDelayMs: 5_000,
        baseURL: `http://127.0.0.1:${consentPort}`,
      },
      testMatch: /consent-tags\.js-only\.spec\.ts$/,
      timeout: 90_000,
    },
    {
      name: "consent-no-js",
      use: { javaScriptEnabled: false, baseURL: `http://127.0.0.1:${consentPort}` },
      testMatch: /consent-tags\.no-js-only\.spec\.ts$/,
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
      env: serverEnv(port),
    },
    {
      command: "rm -rf .e2e-data-consent && node server.js",
      url: `http://127.0.0.1:${consentPort}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: "ignore",
      stderr: "pipe",
      env: {
        ...serverEnv(consentPort),
        DATA_DIR: ".e2e-data-consent",
        GTM_ID: consentTags.gtm,
        LINKEDIN_PARTNER_ID: consentTags.linkedin,
      },
    },
  ],
});
