import type { Page } from "@playwright/test";
import { receiverPort } from "../../playwright.config";
import { expect, test } from "./fixtures";

// Landing pages in the admin (ADR 0045), with JavaScript on and off: a page made of a
// 'Destaque', 'Números' and a 'Formulário' of type 'Diagnóstico', the form moved up (by its
// button, and with JavaScript also by dragging), saved as published, then in the list with its
// status; then visited at its address, its form sent (the webhook gets the page), the lead
// found in the inbox by the page and the page's row on the dashboard. Without JavaScript every
// block button is a round trip that keeps what was typed.

type Received = { body: { formId?: string; email?: string; source?: string } };

const block = (page: Page, legend: string) =>
  page.getByRole("group", { name: legend, exact: true });

async function addBlock(page: Page, kind: string) {
  await page.getByRole("combobox", { name: "Tipo do novo bloco" }).selectOption({ label: kind });
  await page.getByRole("button", { name: "Adicionar bloco" }).click();
}

const legends = (page: Page) =>
  page.locator("fieldset > legend").filter({ hasText: /^Bloco \d+: / });

test("a page of blocks is built, reordered, published, visited, and its lead followed", async ({
  page,
  asAdmin,
  javaScriptEnabled,
  checkA11y,
}, testInfo) => {
  const address = `campanha-${testInfo.project.name}-${Date.now()}`;
  const title = `Campanha de teste (${testInfo.project.name})`;
  await asAdmin();
  await page.goto("/admin/paginas");
  await page.getByRole("link", { name: "Nova página" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Nova página");

  await page.getByRole("textbox", { name: "Título", exact: true }).fill(title);
  await page.getByRole("textbox", { name: "Endereço" }).fill(address);

  await addBlock(page, "Destaque");
  await block(page, "Bloco 1: Destaque")
    .getByRole("textbox", { name: "Título do destaque" })
    .fill("Receita previsível em 90 dias");
  await addBlock(page, "Números");
  const numbers = block(page, "Bloco 2: Números");
  await numbers.getByRole("textbox", { name: "Número (Linha 1)" }).fill("3x");
  await numbers.getByRole("textbox", { name: "Legenda (Linha 1)" }).fill("mais reuniões");
  await addBlock(page, "Formulário");
  await block(page, "Bloco 3: Formulário")
    .getByRole("combobox", { name: "Tipo de formulário" })
    .selectOption({ label: "Diagnóstico" });
  // Everything typed before the last round trip (without JavaScript) is still there.
  await expect(
    block(page, "Bloco 1: Destaque").getByRole("textbox", { name: "Título do destaque" }),
  ).toHaveValue("Receita previsível em 90 dias");
  await checkA11y();

  await page.getByRole("button", { name: "Subir o bloco 3: Formulário" }).click();
  await expect(legends(page)).toHaveText([
    "Bloco 1: Destaque",
    "Bloco 2: Formulário",
    "Bloco 3: Números",
  ]);
  if (javaScriptEnabled) {
    // The form dragged below 'Números' by its handle, then up again by its button. A tall
    // window keeps both blocks on screen: a drop outside the view is no drop.
    await page.setViewportSize({ width: 1280, height: 3000 });
    const handle = page.getByTitle("Arraste para mover o bloco 2: Formulário");
    await handle.hover();
    const from = await handle.boundingBox();
    await page.mouse.down();
    await page.mouse.move((from?.x ?? 0) + 5, (from?.y ?? 0) + 25, { steps: 5 });
    const to = await page.locator("li", { has: block(page, "Bloco 3: Números") }).boundingBox();
    await page.mouse.move((to?.x ?? 0) + (to?.width ?? 0) / 2, (to?.y ?? 0) + 40, { steps: 10 });
    await page.mouse.up();
    await expect(legends(page)).toHaveText([
      "Bloco 1: Destaque",
      "Bloco 2: Números",
      "Bloco 3: Formulário",
    ]);
    await page.getByRole("button", { name: "Subir o bloco 3: Formulário" }).click();
    await expect(legends(page)).toHaveText([
      "Bloco 1: Destaque",
      "Bloco 2: Formulário",
      "Bloco 3: Números",
    ]);
  }
  // The values moved with their blocks.
  await expect(
    block(page, "Bloco 2: Formulário").getByRole("combobox", { name: "Tipo de formulário" }),
  ).toHaveValue("diagnosis");
  await expect(
    block(page, "Bloco 3: Números").getByRole("textbox", { name: "Número (Linha 1)" }),
  ).toHaveValue("3x");

  await page.getByRole("combobox", { name: "Status" }).selectOption({ label: "Publicada" });
  await page.getByRole("button", { name: "Salvar", exact: true }).last().click();
  await expect(page).toHaveURL(/\/admin\/paginas\/editar\/\d+$/);
  await expect(
    page
      .locator("[role=alert], [role=status]")
      .filter({ hasText: "Página criada: publicada no site." }),
  ).toBeVisible();
  await expect(legends(page)).toHaveText([
    "Bloco 1: Destaque",
    "Bloco 2: Formulário",
    "Bloco 3: Números",
  ]);
  await expect(page.getByRole("link", { name: `Pré-visualizar /${address}` })).toHaveAttribute(
    "href",
    `/${address}`,
  );

  await page.goto("/admin/paginas");
  const row = page.getByRole("row", { name: title });
  await expect(row).toContainText(`/${address}`);
  await expect(row).toContainText("Publicada");
  await expect(row.getByRole("link", { name: `Leads da página ${title}` })).toHaveAttribute(
    "href",
    `/admin/leads?landing=${address}`,
  );
  await checkA11y();

  // At its address, in the order it was saved in.
  await page.goto(`/${address}`);
  await expect(
    page.getByRole("heading", { level: 1, name: "Receita previsível em 90 dias" }),
  ).toBeVisible();
  await expect(page.getByText("mais reuniões")).toBeVisible();
  const form = page.getByRole("form", { name: "Solicitar diagnóstico" });
  const email = `lp.${testInfo.project.name}.${Date.now()}@empresa.com.br`;
  await form.getByRole("textbox", { name: "Nome", exact: true }).fill("Bruna Campanha");
  await form.getByRole("textbox", { name: "E-mail corporativo", exact: true }).fill(email);
  await form.getByRole("textbox", { name: "Empresa", exact: true }).fill("Empresa Exemplo");
  await form.getByRole("combobox", { name: "Cargo", exact: true }).selectOption("cro");
  await form.getByRole("button", { name: "Solicitar diagnóstico" }).click();
  await expect(page).toHaveURL(/\/agenda-diagnostico(#[\w-]+)?$/);

  const received = async () =>
    ((await (await fetch(`http://127.0.0.1:${receiverPort}/received`)).json()) as Received[])
      .filter((entry) => entry.body.email === email)
      .map((entry) => [entry.body.formId, new URL(entry.body.source ?? "/", "http://x").pathname]);
  await expect.poll(received).toEqual([[`lp-${address}`, `/${address}`]]);

  // The inbox, by the page's 'Leads' link: this lead, named by its page.
  await page.goto("/admin/paginas");
  await page
    .getByRole("row", { name: title })
    .getByRole("link", { name: /^Leads da página/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`/admin/leads\\?landing=${address}$`));
  await expect(page.getByRole("combobox", { name: "Landing page" })).toHaveValue(address);
  const lead = page.getByRole("row", { name: /Bruna Campanha/ });
  await expect(lead).toContainText(`Diagnóstico — /${address}`);
  await expect(page.getByRole("row", { name: /Bruna Campanha/ })).toHaveCount(1);

  // The dashboard's row for the page: its lead, linked to the same inbox.
  await page.goto("/admin/painel?dias=7");
  const pageRow = page
    .getByRole("table", { name: "Landing pages" })
    .getByRole("row")
    .filter({ hasText: `/${address}` });
  await expect(pageRow).toContainText(`/${address}`);
  await expect(pageRow.getByRole("link", { name: "1", exact: true })).toHaveAttribute(
    "href",
    `/admin/leads?landing=${address}`,
  );
});

test("a block's fields that do not apply are hidden with JavaScript and marked without", async ({
  page,
  asAdmin,
  javaScriptEnabled,
}) => {
  await asAdmin();
  await page.goto("/admin/paginas/nova");
  await addBlock(page, "Destaque");
  await addBlock(page, "Formulário");
  const hero = block(page, "Bloco 1: Destaque");
  const form = block(page, "Bloco 2: Formulário");
  const link = hero.getByRole("textbox", { name: "Endereço do botão" });
  const material = form.getByRole("combobox", { name: "Material" });
  const own = form.getByRole("group", { name: "Formulário próprio" });
  if (javaScriptEnabled) {
    // Each shows as soon as its choice is made, and goes when another is.
    await expect(link).toBeHidden();
    await hero
      .getByRole("combobox", { name: "O botão leva para" })
      .selectOption({ label: "Um endereço" });
    await expect(link).toBeVisible();
    await expect(material).toBeHidden();
    await expect(own).toBeHidden();
    const kind = form.getByRole("combobox", { name: "Tipo de formulário" });
    await kind.selectOption({ label: "Download de material" });
    await expect(material).toBeVisible();
    await kind.selectOption({ label: "Formulário próprio" });
    await expect(material).toBeHidden();
    await expect(own).toBeVisible();
    await expect(own.getByRole("textbox", { name: "Endereço depois do envio" })).toBeHidden();
    await own
      .getByRole("combobox", { name: "Depois do envio" })
      .selectOption({ label: "Ir para um endereço" });
    await expect(own.getByRole("textbox", { name: "Endereço depois do envio" })).toBeVisible();
    await expect(own.getByRole("textbox", { name: "Título do agradecimento" })).toBeHidden();
    await expect(page.getByText(/^Vale só quando/)).toHaveCount(0);
  } else {
    // All there, each saying when it is in effect.
    await expect(link).toBeVisible();
    await expect(
      hero.getByText("Vale só quando “O botão leva para” é “Um endereço”."),
    ).toBeVisible();
    await expect(material).toBeVisible();
    await expect(
      form.getByText("Vale só quando “Tipo de formulário” é “Download de material”."),
    ).toBeVisible();
    await expect(
      form.getByText("Vale só quando “Tipo de formulário” é “Formulário próprio”."),
    ).toBeVisible();
  }
});
