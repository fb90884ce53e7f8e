import { expect, test } from "./fixtures";

// 'Distribuição' (ADR 0058), with JavaScript on and off: an Administrador adds a rule and saves
// it, and it is there after a reload; a new person gets an owner by the round-robin (the only
// host here is the first administrator), shown as 'Responsável' with why on the timeline. Both
// projects save the same settings, so running them together changes nothing.

test("an Administrador saves a rule, and it shows after a reload", async ({
  page,
  asAdmin,
  checkA11y,
}) => {
  await asAdmin();
  await page.goto("/admin/leads/distribuicao");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Distribuição de leads");
  const rules = page.getByRole("region", { name: "Regras, em ordem" });
  // Start from no rules: remove what an earlier run left.
  while ((await rules.getByRole("button", { name: /^Remover a regra/ }).count()) > 0) {
    const before = await rules.getByRole("listitem").count();
    await rules
      .getByRole("button", { name: /^Remover a regra/ })
      .first()
      .click();
    await expect(rules.getByRole("listitem")).toHaveCount(before - 1);
  }
  await rules.getByRole("button", { name: "Adicionar regra" }).click();
  const rule = rules.getByRole("listitem", { name: "Regra 1" });
  await expect(rule).toBeVisible();
  await rule.getByLabel("Quando").selectOption({ label: "Setor: Varejo" });
  await rule.getByLabel("Vai para").selectOption({ label: "Round-robin dos anfitriões" });
  await page.getByLabel("Minutos em horário comercial").fill("15");
  await checkA11y();
  await page.getByRole("button", { name: "Salvar distribuição" }).click();
  await expect(page.getByText("Distribuição salva")).toBeVisible();

  await page.reload();
  const saved = page.getByRole("region", { name: "Regras, em ordem" });
  await expect(saved.getByRole("listitem")).toHaveCount(1);
  await expect(saved.getByRole("listitem", { name: "Regra 1" }).getByLabel("Quando")).toHaveValue(
    "industry:retail",
  );
  await expect(page.getByText(/Salva por editora em/)).toBeVisible();
});

test("a new person gets an owner by the round-robin, on their lead page", async ({
  page,
  asAdmin,
}, testInfo) => {
  const name = `Roteada ${testInfo.project.name} ${Date.now()}`;
  await page.goto("/servicos");
  const form = page.getByRole("form", { name: "Inscrição na newsletter" });
  await form.getByRole("textbox", { name: "Nome", exact: true }).fill(name);
  await form
    .getByRole("textbox", { name: "E-mail", exact: true })
    .fill(`roteada-${Date.now()}-${testInfo.project.name}@empresa.com.br`);
  await form.getByRole("checkbox", { name: /aceito receber/ }).check();
  await form.getByRole("button", { name: "Inscrever-se" }).click();
  await expect(
    page.locator("[role=alert], [role=status]").filter({ hasText: "Inscrição confirmada!" }),
  ).toBeVisible();

  await asAdmin();
  await page.goto(`/admin/leads?busca=${encodeURIComponent(name)}`);
  await page
    .getByRole("table", { name: /Pessoas/ })
    .getByRole("row", { name: new RegExp(name) })
    .getByRole("link", { name: /Abrir/ })
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  const owner = page.getByRole("region", { name: "Andamento" }).getByLabel("Responsável");
  await expect(owner.locator("option:checked")).toHaveText("editora");
  await expect(page.getByRole("main")).toContainText(
    "Distribuído para editora (Round-robin entre os anfitriões)",
  );
});
