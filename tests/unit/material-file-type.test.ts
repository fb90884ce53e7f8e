import { describe, expect, it } from "vitest";
import { detectMaterialType } from "~/server/storage/material-file-type.server";
import { pdf } from "../support/documents";
import { html, png, svg } from "../support/images";
import { office, zip } from "../support/zip";

describe("a material's kind comes from its bytes", () => {
  it("accepts PDF, XLSX, PPTX, DOCX and ZIP", async () => {
    expect(await detectMaterialType(pdf())).toEqual({ ext: "pdf", mime: "application/pdf" });
    expect((await detectMaterialType(office.xlsx()))?.ext).toBe("xlsx");
    expect((await detectMaterialType(office.docx()))?.ext).toBe("docx");
    expect((await detectMaterialType(office.pptx()))?.ext).toBe("pptx");
    expect(await detectMaterialType(zip({ "leia-me.txt": "olá" }))).toEqual({
      ext: "zip",
      mime: "application/zip",
    });
  });

  it("refuses HTML, SVG, images and text, whatever the name would say", async () => {
    for (const bytes of [html(), svg(), png(), Buffer.from("apenas texto"), Buffer.alloc(0)]) {
      expect(await detectMaterialType(bytes)).toBeUndefined();
    }
  });
});
