import { useCallback, useRef } from "react";
import { readTime } from "~/lib/authors";
import type { PostEditorReply } from "~/lib/forms/post-schema";
import { slugify } from "~/lib/slug";
import { useHydrated } from "~/lib/use-hydrated";
import { adminCopy, OTHER_CATEGORY } from "~content/admin";
import { SelectField, TextAreaField } from "../forms/ChoiceFields";
import { type AnyForm, TextField } from "../forms/Fields";
import { AuthorField } from "./AuthorField";
import { CoverPicker } from "./CoverPicker";
import { ImageInsert } from "./ImageInsert";
import { PublishingFields } from "./PublishingFields";
import { SeoFields } from "./SeoFields";

const copy = adminCopy.editor;

/** The editor panel's fields, in the order the spec lists them. */
export function PostFields({
  form,
  creating,
  reply,
  savedSlug,
  authors,
  keepAuthor,
  categories,
}: {
  form: AnyForm;
  creating: boolean;
  reply?: PostEditorReply;
  savedSlug?: string;
  authors: { id: number; name: string }[];
  keepAuthor?: string;
  /** The blog's categories in their order (ADR 0043); 'Outra' comes after them. */
  categories: readonly string[];
}) {
  const hydrated = useHydrated();
  const categoryOptions = [...categories, OTHER_CATEGORY].map((name) => ({
    value: name,
    label: name,
  }));
  const category = form.value("category");
  const image = form.value("image") ?? "";
  const content = form.value("content") ?? "";
  const minutes = readTime(content);
  // Stable across renders: the cover and image pickers hold on to them.
  const formRef = useRef(form);
  formRef.current = form;
  const onCover = useCallback((url: string) => formRef.current.setValue("image", url), []);
  const onContent = useCallback((text: string) => formRef.current.setValue("content", text), []);
  return (
    <>
      <TextField
        form={form}
        name="title"
        label="Título"
        required
        onChange={
          creating ? (event) => form.setValue("slug", slugify(event.target.value)) : undefined
        }
      />
      {/* Creating, the slug follows the title; a read-only field is not checked by the browser. */}
      <TextField
        form={form}
        name="slug"
        label="Slug"
        required
        readOnly={creating}
        hint={creating ? copy.slugHint : undefined}
      />
      <TextAreaField form={form} name="excerpt" label="Resumo" required rows={3} />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          form={form}
          name="category"
          label="Categoria"
          required
          options={categoryOptions}
        />
        {/* 'Outra' reveals the field; without JavaScript it is always there. */}
        {!hydrated || category === OTHER_CATEGORY ? (
          <TextField
            form={form}
            name="customCategory"
            label={hydrated ? copy.otherCategory : `${copy.otherCategory} (se escolher Outra)`}
            required={hydrated}
            hint={copy.otherCategoryHint}
          />
        ) : null}
      </div>
      <PublishingFields form={form} savedSlug={savedSlug} />
      <AuthorField form={form} authors={authors} keep={keepAuthor} />
      <CoverPicker image={image} onChange={onCover} error={reply?.fieldErrors?.cover} />
      <TextAreaField
        form={form}
        name="content"
        label="Conteúdo"
        required
        rows={18}
        size="min-h-[300px] font-mono text-sm"
        hint={`Markdown: # títulos, **negrito**, listas, links. Tempo de leitura: ${minutes}.`}
      />
      <SeoFields form={form} error={reply?.fieldErrors?.socialImageFile} />
      <ImageInsert content={content} onContent={onContent} reply={reply} />
    </>
  );
}
