import { toSaoPauloLocal } from "~/lib/dates";
import { expect, test } from "./fixtures";

// Publishing (ADR 0015), JavaScript on and off: a draft is not public, the admin
// previews it, then schedules it a few seconds ahead and it appears on its own.

test("a draft stays private, is previewed, then scheduled and appears at its time", async ({
  page,
  browser,
  asAdmin,
  checkA11y,
  removePostAfter,
}, testInfo) => {
  test.setTimeout(240_000);
  const title = `Agenda ${testInfo.project.name} ${Date.now()}`;
  removePostAfter(title);
  const slug = title.toLowerCase().replaceAll(" ", "-");
  await asAdmin();
  await page.goto("/admin/posts/new");
  await page.getByRole("textbox", { name: "Título", exact: true }).fill(title);
  await page.getByRole("textbox", { name: "Resumo", exact: true }).fill("Um post que espera.");
  await page.getByRole("combobox", { name: "Categoria", exact: true }).selectOption("MarTech");
  await expect(page.getByRole("combobox", { name: "Status", exact: true })).toHaveValue("draft");
  await page.getByRole("textbox", { name: "Conteúdo", exact: true }).fill("## Em breve\n\nTexto.");
  await checkA11y();
  await page.getByRole("button", { name: "Salvar" }).click();
  await expect(page).toHaveURL(/\/admin\/posts$/);
  const row = page.getByRole("row", { name: new RegExp(title) });
  await expect(row).toContainText("Rascunho");

  // A visitor (no session) gets what an unknown address gets: the blog's list.
  const visitor = await browser.newContext();
  const guest = await visitor.newPage();
  await guest.goto(`/blog/${slug}`);
  await expect(guest).toHaveURL(/\/blog$/);
  await expect(guest.getByText(title)).toHaveCount(0);

  // The admin previews it from the editor.
  await row.getByRole("link", { name: /^Editar/ }).click();
  const previewLink = page.getByRole("link", { name: /Pré-visualizar/ });
  await expect(previewLink).toHaveAttribute("href", `/blog/${slug}`);
  await page.goto(`/blog/${slug}`);
  await expect(page.getByRole("note", { name: "Pré-visualização" })).toContainText(
    "este post é um rascunho",
  );
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);

  // Scheduled a little ahead (São Paulo time): the admin list says 'Agendado', and the post
  // appears on its own at its time, with no save and no restart.
  await page.goto("/admin/posts");
  await page
    .getByRole("row", { name: new RegExp(title) })
    .getByRole("link", { name: /^Editar/ })
    .click();
  await page.getByRole("combobox", { name: "Status", exact: true }).selectOption("Publicado");
  // The field has minutes: 90 s ahead is due in 30 to 90 s, time enough to see 'Agendado'.
  const due = new Date(Date.now() + 90_000);
  await page.getByLabel("Data de publicação").fill(toSaoPauloLocal(due));
  await page.getByRole("button", { name: "Salvar" }).click();
  await expect(page).toHaveURL(/\/admin\/posts$/);
  await expect(page.getByRole("row", { name: new RegExp(title) })).toContainText("Agendado");

  await guest.goto("/blog?categoria=MarTech");
  await expect(guest.getByText(title)).toHaveCount(0);
  await expect
    .poll(
      async () => {
        const response = await guest.request.get(`/blog/${slug}`, { maxRedirects: 0 });
        return response.status();
      },
      { timeout: 150_000, intervals: [2_000] },
    )
    .toBe(200);
  await guest.goto("/blog?categoria=MarTech");
  await expect(guest.getByRole("heading", { name: title })).toBeVisible();
  await visitor.close();
});
