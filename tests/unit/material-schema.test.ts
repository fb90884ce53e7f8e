import { parseFormData } from "@rvf/react-router";
import { describe, expect, it } from "vitest";
import { isHttpsLink, materialRefusal, materialSchema } from "~/lib/forms/material-schema";
import { formatFileSize, MAX_MATERIAL_FILE_BYTES } from "~/lib/material-file";
import { adminMaterialsCopy } from "~content/admin-materials";

// The material form's schema runs in the browser (rvf, over the form's own FormData, the chosen
// file included) and in the action: checked here once, as the action reads it.

const copy = adminMaterialsCopy.editor;
const fileCopy = adminMaterialsCopy.file;

const material = {
  title: "  Guia de RevOps ",
  type: "Guia",
  category: "revops",
  description: " Do zero ao primeiro trimestre. ",
};

function form(fields: Record<string, string>, file?: File) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  // What a browser sends for an input left empty: a nameless, empty file.
  body.set("file", file ?? new File([], ""));
  return body;
}
const errors = async (fields: Record<string, string>, file?: File) =>
  (await parseFormData(form({ ...material, ...fields }, file), materialSchema)).error?.fieldErrors;

describe("materialSchema", () => {
  it("gives what is saved: trimmed, the slug from the title, the link, our cover only", async () => {
    const parsed = await parseFormData(
      form({
        ...material,
        externalUrl: " https://exemplo.com.br/guia.pdf ",
        image: "javascript:alert(1)",
      }),
      materialSchema,
    );
    expect(parsed.data).toEqual({
      fields: {
        title: "Guia de RevOps",
        slug: "guia-de-revops",
        type: "Guia",
        category: "revops",
        description: "Do zero ao primeiro trimestre.",
        image: null,
      },
      externalUrl: "https://exemplo.com.br/guia.pdf",
    });
    const typed = await parseFormData(
      form(
        { ...material, slug: "Endereço Novo", image: "/uploads/1_capa.png" },
        new File(["%PDF"], "a.pdf"),
      ),
      materialSchema,
    );
    expect(typed.data).toMatchObject({
      fields: { slug: "endereco-novo", image: "/uploads/1_capa.png" },
      externalUrl: null,
    });
  });

  it("names every missing or unknown field at once", async () => {
    expect(
      await errors({ title: " ", type: "Vídeo", category: "general", description: "" }),
    ).toEqual({
      title: copy.missingTitle,
      type: copy.missingType,
      category: copy.missingCategory,
      description: copy.missingDescription,
      file: copy.missingContent,
    });
    expect(await errors({ slug: "!!!", externalUrl: "https://a.com.br" })).toEqual({
      slug: copy.slugInvalid,
    });
  });

  it("wants a file or an https link for a new material, not both; editing, the file stays", async () => {
    expect(await errors({})).toEqual({ file: copy.missingContent });
    expect(await errors({ currentFile: "1" })).toBeUndefined();
    expect(await errors({ pendingFile: "token" })).toBeUndefined();
    expect(await errors({ pendingFile: "token", discardPendingFile: "on" })).toEqual({
      file: copy.missingContent,
    });
    expect(
      await errors({ externalUrl: "https://a.com.br/x" }, new File(["%PDF"], "a.pdf")),
    ).toEqual({ externalUrl: copy.bothContents });
    for (const link of [
      "http://a.com.br/x",
      "javascript:alert(1)",
      "https://",
      "https://[",
      "ftp://a",
    ]) {
      expect(await errors({ externalUrl: link }), link).toEqual({ externalUrl: copy.linkInvalid });
    }
    expect(isHttpsLink("https://drive.exemplo.com.br/pasta?id=1")).toBe(true);
  });

  it("checks the limits before any pattern, and says so above the form", async () => {
    const tooLong = await errors({
      title: "a".repeat(301),
      description: "a".repeat(2001),
      slug: "!".repeat(201),
      externalUrl: `http://${"a".repeat(2000)}`,
    });
    expect(tooLong).toEqual({
      title: copy.tooLong(300),
      description: copy.tooLong(2000),
      slug: copy.tooLong(200),
      externalUrl: copy.tooLong(2000),
    });
    expect(materialRefusal(tooLong ?? {})).toBe(copy.tooLongSummary);
    expect(materialRefusal({ title: copy.missingTitle })).toBe(copy.refused);
  });

  it("refuses a file over 50 MB or empty, by its size (its kind is the server's to judge)", async () => {
    const big = new File([new Uint8Array(MAX_MATERIAL_FILE_BYTES + 1)], "grande.pdf");
    expect(await errors({}, big)).toEqual({ file: fileCopy.tooLarge(50) });
    expect(await errors({}, new File([], "vazio.pdf"))).toEqual({ file: fileCopy.empty });
    expect(await errors({}, new File(["<html>"], "pagina.pdf"))).toBeUndefined();
  });
});

describe("formatFileSize", () => {
  it("reads as the admin expects, in Portuguese", () => {
    expect(formatFileSize(77)).toBe("77 B");
    expect(formatFileSize(820 * 1024)).toBe("820 KB");
    expect(formatFileSize(1.4 * 1024 * 1024)).toBe("1,4 MB");
    expect(formatFileSize(MAX_MATERIAL_FILE_BYTES)).toBe("50 MB");
  });
});
