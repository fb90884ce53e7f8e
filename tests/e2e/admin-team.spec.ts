import { expect, test } from "./fixtures";

// The team (ADR 0040), with and without JavaScript. The e2e server has no SMTP: the invitation's
// link is shown once on the team page, and the admin hands it over.

test("an admin invites a 'Comercial' member, who sets a password, qualifies a lead with a note and cannot open the posts", async ({
  page,
  context,
  asAdmin,
  checkA11y,
  javaScriptEnabled,
}) => {
  test.slow();
  const email = `comercial-${javaScriptEnabled ? "js" : "nojs"}-${Date.now()}@empresa.com.br`;
  const name = `Clara Comercial ${javaScriptEnabled ? "JS" : "sem JS"}`;
  await asAdmin();
  await page.goto("/admin/equipe");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Equipe");
  await expect(page.getByText("O envio de e-mails não está configurado neste site")).toBeVisible();

  const invite = page.getByRole("region", { name: "Convidar pessoa" });
  await invite.getByLabel("Nome").fill(name);
  await invite.getByLabel("E-mail").fill(email);
  await invite.getByLabel("Papel").selectOption({ label: "Comercial" });
  await invite.getByRole("button", { name: "Enviar convite" }).click();

  const shown = page.getByTestId("link-de-acesso");
  await expect(shown).toBeVisible();
  const link = await shown.inputValue();
  expect(link).toMatch(/\/admin\/convite\/[\w-]{43}$/);
  await expect(page.getByRole("table", { name: "Pessoas da equipe" })).toContainText(email);
  await checkA11y();
  // Shown once.
  await page.reload();
  await expect(page.getByTestId("link-de-acesso")).toHaveCount(0);

  // A visitor subscribes: the lead the member will work.
  await context.clearCookies();
  const lead = `Lia Leitora ${javaScriptEnabled ? "JS" : "sem JS"} ${Date.now()}`;
  await page.goto("/servicos");
  const newsletter = page.getByRole("form", { name: "Inscrição na newsletter" });
  await newsletter.getByRole("textbox", { name: "Nome", exact: true }).fill(lead);
  // Its own e-mail each run: a person is one per e-mail, and their notes are theirs in every run.
  await newsletter
    .getByRole("textbox", { name: "E-mail", exact: true })
    .fill(`lia-${javaScriptEnabled ? "js" : "nojs"}-${Date.now()}@empresa.com.br`);
  await newsletter.getByRole("checkbox", { name: /aceito receber/ }).check();
  await newsletter.getByRole("button", { name: "Inscrever-se" }).click();
  await expect(
    page.locator("[role=alert], [role=status]").filter({ hasText: "Inscrição confirmada!" }),
  ).toBeVisible();

  // The member, in a browser without the admin's session.
  await context.clearCookies();
  await page.goto(new URL(link).pathname);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Aceitar convite");
  await expect(page.getByText(`Olá, ${name}!`)).toBeVisible();
  await checkA11y();
  await page.getByRole("textbox", { name: "Nova senha", exact: true }).fill("clara-senha-2026");
  await page
    .getByRole("textbox", { name: "Confirmar senha", exact: true })
    .fill("outra-senha-2026");
  await page.getByRole("button", { name: "Criar senha e entrar" }).click();
  await expect(page.getByRole("alert")).toContainText("A confirmação de senha não coincide");
  await page.getByRole("textbox", { name: "Nova senha", exact: true }).fill("clara-senha-2026");
  await page
    .getByRole("textbox", { name: "Confirmar senha", exact: true })
    .fill("clara-senha-2026");
  await page.getByRole("button", { name: "Criar senha e entrar" }).click();

  await expect(page).toHaveURL(/\/admin\/painel$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Painel");
  const menu = page.getByRole("navigation", { name: "Painel administrativo" });
  await expect(menu.getByRole("link", { name: /^Leads/ })).toBeVisible();
  await expect(menu.getByRole("link", { name: "Posts" })).toHaveCount(0);
  await expect(menu.getByRole("link", { name: "Equipe" })).toHaveCount(0);
  await expect(menu.getByRole("link", { name: "Minha conta" })).toBeVisible();
  await menu.getByRole("link", { name: /^Leads/ }).click();
  await expect(page).toHaveURL(/\/admin\/leads$/);

  // Works the person: found by 'Buscar', qualified, with a note signed by the member.
  await page.getByLabel("Buscar", { exact: true }).fill(lead);
  await page.getByRole("button", { name: "Filtrar" }).click();
  await page
    .getByRole("table", { name: /Pessoas/ })
    .getByRole("row", { name: new RegExp(lead) })
    .getByRole("link", { name: /Abrir/ })
    .click();
  const work = page.getByRole("region", { name: "Andamento" });
  await work.getByLabel("Status", { exact: true }).selectOption({ label: "Qualificado" });
  await work.getByRole("button", { name: "Salvar" }).click();
  await expect(page.getByText("Status e responsável salvos.")).toBeVisible();
  const notes = page.getByRole("region", { name: "Anotações" });
  await notes.getByLabel("Nova anotação").fill("Pediu uma proposta para janeiro.");
  await notes.getByRole("button", { name: "Adicionar anotação" }).click();
  const note = notes.getByRole("listitem").filter({ hasText: "Pediu uma proposta para janeiro." });
  // Signed by the name given in the invitation, not the e-mail.
  await expect(note).toContainText(name);
  await expect(note).not.toContainText(email);

  const refused = await page.goto("/admin/posts");
  expect(refused?.status()).toBe(403);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Acesso restrito");
  await expect(page.getByRole("main")).toContainText("Comercial");
  await checkA11y();
  await page.getByRole("link", { name: "Ir para o seu início no painel" }).click();
  await expect(page).toHaveURL(/\/admin\/painel$/);

  // The link is used up.
  await page.goto(new URL(link).pathname);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Link inválido");
});

test("'Remover' asks first, in a dialog or a page, and 'Cancelar' keeps the member", async ({
  page,
  asAdmin,
  checkA11y,
  javaScriptEnabled,
}) => {
  await asAdmin();
  await page.goto("/admin/equipe/remover/999999");
  await expect(page).toHaveURL(/\/admin\/equipe$/);
  await expect(page.getByRole("alert")).toContainText("Pessoa não encontrada");

  const email = `editor-${javaScriptEnabled ? "js" : "nojs"}-${Date.now()}@empresa.com.br`;
  const invite = page.getByRole("region", { name: "Convidar pessoa" });
  await invite.getByLabel("Nome").fill("Edu Editor");
  await invite.getByLabel("E-mail").fill(email);
  await invite.getByLabel("Papel").selectOption({ label: "Editor" });
  await invite.getByRole("button", { name: "Enviar convite" }).click();
  await expect(page.getByTestId("link-de-acesso")).toBeVisible();

  const table = page.getByRole("table", { name: "Pessoas da equipe" });
  const row = table.getByRole("row").filter({ hasText: email });
  await row.getByRole("link", { name: /^Remover/ }).click();
  if (javaScriptEnabled) {
    const dialog = page.getByRole("dialog", { name: "Remover pessoa" });
    await expect(dialog).toContainText(email);
    await checkA11y();
    await dialog.getByRole("button", { name: "Cancelar" }).click();
    await expect(dialog).toBeHidden();
  } else {
    await expect(page).toHaveURL(/\/admin\/equipe\/remover\/\d+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Remover pessoa");
    await checkA11y();
    await page.getByRole("link", { name: "Cancelar" }).click();
  }
  await expect(table.getByRole("row").filter({ hasText: email })).toHaveCount(1);

  // Then removed for real.
  await row.getByRole("link", { name: /^Remover/ }).click();
  const confirm = javaScriptEnabled ? page.getByRole("dialog", { name: "Remover pessoa" }) : page;
  await confirm.getByRole("button", { name: "Remover" }).click();
  await expect(page.getByText("Pessoa removida da equipe.")).toBeVisible();
  await expect(table.getByRole("row").filter({ hasText: email })).toHaveCount(0);
});
