import { expect, test } from "./fixtures";

// A lead form is part of its page. The code that checks it in the browser (rvf's parser, zod,
// the schemas) loads on the form's first send, not with the page (ADR 0038).

const checks = /\/assets\/check-form-[\w-]+\.js$/;

const scriptsOf = (page: import("@playwright/test").Page) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
};

test("a page loads no form checks until a form is sent; then the form is checked in place", async ({
  page,
}) => {
  const scripts = scriptsOf(page);
  const documents: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "document") documents.push(request.method());
  });
  await page.goto("/servicos");
  const form = page.getByRole("form", { name: "Inscrição na newsletter" });
  await form.getByRole("textbox", { name: "E-mail", exact: true }).fill("ana@empresa.com.br");
  await page.waitForLoadState("networkidle");
  expect(scripts.filter((path) => checks.test(path))).toEqual([]);

  await form.getByRole("button", { name: "Inscrever-se" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "Campos obrigatórios" }).first(),
  ).toBeVisible();
  expect(scripts.filter((path) => checks.test(path))).toHaveLength(1);
  await expect(form.getByRole("textbox", { name: "Nome", exact: true })).toBeFocused();
  await expect(form.getByRole("textbox", { name: "E-mail", exact: true })).toHaveValue(
    "ana@empresa.com.br",
  );
  expect(documents).toEqual(["GET"]);
});

test("when the checks' code cannot load, the server checks the form and the lead arrives", async ({
  page,
}) => {
  await page.route(checks, (route) => route.abort());
  const documents: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "document") documents.push(request.method());
  });
  await page.goto("/servicos");
  const form = page.getByRole("form", { name: "Inscrição na newsletter" });
  await form.getByRole("button", { name: "Inscrever-se" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "Campos obrigatórios" }).first(),
  ).toBeVisible();

  await form.getByRole("textbox", { name: "Nome", exact: true }).fill("Ana");
  await form.getByRole("textbox", { name: "E-mail", exact: true }).fill("ana@empresa.com.br");
  await form.getByRole("checkbox", { name: /aceito receber/ }).check();
  await form.getByRole("button", { name: "Inscrever-se" }).click();
  await expect(
    page.locator("[role=status]").filter({ hasText: "Inscrição confirmada!" }),
  ).toBeVisible();
  expect(documents).toEqual(["GET"]);
});

test("after a link, the new page's form and the footer's are there and answer in place", async ({
  page,
}) => {
  const documents: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "document") documents.push(request.url());
  });
  await page.goto("/servicos");
  await page.getByRole("link", { name: "Solicitar diagnóstico" }).last().click();
  await expect(page).toHaveURL(/\/diagnostico$/);
  const form = page.getByRole("form", { name: "Solicitar diagnóstico" });
  await form.getByRole("button", { name: "Solicitar diagnóstico" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "Campos obrigatórios" }).first(),
  ).toBeVisible();
  await expect(page.getByRole("form", { name: "Inscrição na newsletter" })).toBeVisible();
  expect(documents).toHaveLength(1);
});
