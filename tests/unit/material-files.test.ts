import { readFileSync } from "node:fs";
import path from "node:path";
import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { materialTexts } from "~content/material-texts";
import { staticMaterials } from "~content/materials";

const file = (id: string) =>
  path.resolve(import.meta.dirname, "../../content/material-files", `${id}.pdf`);

describe("sample PDFs of the static materials", () => {
  it("has copy for every static material and for no other id", () => {
    expect(Object.keys(materialTexts).sort()).toEqual(staticMaterials.map((m) => m.id).sort());
  });

  it.each(staticMaterials)(
    "$id.pdf is a 3- or 4-page PDF titled as the material",
    async (material) => {
      const bytes = readFileSync(file(material.id));
      expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
      const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
      expect(pdf.getPageCount()).toBeGreaterThanOrEqual(3);
      expect(pdf.getPageCount()).toBeLessThanOrEqual(4);
      expect(pdf.getTitle()).toBe(material.title);
    },
  );
});
