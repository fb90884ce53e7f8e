import { expect, test } from "./fixtures";

// What every admin content type does the same way (the kit): an address naming no item leads
// back to its list with a message, and 'Excluir' asks first, in a dialog with JavaScript and
// on a page of its own without. Nothing here deletes: 'Cancelar' leaves every item in place.

const types = [
  {
    list: "/admin/posts",
    edit: "/admin/posts/edit/999999",
    remove: "/admin/posts/delete/999999",
    heading: "Posts do Blog",
    notFound: "Post não encontrado",
    dialog: "Excluir Post",
  },
  {
    list: "/admin/materiais",
    edit: "/admin/materiais/editar/999999",
    remove: "/admin/materiais/excluir/abc",
    heading: "Materiais",
    notFound: "Material não encontrado",
    dialog: "Excluir material",
  },
  {
    list: "/admin/autores",
    edit: "/admin/autores/editar/abc",
    remove: "/admin/autores/excluir/999999",
    heading: "Autores",
    notFound: "Autor não encontrado",
    dialog: "Excluir autor",
  },
  // The site's own content (ADR 0042).
  ...[
    ["cases", "Cases", "Case não encontrado", "Excluir case"],
    ["servicos", "Serviços", "Serviço não encontrado", "Excluir serviço"],
    ["depoimentos", "Depoimentos", "Depoimento não encontrado", "Excluir depoimento"],
    ["faq", "Perguntas frequentes", "Pergunta não encontrada", "Excluir pergunta"],
    ["logos", "Logos de clientes", "Logo não encontrado", "Excluir logo"],
  ].map(([segment, heading, notFound, dialog]) => ({
    list: `/admin/${segment}`,
    edit: `/admin/${segment}/editar/999999`,
    remove: `/admin/${segment}/excluir/abc`,
    heading: heading as string,
    notFound: notFound as string,
    dialog: dialog as string,
  })),
  {
    list: "/admin/categorias",
    edit: "/admin/categorias/editar/999999",
    remove: "/admin/categorias/excluir/abc",
    heading: "Categorias",
    notFound: "Categoria não encontrada",
    dialog: "Excluir categoria",
  },
  {
    list: "/admin/redirecionamentos",
    edit: "/admin/redirecionamentos/editar/999999",
    remove: "/admin/redirecionamentos/excluir/abc",
    heading: "Redirecionamentos",
    notFound: "Redirecionamento não encontrado",
    dialog: "Excluir redirecionamento",
  },
  // Landing pages (ADR 0045): the embedded database's sample page is the row asked about.
  {
    list: "/admin/paginas",
    edit: "/admin/paginas/editar/999999",
    remove: "/admin/paginas/excluir/abc",
    heading: "Páginas",
    notFound: "Página não encontrada",
    dialog: "Excluir página",
  },
];

for (const type of types) {
  test(`${type.heading}: an item that does not exist leads back to the list, which says so`, async ({
    page,
    asAdmin,
    checkA11y,
  }) => {
    await asAdmin();
    for (const address of [type.edit, type.remove]) {
      await page.goto(address);
      await expect(page).toHaveURL(new RegExp(`${type.list}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(type.heading);
      await expect(page.getByRole("alert")).toContainText(type.notFound);
      await expect(page.getByRole("alert")).toContainText("Confira a lista abaixo.");
    }
    await checkA11y();
    // Shown once: the list again has no message.
    await page.goto(type.list);
    await expect(page.getByRole("alert")).toHaveCount(0);
  });

  test(`${type.heading}: 'Excluir' asks first, and 'Cancelar' keeps the item`, async ({
    page,
    asAdmin,
    checkA11y,
    javaScriptEnabled,
  }) => {
    await asAdmin();
    await page.goto(type.list);
    const table = page.getByRole("table", { name: type.heading });
    const first = table.getByRole("row").nth(1);
    const title = (await first.getByRole("rowheader").innerText()).trim();
    await first.getByRole("link", { name: /^Excluir/ }).click();
    if (javaScriptEnabled) {
      const dialog = page.getByRole("dialog", { name: type.dialog });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(title);
      await expect(page).toHaveURL(new RegExp(`${type.list}$`));
      await checkA11y();
      await dialog.getByRole("button", { name: "Cancelar" }).click();
      await expect(dialog).toBeHidden();
    } else {
      await expect(page).toHaveURL(new RegExp(`${type.list}/(delete|excluir)/\\d+$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(type.dialog);
      await expect(page.getByRole("main")).toContainText(title);
      await checkA11y();
      await page.getByRole("link", { name: "Cancelar" }).click();
      await expect(page).toHaveURL(new RegExp(`${type.list}$`));
    }
    await expect(table.getByRole("rowheader", { name: title, exact: true })).toHaveCount(1);
  });
}
