import type { Page, TestInfo } from "@playwright/test";
import { OTHER_CATEGORY } from "~content/admin";
import { XSS_CORPUS } from "../support/xss-corpus";
import { expect, test } from "./fixtures";

// The XSS corpus put into a post, a lead and the blog search, then every page that
// shows them opened in Chromium with JavaScript on. If any payload ran it would call
// __pwned (defined here) or open a dialog; neither may happen.

async function watch(page: Page) {
  const ran: string[] = [];
  await page.exposeFunction("__pwned", (n: number) => ran.push(`__pwned(${n})`));
  page.on("dialog", (dialog) => {
    ran.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return ran;
}

/** Opens a page for its form time stamp, a cookie the browser sends back with the form (ADR 0023). */
async function openForStamp(page: Page, path: string) {
  await page.request.get(path);
}

const marker = (testInfo: TestInfo) => `XSS ${testInfo.project.name} ${Date.now()}`;

test("nothing of the corpus runs on the pages that show it", async ({
  page,
  asAdmin,
  baseURL,
  removePostAfter,
}, testInfo) => {
  test.setTimeout(120_000);
  const ran = await watch(page);
  const name = marker(testInfo);
  removePostAfter(name);
  await asAdmin();

  const saved = await page.request.post("/admin/posts/new", {
    headers: { Origin: baseURL ?? "" },
    form: {
      title: `${name} ${XSS_CORPUS.slice(0, 8).join(" ")}`.slice(0, 300),
      excerpt: XSS_CORPUS.slice(2, 12).join(" ").slice(0, 1000),
      category: OTHER_CATEGORY,
      customCategory: (XSS_CORPUS[2] ?? "").slice(0, 100),
      content: XSS_CORPUS.map((payload) => `${payload}\n\n- ${payload}`).join("\n\n"),
    },
    maxRedirects: 0,
  });
  expect(saved.status()).toBe(302);

  await openForStamp(page, "/partners/enics");
  const lead = await page.request.post("/partners/enics", {
    form: {
      name: `${name} ${XSS_CORPUS[2]}`.slice(0, 160),
      email: "ana@empresa.com.br",
      company: (XSS_CORPUS[7] ?? "").slice(0, 160),
      role: "cro",
      message: XSS_CORPUS.join("\n").slice(0, 5000),
    },
    maxRedirects: 0,
  });
  expect(lead.status()).toBe(302);

  await page.goto(`/blog?q=${encodeURIComponent(name)}`);
  const card = page.getByRole("link", { name: new RegExp(name) }).first();
  await expect(card).toBeVisible();
  await card.click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(name);
  await expect(page.getByText(XSS_CORPUS[0] ?? "").first()).toBeVisible();

  await page.goto("/admin/posts");
  await page
    .getByRole("row", { name: new RegExp(name) })
    .getByRole("link", { name: /Editar/ })
    .click();
  await expect(page.getByRole("textbox", { name: "Título", exact: true })).toHaveValue(
    new RegExp(name),
  );
  await page.goto("/admin/leads?por=envio");
  await page
    .getByRole("row", { name: new RegExp(name) })
    .getByRole("link", { name: /Detalhes/ })
    .click();
  await expect(page.getByText(XSS_CORPUS[1] ?? "").first()).toBeVisible();

  for (const payload of XSS_CORPUS) {
    await page.goto(`/blog?q=${encodeURIComponent(payload)}`);
  }
  // Give anything delayed (an image error, a focus handler) its chance to run.
  await page.getByRole("searchbox").first().focus();
  expect(ran).toEqual([]);
});
