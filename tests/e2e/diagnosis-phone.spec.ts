import { expect, test } from "./fixtures";

// On a phone, /diagnostico's form is several screens down: the first screen offers a way to it,
// which works with JavaScript on and off.

test.use({ viewport: { width: 390, height: 844 } });

test("at 390 px the first screen leads to the diagnosis form", async ({ page, checkA11y }) => {
  await page.goto("/diagnostico");
  const form = page.getByRole("form", { name: "Solicitar diagnóstico" });
  const first = form.getByRole("textbox", { name: "Nome", exact: true });
  await expect(first).not.toBeInViewport();
  const jump = page.getByRole("link", { name: "Quero meu diagnóstico" });
  await expect(jump).toBeInViewport({ ratio: 1 });
  await checkA11y();
  await jump.click();
  await expect(first).toBeInViewport({ ratio: 1 });
  await expect(
    page.getByRole("heading", { name: "Solicite seu diagnóstico gratuito" }),
  ).toBeInViewport();
  // The person types right there.
  await first.fill("Ana Souza");
  await expect(first).toHaveValue("Ana Souza");
});
