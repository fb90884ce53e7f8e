import { expect, test } from "./fixtures";

// A lead form's code is fetched when the visitor turns to the form (ADR 0010). What they do
// before it arrives must count: typed text stays, and a submit waits for the code instead of
// leaving the page as a plain post.

test("typing and sending before the form's code arrives: the text stays and the answer is a toast", async ({
  page,
}) => {
  // goto resolves once the app has hydrated (fixtures.ts): the page's own scripts are in.
  await page.goto("/servicos");

  // From now on every script request waits until the test lets it through.
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const held: string[] = [];
  await page.route("**/assets/*.js", async (route) => {
    held.push(route.request().url());
    await released;
    await route.continue();
  });
  const documents: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "document") documents.push(request.url());
  });

  const form = page.getByRole("form", { name: "Inscrição na newsletter" });
  const email = form.getByRole("textbox", { name: "E-mail", exact: true });
  await email.fill("ana@empresa.com.br");
  await form.getByRole("button", { name: "Inscrever-se" }).click();
  // The page had not loaded the form's code: it is asked for now.
  await expect.poll(() => held.length).toBeGreaterThan(0);
  await expect(email).toHaveValue("ana@empresa.com.br");

  release();
  await expect(
    page.getByRole("alert").filter({ hasText: "Campos obrigatórios" }).first(),
  ).toBeVisible();
  await expect(email).toHaveValue("ana@empresa.com.br");
  expect(documents).toEqual([]);
});

test("the carousel's code arrives when the visitor turns to it, and the first press moves it", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  await page.goto("/");
  const before = scripts.length;

  const region = page.getByRole("region", { name: "Parceiros" });
  const firstLogo = region.getByRole("listitem").first();
  const start = await firstLogo.boundingBox();
  await page.getByRole("button", { name: "Próximo: Parceiros" }).click();
  await expect.poll(() => scripts.length).toBeGreaterThan(before);
  await expect.poll(async () => (await firstLogo.boundingBox())?.x).not.toBe(start?.x);
});

test("a change of address made by code fetches the forms' code", async ({ page }) => {
  const formCode: string[] = [];
  page.on("request", (request) => {
    if (/\/assets\/(useLeadForm|schemas)-/.test(request.url())) formCode.push(request.url());
  });
  await page.goto("/servicos");
  await expect(
    page.locator("form[aria-label='Inscrição na newsletter'] input[name=_js]"),
  ).toHaveCount(0);
  expect(formCode).toEqual([]);
  // A redirect after a form, or any navigation the router starts: not the visitor's own click.
  await page.evaluate(() => history.pushState(null, "", "/servicos?depois=1"));
  await expect.poll(() => formCode.length).toBeGreaterThan(0);
});
