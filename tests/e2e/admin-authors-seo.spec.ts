import type { Page } from "@playwright/test";
import { png } from "../support/images";
import { expect, test } from "./fixtures";

// Authors and search fields with JavaScript on and off: a post signed by the second author, with a search
// description, as the public page shows it; /admin/autores; the admin's own navigation at
// 390 px. Each test leaves the sample posts and authors as it found them.

const PNG = Buffer.from(png());

test("a post signed by the second author, with a search description, shows both on its page", async ({
  page,
  asAdmin,
  checkA11y,
  javaScriptEnabled,
  removePostAfter,
}, testInfo) => {
  const title = `Autoria ${testInfo.project.name} ${Date.now()}`;
  removePostAfter(title);
  const description = `Descrição para buscadores do post ${testInfo.project.name}.`;
  await asAdmin();
  await page.goto("/admin/posts/new");
  await page.getByRole("textbox", { name: "Título", exact: true }).fill(title);
  await page.getByRole("textbox", { name: "Resumo", exact: true }).fill("O resumo de sempre.");
  await page.getByRole("combobox", { name: "Categoria", exact: true }).selectOption("Dados");
  await page.getByRole("textbox", { name: "Conteúdo", exact: true }).fill("## Uma seção\n\nTexto.");
  const author = page.getByRole("combobox", { name: "Autor", exact: true });
  await expect(author.locator("option:checked")).toHaveText("Marcelo Arantes");
  await author.selectOption({ label: "Júlia Prates" });

  const seoDescription = page.getByRole("textbox", { name: "Descrição para buscadores" });
  await seoDescription.fill(description);
  if (javaScriptEnabled) {
    await expect(page.getByText(`${description.length} de 160 caracteres`)).toBeVisible();
  } else {
    await expect(page.getByText("Até 160 caracteres. Em branco, usa o resumo.")).toBeVisible();
  }
  await page
    .locator("#socialImageFile")
    .setInputFiles({ name: "social.png", mimeType: "image/png", buffer: PNG });
  if (javaScriptEnabled) {
    await expect(
      page.getByRole("img", { name: "Pré-visualização: Imagem para redes sociais" }),
    ).toBeVisible();
  }
  // A new post is a draft until 'Publicado' is chosen (ADR 0015).
  await page.getByRole("combobox", { name: "Status", exact: true }).selectOption("Publicado");
  await checkA11y();
  await page.getByRole("button", { name: "Salvar" }).click();
  await expect(page.getByText("Post criado com sucesso!")).toBeVisible();

  const slug = title.toLowerCase().replaceAll(" ", "-");
  await page.goto(`/blog/${slug}`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", description);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /\/uploads\//);
  const box = page.getByRole("complementary", { name: "Sobre o autor" });
  await expect(box).toContainText("Júlia Prates");
  await expect(box).toContainText("Cuida do conteúdo do blog");
  await checkA11y();

  // Leave the blog as it was.
  await page.goto("/admin/posts");
  await page
    .getByRole("row", { name: new RegExp(title) })
    .getByRole("link", { name: /^Excluir/ })
    .click();
  const scope = javaScriptEnabled ? page.getByRole("dialog", { name: "Excluir Post" }) : page;
  await scope.getByRole("button", { name: "Excluir" }).click();
  await expect(page.getByText("Post excluído com sucesso!")).toBeVisible();
});

test("an author is created, edited and deleted at /admin/autores", async ({
  page,
  asAdmin,
  checkA11y,
  javaScriptEnabled,
}, testInfo) => {
  const name = `Autora ${testInfo.project.name} ${Date.now()}`;
  await asAdmin();
  await page.goto("/admin/autores");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Autores");
  await checkA11y();
  await page.getByRole("link", { name: "Novo autor" }).click();
  await page.getByRole("textbox", { name: "Nome" }).fill(name);
  await page.getByRole("textbox", { name: "Cargo" }).fill("Consultora");
  await page.getByRole("textbox", { name: "Biografia curta" }).fill("Escreve sobre CRM.");
  await checkA11y();
  await page.getByRole("button", { name: "Salvar" }).click();
  await expect(page.getByText("Autor criado com sucesso!")).toBeVisible();

  await page.getByRole("link", { name: `Editar ${name}` }).click();
  await page.getByRole("textbox", { name: "Cargo" }).fill("Gerente de CRM");
  await page.getByRole("button", { name: "Salvar" }).click();
  await expect(page.getByText("Autor atualizado com sucesso!")).toBeVisible();
  await expect(
    page.getByRole("table", { name: "Autores" }).getByRole("row", { name: new RegExp(name) }),
  ).toContainText("Gerente de CRM");

  await page.getByRole("link", { name: `Excluir ${name}` }).click();
  if (javaScriptEnabled) {
    const dialog = page.getByRole("dialog", { name: "Excluir autor" });
    await expect(dialog).toContainText("Nenhum post é assinado por ele.");
    await dialog.getByRole("button", { name: "Excluir" }).click();
  } else {
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Excluir autor");
    await page.getByRole("button", { name: "Excluir" }).click();
  }
  await expect(page.getByText("Autor excluído com sucesso!")).toBeVisible();
  await expect(page.getByRole("table", { name: "Autores" }).getByText(name)).toHaveCount(0);
});

test.describe("at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  const menuButton = (page: Page) => page.getByTestId("admin-menu").locator("summary");
  const menuNav = (page: Page) => page.getByRole("navigation", { name: "Painel administrativo" });

  // One test a section: each opens the menu, follows the link, sees the menu close behind it,
  // reopens it on the section marked as current and passes axe (without JavaScript, in a second
  // page). The menu's state is checked before each click, never assumed.
  const sections = [
    ["Painel", "/admin/painel", "Painel"],
    ["Materiais", "/admin/materiais", "Materiais"],
    ["Leads", "/admin/leads", "Leads"],
    ["Autores", "/admin/autores", "Autores"],
    ["Equipe", "/admin/equipe", "Equipe"],
    ["Minha conta", "/admin/settings", "Minha conta"],
    ["Posts", "/admin/posts", "Posts do Blog"],
  ] as const;
  for (const [label, path, heading] of sections) {
    test(`the admin's menu reaches '${label}' and marks it as the current section`, async ({
      page,
      asAdmin,
      checkA11y,
    }) => {
      await asAdmin();
      await page.goto(path === "/admin/posts" ? "/admin/painel" : "/admin/posts");
      await expect(menuNav(page)).toBeHidden();
      await menuButton(page).click();
      await menuNav(page)
        .getByRole("link", { name: new RegExp(`^${label}`) })
        .click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      // Following a link closes the menu (without JavaScript, the new page starts closed).
      await expect(menuNav(page)).toBeHidden();
      await menuButton(page).click();
      await expect(
        menuNav(page).getByRole("link", { name: new RegExp(`^${label}`) }),
      ).toHaveAttribute("aria-current", "page");
      await checkA11y();
    });
  }

  test("the admin has its own header: no public menu, footer or newsletter; 'Ver site' leaves it", async ({
    page,
    asAdmin,
  }) => {
    await asAdmin();
    await page.goto("/admin/posts");
    await expect(page.getByRole("navigation", { name: "Menu principal" })).toHaveCount(0);
    await expect(page.getByRole("contentinfo")).toHaveCount(0);
    await expect(page.getByRole("form", { name: "Inscrição na newsletter" })).toHaveCount(0);
    await menuButton(page).click();
    await page.getByRole("link", { name: "Ver site" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(menuNav(page)).toHaveCount(0);
  });
});
