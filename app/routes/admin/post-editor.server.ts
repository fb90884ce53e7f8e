import { data } from "react-router";
import { COVER_TOO_LARGE, MAX_COVER_REQUEST_BYTES } from "~/lib/cover";
import type { EditorReply, PostFormErrors } from "~/lib/post-form";
import { slugify } from "~/lib/slug";
import type { Toast } from "~/lib/toast";
import { requireAdminAction } from "~/server/auth/session.server";
import { redirectWithToast } from "~/server/flash.server";
import { readForm } from "~/server/forms/read-form.server";
import { logger } from "~/server/logger.server";
import { renderMarkdown } from "~/server/markdown/render.server";
import { checkPost, readPostValues } from "~/server/posts/post-form.server";
import { createPost, updatePost } from "~/server/posts/save.server";
import { storeCover } from "~/server/storage/index.server";
import { adminCopy } from "~content/admin";
import { redirectPostNotFound } from "./post-not-found.server";

const copy = adminCopy.editor;

const reply = (body: EditorReply, status = 200) => data(body, { status });

/**
 * The editor's one action (new and edit): 'Salvar' saves; 'Visualização' and 'Editor' (the
 * tabs without JavaScript) come back with the typed values and, for the preview, the post
 * rendered by the blog's own renderer. A chosen cover file is stored whatever the intent.
 */
export async function handlePostEditor(request: Request, postId?: number) {
  await requireAdminAction(request);
  const length = Number(request.headers.get("content-length") ?? 0);
  if (length > MAX_COVER_REQUEST_BYTES) {
    throw data({ title: copy.coverError, description: COVER_TOO_LARGE }, { status: 413 });
  }
  const form = await readForm(request);
  const intent = form.get("intent");
  const values = readPostValues(form);
  const errors: PostFormErrors = {};
  let coverUploaded = false;

  const file = form.get("cover");
  if (file instanceof File && file.size > 0) {
    const stored = await storeCover(file);
    if (stored.ok) {
      values.image = stored.url;
      coverUploaded = true;
    } else {
      errors.cover = stored.message;
    }
  }

  if (intent === "preview" || intent === "editor") {
    const preview = intent === "preview" ? renderMarkdown(values.content) : undefined;
    return reply({ values, errors, mode: intent, preview, coverUploaded });
  }

  const checked = checkPost(values);
  if (!checked.input || errors.cover) {
    const all = { ...checked.errors, ...errors };
    const shown = { ...values, slug: values.slug || slugify(values.title) };
    const message = checked.input ? copy.coverError : (checked.message ?? copy.missing);
    return reply({ values: shown, errors: all, message, mode: "editor", coverUploaded }, 400);
  }

  let result: Awaited<ReturnType<typeof createPost>> | undefined;
  try {
    result = postId ? await updatePost(postId, checked.input) : await createPost(checked.input);
  } catch (error) {
    logger.error({ err: error }, "falha ao salvar post");
    return reply({ values, errors, message: copy.saveError, mode: "editor", coverUploaded }, 500);
  }
  if (!result) throw redirectPostNotFound();
  if (!result.ok) {
    const slugError = { slug: copy.slugTaken };
    return reply(
      {
        values: { ...values, slug: checked.input.slug },
        errors: slugError,
        message: copy.slugTaken,
        mode: "editor",
        coverUploaded,
      },
      409,
    );
  }
  const toast: Toast = { title: postId ? copy.updated : copy.created, variant: "success" };
  return redirectWithToast("/admin/posts", toast);
}
