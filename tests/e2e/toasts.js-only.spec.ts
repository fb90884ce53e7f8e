import type { Locator } from "@playwright/test";
import { expect, test } from "./fixtures";

// A toast never hides what the visitor must read or fix, and an error toast does not outlive
// the attempt it was about.

test.use({ viewport: { width: 390, height: 844 } });

async function overlaps(a: Locator, b: Locator) {
  const [boxA, boxB] = [await a.boundingBox(), await b.boundingBox()];
  if (!boxA || !boxB) return false;
  return (
    boxA.x < boxB.x + boxB.width &&
    boxB.x < boxA.x + boxA.width &&
    boxA.y < boxB.y + boxB.height &&
    boxB.y < boxA.y + boxA.height
  );
}

test("on a phone the error toast covers neither the first field nor the page's heading", async ({
  page,
}) => {
  await page.goto("/diagnostico");
  const form = page.getByRole("form", { name: "Solicitar diagnóstico" });
  await form.getByRole("button", { name: "Solicitar diagnóstico", exact: true }).click();
  const toast = page.locator("dialog[data-toast][open]");
  await expect(toast).toContainText("Campos obrigatórios");
  const first = form.getByRole("textbox", { name: "Nome", exact: true });
  await expect(first).toBeInViewport();
  expect(await overlaps(toast.getByRole("alert"), first)).toBe(false);

  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page.locator("h1")).toBeInViewport();
  expect(await overlaps(toast.getByRole("alert"), page.locator("h1"))).toBe(false);
});

test("after a correction, the error toast is gone while the form is sent again", async ({
  page,
}) => {
  await page.goto("/diagnostico");
  const form = page.getByRole("form", { name: "Solicitar diagnóstico" });
  await form.getByRole("textbox", { name: "Nome", exact: true }).fill("Ana Souza");
  await form.getByRole("textbox", { name: "E-mail corporativo", exact: true }).fill("ana@empresa");
  await form.getByRole("textbox", { name: "Empresa", exact: true }).fill("Empresa Exemplo");
  await form.getByRole("combobox", { name: "Cargo", exact: true }).selectOption("cro");
  await form.getByRole("button", { name: "Solicitar diagnóstico", exact: true }).click();
  const toast = page.locator("dialog[data-toast][open]");
  await expect(toast).toContainText("E-mail inválido");

  // The server's answer is held until the toast has been checked.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let sent = () => {};
  const sending = new Promise<void>((resolve) => {
    sent = resolve;
  });
  await page.route(
    (url) => url.pathname.startsWith("/diagnostico"),
    async (route) => {
      if (route.request().method() !== "POST") return route.continue();
      sent();
      await held;
      await route.continue();
    },
  );
  await form
    .getByRole("textbox", { name: "E-mail corporativo", exact: true })
    .fill("ana@empresa.com.br");
  await form.getByRole("button", { name: "Solicitar diagnóstico", exact: true }).click();
  await sending;
  await expect(page.getByText("E-mail inválido")).toHaveCount(0);
  release();
  await expect(toast).toContainText("Diagnóstico solicitado!");
});

test("a form's 'Redirecionando' toast ends with its page; the next page's own message shows", async ({
  page,
  asAdmin,
}) => {
  await page.goto("/diagnostico");
  const form = page.getByRole("form", { name: "Solicitar diagnóstico" });
  await form.getByRole("textbox", { name: "Nome", exact: true }).fill("Ana Souza");
  await form
    .getByRole("textbox", { name: "E-mail corporativo", exact: true })
    .fill("ana@empresa.com.br");
  await form.getByRole("textbox", { name: "Empresa", exact: true }).fill("Empresa Exemplo");
  await form.getByRole("combobox", { name: "Cargo", exact: true }).selectOption("cro");
  await form.getByRole("button", { name: "Solicitar diagnóstico", exact: true }).click();
  const toast = page.locator("dialog[data-toast][open]");
  await expect(toast).toContainText("Redirecionando para agendamento...");
  await expect(page).toHaveURL(/\/agenda-diagnostico$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // Gone with the page it was about, well before its own 8 s would end it.
  await expect(toast).toHaveCount(0, { timeout: 2_000 });

  // A message the server meant for the page it redirects to (a flash) still shows there.
  await asAdmin();
  await page.goto("/admin/categorias/nova");
  await page.getByRole("textbox", { name: "Nome" }).fill(`Toast ${Date.now().toString(36)}`);
  await page.getByRole("button", { name: "Salvar" }).click();
  await expect(page).toHaveURL(/\/admin\/categorias$/);
  await expect(toast).toContainText("Categoria criada com sucesso!");
});
