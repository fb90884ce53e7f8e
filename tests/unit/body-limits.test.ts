import { describe, expect, it } from "vitest";
import { bodyLimitFor } from "~/http/body-limit.server";
import { MAX_COVER_REQUEST_BYTES } from "~/lib/cover";
import { MAX_MATERIAL_REQUEST_BYTES } from "~/lib/material-file";
import { uploadForms } from "~/lib/upload-forms";

// Body limits follow the forms (ADR 0050): each form with images or files, from the one
// description, gets past what its editor reads; tests/integration/upload-limits.test.ts holds
// the description to every admin page with a file input.

const MB = 1024 * 1024;
const concrete = (pattern: string) => pattern.replace(/:\w+/g, "7");

describe("the body limit of a form with images or files", () => {
  it("lets through what its editor reads, with and without JavaScript's .data", () => {
    for (const { path, most } of uploadForms) {
      for (const address of [concrete(path), `${concrete(path)}.data`, `${concrete(path)}/`])
        expect(bodyLimitFor(address), address).toBeGreaterThan(most);
    }
  });

  it("covers the landing page editor, the author editor, every site kind with images, posts and materials", () => {
    const described = new Map(uploadForms.map((form) => [form.path, form.most]));
    for (const path of [
      "/admin/paginas/nova",
      "/admin/paginas/editar/:id",
      "/admin/autores/novo",
      "/admin/autores/editar/:id",
      ...["cases", "servicos", "depoimentos", "logos"].flatMap((kind) => [
        `/admin/${kind}/novo`,
        `/admin/${kind}/editar/:id`,
      ]),
      "/admin/posts/new",
      "/admin/posts/edit/:id",
      "/admin/posts/cover",
    ])
      expect(described.get(path), path).toBe(MAX_COVER_REQUEST_BYTES);
    expect(described.get("/admin/materiais/novo")).toBe(MAX_MATERIAL_REQUEST_BYTES);
    // The FAQ has no image, nor have the home's and About's texts.
    expect(described.has("/admin/faq/novo")).toBe(false);
    expect(described.has("/admin/pagina-inicial")).toBe(false);
  });

  it("keeps the smaller limits everywhere else", () => {
    expect(bodyLimitFor("/admin/redirecionamentos/novo")).toBe(MB);
    expect(bodyLimitFor("/admin/faq/novo")).toBe(MB);
    expect(bodyLimitFor("/admin/autores/editar/7/mais")).toBe(MB);
    expect(bodyLimitFor("/diagnostico")).toBe(256 * 1024);
    expect(bodyLimitFor("/autores/novo")).toBe(256 * 1024);
  });
});
