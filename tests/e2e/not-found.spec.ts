import { brand } from "~content/brand";
import { expect, test } from "./fixtures";

for (const path of [
  "/pagina-que-nao-existe",
  "/servicos/a/b",
  "/partners/nao-existe",
  "/agenda/ninguem",
]) {
  test(`${path} shows the not-found page with status 404`, async ({ page, checkA11y }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle(`Página não encontrada | ${brand.name}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Página não encontrada");
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await checkA11y();
    await page.getByRole("link", { name: "Voltar para o início" }).click();
    await expect(page).toHaveURL(/\/$/);
  });
}

test("an unknown service says so, with status 404 and a way back", async ({ page, checkA11y }) => {
  const response = await page.goto("/servicos/marketing-de-outro-planeta");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Serviço não encontrado");
  await expect(
    page.getByText("O serviço que você está procurando não existe ou foi removido"),
  ).toBeVisible();
  await checkA11y();
  await page.getByRole("link", { name: "Ver todos os serviços" }).click();
  await expect(page).toHaveURL(/\/servicos$/);
});

test("an unknown case says so, with status 404 and a way back", async ({ page, checkA11y }) => {
  const response = await page.goto("/cases/empresa-inexistente");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Case não encontrado");
  await expect(
    page.getByText("O case que você está procurando não existe ou foi removido"),
  ).toBeVisible();
  await checkA11y();
  await page.getByRole("link", { name: "Ver todos os cases" }).click();
  await expect(page).toHaveURL(/\/cases$/);
});

test("the old first-security address moves permanently to security-first", async ({
  page,
  request,
}) => {
  const response = await request.get("/cases/first-security", { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toBe("/cases/security-first");
  await page.goto("/cases/first-security");
  await expect(page).toHaveURL(/\/cases\/security-first$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Security First");
});

test("a material that does not exist leads back to the list with the spec's message", async ({
  page,
  checkA11y,
}) => {
  await page.goto("/materiais/material-que-nao-existe");
  await expect(page).toHaveURL(/\/materiais$/);
  await expect(page.getByRole("alert")).toContainText("Material não encontrado");
  await expect(page.getByRole("alert")).toContainText(
    "O material que você está procurando não foi encontrado.",
  );
  await checkA11y();
  // Shown once: the next page has no message.
  await page.goto("/materiais");
  await expect(page.getByRole("alert")).toHaveCount(0);
});

test("a post that does not exist leads back to the blog", async ({ page }) => {
  await page.goto("/blog/artigo-que-nao-existe");
  await expect(page).toHaveURL(/\/blog$/);
});
