import { parseFormData } from "@rvf/react-router";
import { describe, expect, it } from "vitest";
import { passwordChangeSchema } from "~/lib/forms/password-schema";
import { categoryFields, postRefusal, postSchemaFor } from "~/lib/forms/post-schema";
import { adminCopy } from "~content/admin";
import { BLOG_CATEGORIES, CATEGORY_ALIASES } from "~content/blog-categories";

// The admin's schemas run in the browser (rvf) and in the actions (parseFormData): the same
// post gets the same answer on both sides, so they are checked here once, as the actions read.

const editor = adminCopy.editor;
const settings = adminCopy.settings;

const form = (fields: Record<string, string>) => {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  return body;
};
const post = { title: "Ação & Reação", excerpt: "Resumo", category: "CRO", content: "Texto" };
// The blog's list as a new database starts with it (the editor gets it from blog_categories).
const postSchema = postSchemaFor(BLOG_CATEGORIES);
const categories = BLOG_CATEGORIES.map((name) => ({
  name,
  aliases: Object.keys(CATEGORY_ALIASES).filter((alias) => CATEGORY_ALIASES[alias] === name),
}));

describe("postSchema", () => {
  it("gives what is saved: trimmed, the slug from the title, 'Outra' as its text", async () => {
    const before = Date.now();
    const saved = (await parseFormData(form({ ...post, title: "  Ação & Reação " }), postSchema))
      .data;
    // Without 'Status' and 'Data de publicação' (an older form): published, now (ADR 0015).
    expect(saved?.date.getTime()).toBeGreaterThanOrEqual(before);
    expect({ ...saved, date: undefined }).toEqual({
      title: "Ação & Reação",
      slug: "acao-reacao",
      excerpt: "Resumo",
      content: "Texto",
      category: "CRO",
      image: null,
      // No author chosen, no search/social fields (the page falls back).
      authorId: null,
      seoTitle: null,
      seoDescription: null,
      socialImage: null,
      status: "published",
      date: undefined,
    });
    const other = await parseFormData(
      form({ ...post, slug: "Endereço Novo", category: "Outra", customCategory: " Nova " }),
      postSchema,
    );
    expect(other.data).toMatchObject({ slug: "endereco-novo", category: "Nova" });
  });

  it("gives the author's id and the search/social fields, trimmed; too long is refused", async () => {
    const parsed = await parseFormData(
      form({
        ...post,
        authorId: "2",
        seoTitle: " Título curto ",
        seoDescription: " Descrição ",
        socialImage: "/uploads/1_social.png",
      }),
      postSchema,
    );
    expect(parsed.data).toMatchObject({
      authorId: 2,
      seoTitle: "Título curto",
      seoDescription: "Descrição",
      socialImage: "/uploads/1_social.png",
    });
    const long = await parseFormData(
      form({ ...post, seoTitle: "a".repeat(61), seoDescription: "b".repeat(161), authorId: "x" }),
      postSchema,
    );
    expect(long.error?.fieldErrors).toMatchObject({
      seoTitle: editor.tooLong(60),
      seoDescription: editor.tooLong(160),
      authorId: editor.missing,
    });
    const exact = await parseFormData(
      form({ ...post, seoTitle: "a".repeat(60), seoDescription: "b".repeat(160) }),
      postSchema,
    );
    expect(exact.error).toBeUndefined();
  });

  it("keeps our covers and https addresses, drops anything else", async () => {
    const image = async (value: string) =>
      (await parseFormData(form({ ...post, image: value }), postSchema)).data?.image;
    expect(await image("/uploads/1_capa.png")).toBe("/uploads/1_capa.png");
    expect(await image("https://exemplo.com.br/capa.jpg")).toBe("https://exemplo.com.br/capa.jpg");
    expect(await image("javascript:alert(1)")).toBeNull();
    expect(await image("https://[")).toBeNull();
  });

  it("names every missing field at once, with the spec's message", async () => {
    const missing = await parseFormData(form({ title: "", category: "Inexistente" }), postSchema);
    expect(missing.error?.fieldErrors).toEqual({
      title: editor.missing,
      excerpt: editor.missing,
      category: editor.missing,
      slug: editor.missing,
    });
    const other = await parseFormData(form({ ...post, category: "Outra" }), postSchema);
    expect(other.error?.fieldErrors).toEqual({ customCategory: editor.missing });
    const symbols = await parseFormData(form({ ...post, title: "!!!" }), postSchema);
    expect(symbols.error?.fieldErrors).toEqual({ slug: editor.slugInvalid });
  });

  it("says a value is too long before anything else about it, and sums it up above", async () => {
    const long = await parseFormData(form({ ...post, title: "a".repeat(301) }), postSchema);
    expect(long.error?.fieldErrors).toEqual({ title: "Use no máximo 300 caracteres." });
    expect(postRefusal(long.error?.fieldErrors ?? {})).toBe(editor.tooLongSummary);
    expect(postRefusal({ title: editor.missing })).toBe(editor.missing);
    const content = await parseFormData(
      form({ ...post, content: "a".repeat(200_001) }),
      postSchema,
    );
    expect(content.error?.fieldErrors).toEqual({ content: "Use no máximo 200.000 caracteres." });
  });

  it("shows a stored category outside the list as 'Outra' with its name", () => {
    expect(categoryFields("CRO", categories)).toEqual({ category: "CRO", customCategory: "" });
    expect(categoryFields("Blog", categories)).toEqual({
      category: "Outra",
      customCategory: "Blog",
    });
    // An older name shows as its category, which is what a save files it under.
    expect(categoryFields("Account Based Marketing", categories)).toEqual({
      category: "ABM",
      customCategory: "",
    });
    // Only the list given is offered: a category removed from it reads as 'Outra'.
    expect(categoryFields("CRO", [])).toEqual({ category: "Outra", customCategory: "CRO" });
  });
});

describe("passwordChangeSchema", () => {
  const change = async (currentPassword: string, newPassword: string, confirm = newPassword) =>
    (
      await parseFormData(
        form({ currentPassword, newPassword, confirmPassword: confirm }),
        passwordChangeSchema,
      )
    ).error?.fieldErrors;

  it("checks what needs no server: typed, 8 characters, different, confirmed", async () => {
    expect(await change("", "nova-senha-1")).toEqual({ currentPassword: settings.wrongCurrent });
    expect(await change("atual-senha", "curta")).toEqual({ newPassword: settings.tooShort });
    expect(await change("mesma-senha", "mesma-senha")).toEqual({ newPassword: settings.same });
    expect(await change("atual-senha", "nova-senha-1", "outra")).toEqual({
      confirmPassword: settings.mismatch,
    });
    expect(await change("atual-senha", "nova-senha-1")).toBeUndefined();
  });
});
