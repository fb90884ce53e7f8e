import { appReady, expect, holdScripts, test } from "./fixtures";

// With JavaScript on, what a visitor types into a lead form before the app's code arrives is
// still there once the page is hydrated, and the form then checks and answers in place.

test.use({ waitForApp: false });

test("text typed before hydration stays, and the form then answers with a toast", async ({
  page,
}) => {
  const release = await holdScripts(page);
  await page.goto("/diagnostico", { waitUntil: "domcontentloaded" });
  const form = page.getByRole("form", { name: "Solicitar diagnóstico" });
  const name = form.getByRole("textbox", { name: "Nome", exact: true });
  const email = form.getByRole("textbox", { name: "E-mail corporativo" });
  await name.fill("Ana Souza");
  await email.fill("ana@empresa.com.br");
  await expect(page.locator("html[data-hydrated]")).toHaveCount(0);

  const documents: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "document") documents.push(request.url());
  });
  release();
  await appReady(page);
  await expect(name).toHaveValue("Ana Souza");
  await expect(email).toHaveValue("ana@empresa.com.br");

  // The other required fields are empty: checked in the browser, answered by a toast.
  await form.getByRole("button", { name: "Solicitar diagnóstico" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "Campos obrigatórios" }).first(),
  ).toBeVisible();
  await expect(name).toHaveValue("Ana Souza");
  expect(documents).toEqual([]);
});
