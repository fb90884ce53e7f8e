import type { Page } from "@playwright/test";
import { slugify } from "~/lib/slug";
import { pdf } from "../support/documents";
import { expect, test } from "./fixtures";

// The materials library's admin with JavaScript on and off: a marketer creates a material with
// a PDF, finds it in the list and on the public page; a refused form keeps the file already
// sent; a material is deleted after the confirmation. Each test makes its own materials.

const PDF = Buffer.from(pdf("material do teste e2e"));

async function fillMaterial(
  page: Page,
  fields: { title: string; slug?: string; description: string },
  file: { name: string; buffer: Buffer },
) {
  await page.getByRole("textbox", { name: "Título", exact: true }).fill(fields.title);
  if (fields.slug !== undefined) {
    await page.getByRole("textbox", { name: "Slug", exact: true }).fill(fields.slug);
  }
  await page.getByRole("combobox", { name: "Tipo", exact: true }).selectOption("E-book");
  await page.getByRole("combobox", { name: "Categoria", exact: true }).selectOption("growth");
  await page.getByRole("textbox", { name: "Descrição", exact: true }).fill(fields.description);
  await page
    .locator('input[type="file"][name="file"]')
    .setInputFiles({ name: file.name, mimeType: "application/pdf", buffer: file.buffer });
}

test("a marketer creates a material with a PDF, finds it in the list and on the public page", async ({
  page,
  asAdmin,
  checkA11y,
  javaScriptEnabled,
}, testInfo) => {
  const title = `Guia de crescimento ${testInfo.project.name} ${Date.now()}`;
  const slug = slugify(title);
  await asAdmin();
  await page.goto("/admin/materiais");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Materiais");
  await expect(
    page.getByRole("navigation", { name: "Painel administrativo" }).getByRole("link", {
      name: "Materiais",
    }),
  ).toBeVisible();
  await checkA11y();
  await page.getByRole("link", { name: "Novo material" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Novo material");
  await expect(page.getByText("PDF, XLSX, PPTX, DOCX ou ZIP, até 50 MB.")).toBeVisible();
  await checkA11y();

  await fillMaterial(
    page,
    { title, description: "Um guia para crescer com método." },
    { name: "guia de crescimento.pdf", buffer: PDF },
  );
  if (javaScriptEnabled) {
    // The slug follows the title, and the chosen file shows with its size.
    await expect(page.getByRole("textbox", { name: "Slug", exact: true })).toHaveValue(slug);
    await expect(page.getByText(`guia de crescimento.pdf (${PDF.length} B)`)).toBeVisible();
  }
  await page.getByRole("button", { name: "Salvar" }).click();

  await expect(page).toHaveURL(/\/admin\/materiais$/);
  await expect(page.getByText("Material criado com sucesso!")).toBeVisible();
  const row = page.getByRole("row", { name: new RegExp(title) });
  await expect(row).toContainText("E-book");
  await expect(row).toContainText("Growth");
  await expect(row).toContainText(`${slug}.pdf`);
  await expect(row).toContainText(`${PDF.length} B`);
  await expect(row.getByRole("link", { name: /^Ver/ })).toHaveAttribute(
    "href",
    `/materiais/${slug}`,
  );

  await page.goto("/materiais");
  await expect(page.getByRole("heading", { name: title })).toBeVisible();
  await page.goto(`/materiais/${slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(page.getByText("Um guia para crescer com método.")).toBeVisible();

  await page.goto("/admin/materiais");
  await page
    .getByRole("row", { name: new RegExp(title) })
    .getByRole("link", { name: /^Editar/ })
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Editar material");
  await expect(page.getByText(`Arquivo atual: ${slug}.pdf (${PDF.length} B)`)).toBeVisible();
  await checkA11y();
});

test("a refused form keeps what was typed and the PDF already sent; then the material is deleted", async ({
  page,
  asAdmin,
  checkA11y,
  javaScriptEnabled,
}, testInfo) => {
  const stamp = `${testInfo.project.name} ${Date.now()}`;
  const first = `Checklist de CRM ${stamp}`;
  const second = `Playbook de vendas ${stamp}`;
  await asAdmin();
  await page.goto("/admin/materiais/novo");
  await fillMaterial(
    page,
    { title: first, description: "O primeiro material." },
    { name: "checklist.pdf", buffer: PDF },
  );
  await page.getByRole("button", { name: "Salvar" }).click();
  await expect(page.getByText("Material criado com sucesso!")).toBeVisible();

  // The second takes the first one's slug: the server refuses it, keeping the file it stored.
  await page.goto("/admin/materiais/novo");
  await fillMaterial(
    page,
    { title: second, slug: slugify(first), description: "Descrição digitada." },
    { name: "playbook final.pdf", buffer: Buffer.from(pdf("playbook")) },
  );
  await page.getByRole("button", { name: "Salvar" }).click();
  await expect(page.getByRole("alert").first()).toContainText(
    "Este slug já é usado por outro material. Escolha outro.",
  );
  await expect(page.getByText("Arquivo já enviado: playbook final.pdf")).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Título", exact: true })).toHaveValue(second);
  await expect(page.getByRole("textbox", { name: "Descrição", exact: true })).toHaveValue(
    "Descrição digitada.",
  );
  await checkA11y();
  await page.getByRole("textbox", { name: "Slug", exact: true }).fill(slugify(second));
  await page.getByRole("button", { name: "Salvar" }).click();
  await expect(page).toHaveURL(/\/admin\/materiais$/);
  await expect(page.getByText("Material criado com sucesso!")).toBeVisible();
  await expect(page.getByRole("row", { name: new RegExp(second) })).toContainText(
    `${slugify(second)}.pdf`,
  );

  await page
    .getByRole("row", { name: new RegExp(second) })
    .getByRole("link", { name: /^Excluir/ })
    .click();
  const question =
    "Tem certeza que deseja excluir este material? O arquivo também será apagado e os links já enviados deixarão de funcionar.";
  if (javaScriptEnabled) {
    const dialog = page.getByRole("dialog", { name: "Excluir material" });
    await expect(dialog).toContainText(question);
    await checkA11y();
    await dialog.getByRole("button", { name: "Excluir" }).click();
  } else {
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Excluir material");
    await expect(page.getByText(question)).toBeVisible();
    await checkA11y();
    await page.getByRole("button", { name: "Excluir" }).click();
  }
  await expect(page).toHaveURL(/\/admin\/materiais$/);
  await expect(page.getByText("Material excluído com sucesso!")).toBeVisible();
  await expect(page.getByRole("row", { name: new RegExp(second) })).toHaveCount(0);
  await expect(page.getByRole("row", { name: new RegExp(first) })).toHaveCount(1);
});
