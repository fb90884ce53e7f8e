import { useMemo } from "react";
import type { Author } from "~/lib/authors";
import {
  POST_FORM_ID,
  type PostEditorReply,
  type PostFormValues,
  postRefusal,
  postSchemaFor,
} from "~/lib/forms/post-schema";
import { useHydrated } from "~/lib/use-hydrated";
import { adminCopy } from "~content/admin";
import { Autosave } from "./Autosave";
import { FormAlert } from "./EditorParts";
import { EditorTabList, EditorToolbar, usePreviewTabs } from "./EditorTabs";
import { PostFields } from "./PostFields";
import { PostPreview } from "./PostPreview";
import { useAdminForm } from "./useAdminForm";

const copy = adminCopy.editor;

/**
 * The post editor of /admin/posts/new and /admin/posts/edit/{id}: `postSchemaFor` checked in the
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
  categories,
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
  /** The blog's categories in their order: the choices of 'Categoria'. */
  categories: readonly string[];
}) {
  const hydrated = useHydrated();
  // The same list the action checks against; a new array each render would reset the form.
  const categoryKey = categories.join("\n");
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the list
  const schema = useMemo(() => postSchemaFor(categories), [categoryKey]);
  const tabs = usePreviewTabs(reply);
  const { form, message } = useAdminForm({
    id: POST_FORM_ID,
    schema,
    initial,
    refusal: postRefusal,
    reply,
  });

  return (
    <form
      {...form.getFormProps()}
      method="post"
      encType="multipart/form-data"
      // Without JavaScript the browser's own check runs first; with it, the schema's messages.
      noValidate={hydrated || tabs.mode === "preview"}
      className="space-y-6"
      aria-label={creating ? copy.newTitle : copy.editTitle}
    >
      <EditorToolbar tabs={tabs} copy={copy} />
      {hydrated ? (
        <Autosave
          formId={POST_FORM_ID}
          draft={!saved || saved.status === "draft"}
          postId={saved?.id}
          startDirty={Boolean(notice || reply)}
          reply={reply}
        />
      ) : null}
      <FormAlert message={message} />
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

      <EditorTabList tabs={tabs} copy={copy} />

      <div
        id="painel-editor"
        role="tabpanel"
        aria-labelledby="aba-editor"
        hidden={tabs.mode !== "editor"}
        className="space-y-5"
      >
        <PostFields
          form={form}
          creating={creating}
          reply={reply}
          savedSlug={saved?.slug}
          authors={authors}
          keepAuthor={keepAuthor}
          categories={categories}
        />
      </div>

      <div
        id="painel-visualizacao"
        role="tabpanel"
        aria-labelledby="aba-preview"
        hidden={tabs.mode !== "preview"}
      >
        {tabs.mode === "preview" ? (
          <PostPreview shown={tabs.shown} loading={tabs.loading} author={author} date={date} />
        ) : null}
      </div>
    </form>
  );
}
