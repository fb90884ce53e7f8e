import { materialSlug } from "~/lib/materials";
import { staticMaterials } from "~content/materials";
import { expect, test } from "./fixtures";

// Without JavaScript a refusal is a new page: it must open on the form's error summary, not on
// the top of the page far above it.

const [sample] = staticMaterials;

const forms = [
  { path: "/diagnostico", form: "Solicitar diagnóstico", submit: "Solicitar diagnóstico" },
  {
    path: `/downloads?material=${sample ? materialSlug(sample) : ""}`,
    form: "Receber o material",
    submit: "Baixar Material",
  },
];

for (const width of [390, 1280]) {
  for (const { path, form: name, submit } of forms) {
    test(`a refused form at ${path} opens on its error summary at ${width} px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: width < 600 ? 844 : 800 });
      await page.goto(path);
      const form = page.getByRole("form", { name });
      await form.getByRole("button", { name: submit, exact: true }).click();
      const summary = form.getByRole("alert");
      await expect(summary).toContainText("Campos obrigatórios");
      await expect(summary).toBeInViewport();
    });
  }
}
