import { type FormApi, useForm } from "@rvf/react-router";
import { useCallback, useRef, useState } from "react";
import { useFetcher, useNavigation } from "react-router";
import { type Author, readTime } from "~/lib/authors";
import {
  POST_FORM_ID,
  type PostEditorReply,
  type PostFormInput,
  type PostFormValues,
  postRefusal,
  postSchema,
} from "~/lib/forms/post-schema";
import { slugify } from "~/lib/slug";
import { useHydrated } from "~/lib/use-hydrated";
import { adminCopy, OTHER_CATEGORY, POST_CATEGORIES } from "~content/admin";
import { PostArticle } from "../blog/PostArticle";
import { SelectField, TextAreaField, TextField } from "../forms/Fields";
import { validationBehavior } from "../forms/styles";
import { AuthorField } from "./AuthorField";
import { Autosave } from "./Autosave";
import { CoverPicker } from "./CoverPicker";
import { ImageInsert } from "./ImageInsert";
import { PublishingFields } from "./PublishingFields";
import { SeoFields } from "./SeoFields";
import { alertClass, primaryButton, secondaryButton } from "./styles";

const copy = adminCopy.editor;
type Mode = "editor" | "preview";

const categoryOptions = POST_CATEGORIES.map((name) => ({ value: name, label: name }));

/**
 * The post editor of /admin/posts/new and /admin/posts/edit/{id}: `postSchema` checked in the
 * browser through rvf, and again by the action. Without JavaScript the tabs are submit buttons
 * and the server answers with the preview; with it the tabs switch in place and the preview is
 * fetched from the same action, rendered by the blog's own renderer.
 */
export function PostEditor({
  creating,
  initial,
  reply,
  author,
  date,
  saved,
  notice,
  authors = [],
  keepAuthor,
}: {
  creating: boolean;
  /** The choices of 'Autor', and the name the post keeps when it has no author row. */
  authors?: { id: number; name: string }[];
  keepAuthor?: string;
  initial: PostFormValues;
  reply?: PostEditorReply;
  author: Author;
  date: Date | string;
  /** The post as stored (ADR 0015): its id, slug and status, for autosave and the preview link. */
  saved?: { id: number; slug: string; status: string };
  /** A message above the form that is not an error (a revision loaded into the editor). */
  notice?: string;
}) {
  const hydrated = useHydrated();
  const saving = useNavigation().state === "submitting";
  const preview = useFetcher<PostEditorReply>({ key: "pre-visualizacao" });
  const [mode, setMode] = useState<Mode>(reply?.mode ?? "editor");
  // A refusal of the browser's check, shown until the server answers again.
  const [refused, setRefused] = useState<{ message: string; reply?: PostEditorReply }>();

  const formRef = useRef<FormApi<PostFormInput>>(null);
  const form = useForm({
    id: POST_FORM_ID,
    schema: postSchema,
    method: "post",
    encType: "multipart/form-data",
    defaultValues: reply?.repopulateFields ?? initial,
    validationBehaviorConfig: validationBehavior,
    onInvalidSubmit: () => {
      const errors = formRef.current?.transient.formState.fieldErrors ?? {};
      setRefused({ message: postRefusal(errors), reply });
    },
  });
  formRef.current = form;

  const category = form.value("category");
  const image = form.value("image") ?? "";
  const minutes = readTime(form.value("content") ?? "");
  const onCover = useCallback((url: string) => formRef.current?.setValue("image", url), []);
  const onContent = useCallback((text: string) => formRef.current?.setValue("content", text), []);

  const show = (next: Mode, formElement: HTMLFormElement | null) => {
    setMode(next);
    if (next === "preview" && formElement) {
      const body = new FormData(formElement);
      body.set("intent", "preview");
      preview.submit(body, { method: "post", encType: "multipart/form-data" });
    }
  };
  // With JavaScript the tab buttons switch in place; without, they submit their intent.
  const switchTo = (next: Mode) => (event: React.MouseEvent<HTMLButtonElement>) => {
    if (!hydrated) return;
    event.preventDefault();
    show(next, event.currentTarget.form);
  };

  const shown = mode === "preview" ? (hydrated ? preview.data : reply) : undefined;
  const shownValues = shown?.repopulateFields;
  const message = refused && refused.reply === reply ? refused.message : reply?.message;

  return (
    <form
      {...form.getFormProps()}
      method="post"
      encType="multipart/form-data"
      // Without JavaScript the browser's own check runs first; with it, the schema's messages.
      noValidate={hydrated || mode === "preview"}
      className="space-y-6"
      aria-label={creating ? copy.newTitle : copy.editTitle}
    >
      {/* First in the form: Enter in a field saves, as the default button. */}
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="submit"
          name="intent"
          value="save"
          disabled={saving}
          className={primaryButton}
        >
          {saving ? copy.saving : copy.save}
        </button>
        <button
          type="submit"
          name="intent"
          value={mode === "editor" ? "preview" : "editor"}
          onClick={switchTo(mode === "editor" ? "preview" : "editor")}
          className={secondaryButton}
        >
          {mode === "editor"
            ? `Mostrar ${copy.tabPreview.toLowerCase()}`
            : `Voltar ao ${copy.tabEditor.toLowerCase()}`}
        </button>
      </div>
      {hydrated ? (
        <Autosave
          formId={POST_FORM_ID}
          draft={!saved || saved.status === "draft"}
          postId={saved?.id}
          startDirty={Boolean(notice || reply)}
          reply={reply}
        />
      ) : null}
      {message ? (
        <p role="alert" className={alertClass}>
          {message}
        </p>
      ) : null}
      {notice && !reply ? (
        <p role="status" className="rounded-lg border border-sky-200 bg-sky-50 p-3 text-sky-900">
          {notice}
        </p>
      ) : null}
      {reply?.coverUploaded && !reply.fieldErrors?.cover ? (
        <p
          role="status"
          className="rounded-lg border border-emerald-200 bg-emerald-50 p-3 text-emerald-900"
        >
          {copy.coverUploaded}
        </p>
      ) : null}

      <div
        role="tablist"
        aria-label="Modo do editor"
        className="flex gap-1 border-b border-slate-200"
      >
        {(["editor", "preview"] as const).map((name) => (
          <button
            key={name}
            id={`aba-${name}`}
            type="submit"
            name="intent"
            value={name}
            role="tab"
            aria-selected={mode === name}
            aria-controls={name === "editor" ? "painel-editor" : "painel-visualizacao"}
            onClick={switchTo(name)}
            className={`-mb-px min-h-11 border-b-2 px-4 font-semibold ${mode === name ? "border-brand-700 text-brand-800" : "border-transparent text-slate-600 hover:text-ink"}`}
          >
            {name === "editor" ? copy.tabEditor : copy.tabPreview}
          </button>
        ))}
      </div>

      <div
        id="painel-editor"
        role="tabpanel"
        aria-labelledby="aba-editor"
        hidden={mode !== "editor"}
        className="space-y-5"
      >
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
            />
          ) : null}
        </div>
        <PublishingFields form={form} savedSlug={saved?.slug} />
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
        <ImageInsert content={form.value("content") ?? ""} onContent={onContent} reply={reply} />
      </div>

      <div
        id="painel-visualizacao"
        role="tabpanel"
        aria-labelledby="aba-preview"
        hidden={mode !== "preview"}
      >
        {mode === "preview" ? (
          hydrated && preview.state !== "idle" ? (
            <p role="status" className="py-10 text-center text-slate-600">
              Carregando visualização...
            </p>
          ) : shownValues?.title.trim() && shown?.preview ? (
            <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white">
              <PostArticle
                headingLevel={2}
                post={{
                  title: shownValues.title,
                  category:
                    shownValues.category === OTHER_CATEGORY
                      ? shownValues.customCategory
                      : shownValues.category,
                  date,
                  readTime: readTime(shownValues.content),
                  image: shownValues.image || null,
                  lead: shownValues.excerpt,
                }}
                author={author}
                html={shown.preview.html}
                toc={shown.preview.toc}
              />
            </div>
          ) : (
            <p className="py-10 text-center text-slate-600">{copy.emptyPreview}</p>
          )
        ) : null}
      </div>
    </form>
  );
}
