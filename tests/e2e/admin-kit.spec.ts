import { deletableTypes } from "~/lib/admin-content-types";
import { describedKinds } from "~/lib/admin-kinds/kinds";
import { expect, test } from "./fixtures";

// What every admin content type does the same way (the kit): an address naming no item leads
// back to its list with a message, and 'Excluir' asks first, in a dialog with JavaScript and
// on a page of its own without. Nothing here deletes: 'Cancelar' leaves every item in place.

// Every kind that is created, edited and deleted, from its description (ADR 0055): an address
// naming no item, by a number and by no number, and the words its list and dialog say.
const types = describedKinds.flatMap((kind, index) => {
  if (!kind.editor || !kind.deletePath) return [];
  const type = deletableTypes[kind.segment as keyof typeof deletableTypes];
  const missing = index % 2 ? ["999999", "abc"] : ["abc", "999999"];
  return [
    {
      list: type.list,
      edit: `${type.list}/${kind.editor.editPath.replace(":id", missing[0] ?? "")}`,
      remove: `${type.list}/${kind.deletePath.replace(":id", missing[1] ?? "")}`,
      heading: type.heading,
      notFound: type.notFound.title,
      dialog: type.remove.title,
    },
  ];
});

test("every kind with an editor and a delete is here", () => {
  expect(types.map((type) => type.list)).toEqual(
    expect.arrayContaining(["/admin/posts", "/admin/materiais", "/admin/cases", "/admin/paginas"]),
  );
});

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
