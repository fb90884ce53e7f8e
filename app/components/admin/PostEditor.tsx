import { useCallback, useRef, useState } from "react";
import { Form, useFetcher, useNavigation } from "react-router";
import { type Author, readTime } from "~/lib/authors";
import type { EditorReply, PostFormErrors, PostFormValues } from "~/lib/post-form";
import { slugify } from "~/lib/slug";
import { useHydrated } from "~/lib/use-hydrated";
import { adminCopy, OTHER_CATEGORY, POST_CATEGORIES } from "~content/admin";
import { PostArticle } from "../blog/PostArticle";
import { inputClass, labelClass } from "../forms/styles";
import { CoverPicker } from "./CoverPicker";
import { alertClass, primaryButton, secondaryButton } from "./styles";

const copy = adminCopy.editor;
type Mode = "editor" | "preview";

function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={`${id}-erro`} className="mt-1 text-sm text-red-700">
      {error}
    </p>
  ) : null;
}

const described = (id: string, error?: string, hint?: string) => ({
  "aria-invalid": error ? true : undefined,
  "aria-describedby":
    [error ? `${id}-erro` : "", hint ?? ""].filter(Boolean).join(" ") || undefined,
});

function Label({ htmlFor, children }: { htmlFor: string; children: string }) {
  return (
    <label htmlFor={htmlFor} className={labelClass}>
      {children} <span aria-hidden="true">*</span>
    </label>
  );
}

/**
 * The post editor of /admin/posts/new and /admin/posts/edit/{id}. Without JavaScript the tabs
 * are submit buttons and the server answers with the preview; with it the tabs switch in place
 * and the preview is fetched from the same action, rendered by the blog's own renderer.
 */
export function PostEditor({
  creating,
  initial,
  reply,
  author,
  date,
}: {
  creating: boolean;
  initial: PostFormValues;
  reply?: EditorReply;
  author: Author;
  date: Date | string;
}) {
  const hydrated = useHydrated();
  const saving = useNavigation().state === "submitting";
  const preview = useFetcher<EditorReply>({ key: "pre-visualizacao" });
  const form = useRef<HTMLFormElement>(null);
  const start = reply?.values ?? initial;
  const errors: PostFormErrors = reply?.errors ?? {};

  const [mode, setMode] = useState<Mode>(reply?.mode ?? "editor");
  const [title, setTitle] = useState(start.title);
  const [slug, setSlug] = useState(start.slug);
  const [category, setCategory] = useState(start.category);
  const [image, setImage] = useState(start.image);
  const [minutes, setMinutes] = useState(readTime(start.content));
  const onCover = useCallback((url: string) => setImage(url), []);

  const show = (next: Mode) => {
    setMode(next);
    if (next === "preview" && form.current) {
      const body = new FormData(form.current);
      body.set("intent", "preview");
      preview.submit(body, { method: "post", encType: "multipart/form-data" });
    }
  };
  // With JavaScript the tab buttons switch in place; without, they submit their intent.
  const tab = (next: Mode) => ({
    type: "submit" as const,
    name: "intent",
    value: next,
    role: "tab",
    "aria-selected": mode === next,
    "aria-controls": next === "editor" ? "painel-editor" : "painel-visualizacao",
    onClick: (event: React.MouseEvent) => {
      if (!hydrated) return;
      event.preventDefault();
      show(next);
    },
  });

  const shown = mode === "preview" ? (hydrated ? preview.data : reply) : undefined;
  const shownValues = shown?.values;
  const message = reply?.message;

  return (
    <Form
      ref={form}
      method="post"
      encType="multipart/form-data"
      noValidate={mode === "preview"}
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
          onClick={(event) => {
            if (!hydrated) return;
            event.preventDefault();
            show(mode === "editor" ? "preview" : "editor");
          }}
          className={secondaryButton}
        >
          {mode === "editor"
            ? `Mostrar ${copy.tabPreview.toLowerCase()}`
            : `Voltar ao ${copy.tabEditor.toLowerCase()}`}
        </button>
      </div>
      {message ? (
        <p role="alert" className={alertClass}>
          {message}
        </p>
      ) : null}
      {reply?.coverUploaded && !errors.cover ? (
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
            {...tab(name)}
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
        <div>
          <Label htmlFor="title">Título</Label>
          <input
            id="title"
            name="title"
            required
            value={title}
            onChange={(event) => {
              setTitle(event.target.value);
              if (creating) setSlug(slugify(event.target.value));
            }}
            {...described("title", errors.title)}
            className={inputClass}
          />
          <FieldError id="title" error={errors.title} />
        </div>
        <div>
          <Label htmlFor="slug">Slug</Label>
          <input
            id="slug"
            name="slug"
            required={!creating}
            readOnly={creating}
            value={slug}
            onChange={(event) => setSlug(event.target.value)}
            {...described("slug", errors.slug, creating ? "slug-dica" : undefined)}
            className={`${inputClass} ${creating ? "bg-slate-50 text-slate-600" : ""}`}
          />
          {creating ? (
            <p id="slug-dica" className="mt-1 text-sm text-slate-600">
              {copy.slugHint}
            </p>
          ) : null}
          <FieldError id="slug" error={errors.slug} />
        </div>
        <div>
          <Label htmlFor="excerpt">Resumo</Label>
          <textarea
            id="excerpt"
            name="excerpt"
            required
            rows={3}
            defaultValue={start.excerpt}
            {...described("excerpt", errors.excerpt)}
            className={inputClass}
          />
          <FieldError id="excerpt" error={errors.excerpt} />
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <div>
            <Label htmlFor="category">Categoria</Label>
            <select
              id="category"
              name="category"
              required
              value={category}
              onChange={(event) => setCategory(event.target.value)}
              {...described("category", errors.category)}
              className={inputClass}
            >
              <option value="">Selecione</option>
              {POST_CATEGORIES.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
            <FieldError id="category" error={errors.category} />
          </div>
          {/* 'Outra' reveals the field; without JavaScript it is always there. */}
          {!hydrated || category === OTHER_CATEGORY ? (
            <div>
              <label htmlFor="customCategory" className={labelClass}>
                {copy.otherCategory}
                {hydrated ? null : " (se escolher Outra)"}
              </label>
              <input
                id="customCategory"
                name="customCategory"
                defaultValue={start.customCategory}
                required={hydrated}
                {...described("customCategory", errors.customCategory)}
                className={inputClass}
              />
              <FieldError id="customCategory" error={errors.customCategory} />
            </div>
          ) : null}
        </div>
        <CoverPicker image={image} onChange={onCover} error={errors.cover} />
        <div>
          <Label htmlFor="content">Conteúdo</Label>
          <textarea
            id="content"
            name="content"
            required
            defaultValue={start.content}
            onChange={(event) => setMinutes(readTime(event.target.value))}
            {...described("content", errors.content, "conteudo-dica")}
            className={`${inputClass} min-h-[300px] font-mono text-sm`}
            rows={18}
          />
          <p id="conteudo-dica" className="mt-1 text-sm text-slate-600">
            Markdown: # títulos, **negrito**, listas, links. Tempo de leitura: {minutes}.
          </p>
        </div>
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
    </Form>
  );
}
