import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

// The score's rules (issue 57), with and without JavaScript: a person signs up to the
// newsletter with a company e-mail (Perfil C, Interesse 2); an Administrador gives a company
// e-mail more points at /admin/leads/pontuacao and the person is B2, the reason with the new
// points. The rule is put back at the end: other specs share the site.

async function subscribe(page: Page, name: string, email: string) {
  await page.goto("/servicos");
  const form = page.getByRole("form", { name: "Inscrição na newsletter" });
  await form.getByRole("textbox", { name: "Nome", exact: true }).fill(name);
  await form.getByRole("textbox", { name: "E-mail", exact: true }).fill(email);
  await form.getByRole("checkbox", { name: /aceito receber/ }).check();
  await form.getByRole("button", { name: "Inscrever-se" }).click();
  await expect(
    page.locator("[role=alert], [role=status]").filter({ hasText: "Inscrição confirmada!" }),
  ).toBeVisible();
}

async function setCorporateEmail(page: Page, points: string) {
  await page.getByLabel("E-mail corporativo", { exact: true }).fill(points);
  await page.getByRole("button", { name: "Salvar e pontuar todos de novo" }).click();
  await expect(
    page.locator("[role=alert], [role=status]").filter({ hasText: "Regras salvas" }).first(),
  ).toBeVisible();
}

test("an Administrador changes a rule and a person's grade changes with its reason", async ({
  page,
  asAdmin,
}) => {
  test.slow();
  const project = test.info().project.name;
  const name = `Pontuada ${project}`;
  await subscribe(page, name, `pontuada-${project}@empresa-pontuada.com.br`);

  await asAdmin();
  await page.goto("/admin/leads/pontuacao");
  await expect(page.getByRole("heading", { name: "Pontuação dos leads", level: 1 })).toBeVisible();
  const person = page.getByRole("listitem").filter({ hasText: name });
  await expect(person.getByText("C2", { exact: true })).toBeVisible();

  await setCorporateEmail(page, "30");
  await expect(page.getByLabel("E-mail corporativo", { exact: true })).toHaveValue("30");
  await expect(person.getByText("B2", { exact: true })).toBeVisible();
  await person.getByText(name).click();
  await expect(person.getByText(/E-mail corporativo\s*\+30/)).toBeVisible();

  // A refusal keeps what was typed, with the reason in Portuguese. Without JavaScript the
  // browser's own check of the field's bounds stops the post first.
  if (project === "no-js") return setCorporateEmail(page, "10");
  await page.getByLabel("E-mail corporativo", { exact: true }).fill("500");
  await page.getByRole("button", { name: "Salvar e pontuar todos de novo" }).click();
  await expect(page.getByText("Use um número inteiro de -100 a 100.").first()).toBeVisible();
  await expect(page.getByLabel("E-mail corporativo", { exact: true })).toHaveValue("500");

  await setCorporateEmail(page, "10");
  await expect(person.getByText("C2", { exact: true })).toBeVisible();
});
