import { receiverPort } from "../../playwright.config";
import { expect, test } from "./fixtures";

// A campaign's landing page (ADR 0045), with JavaScript on and off: the embedded database's
// sample page (a 'Destaque', 'Números', a 'Diagnóstico' form), its button to its form, the
// form sent on to the diagnosis calendar, and the lead's webhook carrying the page's formId.
// The end-to-end server alone holds its embedded database, so the page is its seeded sample.

const PAGE = "/diagnostico-gratuito";

type Received = { body: { formId?: string; email?: string } };

test("the sample landing page: its blocks, its form, on to the diagnosis calendar with the page's formId", async ({
  page,
  checkA11y,
}, testInfo) => {
  await page.goto(PAGE);
  await expect(
    page.getByRole("heading", { level: 1, name: "Descubra onde sua receita está escapando" }),
  ).toBeVisible();
  await expect(page.getByText("30-45 dias", { exact: true })).toBeVisible();
  await checkA11y();

  // The 'Destaque''s button leads to the page's form.
  await page.getByRole("link", { name: "Quero meu diagnóstico" }).click();
  await expect(page).toHaveURL(/#formulario$/);
  const form = page.getByRole("form", { name: "Solicitar diagnóstico" });
  await expect(form).toBeInViewport();

  // Each run sends its own address, to find its lead at the receiver.
  const email = `ana.${testInfo.project.name}.${Date.now()}@empresa.com.br`;
  await form.getByRole("textbox", { name: "Nome", exact: true }).fill("Ana Souza");
  await form.getByRole("textbox", { name: "E-mail corporativo", exact: true }).fill(email);
  await form.getByRole("textbox", { name: "Empresa", exact: true }).fill("Empresa Exemplo");
  await form.getByRole("combobox", { name: "Cargo", exact: true }).selectOption("cro");
  await form.getByRole("button", { name: "Quero meu diagnóstico" }).click();
  await expect(page.getByText("Diagnóstico solicitado!").first()).toBeVisible();
  await expect(page).toHaveURL(/\/agenda-diagnostico(#[\w-]+)?$/);

  const received = async () =>
    ((await (await fetch(`http://127.0.0.1:${receiverPort}/received`)).json()) as Received[])
      .filter((entry) => entry.body.email === email)
      .map((entry) => entry.body.formId);
  await expect.poll(received).toEqual(["lp-diagnostico-gratuito"]);
});

test("a refused landing form comes back with its values and the message, at the form", async ({
  page,
}) => {
  await page.goto(PAGE);
  const form = page.getByRole("form", { name: "Solicitar diagnóstico" });
  await form.getByRole("textbox", { name: "Nome", exact: true }).fill("Ana Souza");
  await form.getByRole("button", { name: "Quero meu diagnóstico" }).click();
  await expect(page.getByText("Campos obrigatórios").first()).toBeVisible();
  await expect(form.getByRole("textbox", { name: "Nome", exact: true })).toHaveValue("Ana Souza");
  await expect(page).toHaveURL(new RegExp(`${PAGE}(#[\\w-]+)?$`));
});
