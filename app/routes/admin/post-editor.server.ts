import { parseFormData } from "@rvf/react-router";
import { data } from "react-router";
import { postsType } from "~/lib/admin-content-types";
import { filedCategory } from "~/lib/blog";
import { COVER_TOO_LARGE, MAX_COVER_REQUEST_BYTES } from "~/lib/cover";
import { formatDateTime, publicationState } from "~/lib/dates";
import {
  emptyPostValues,
  POST_FORM_ID,
  POST_LIMITS,
  type PostEditorReply,
  type PostFormValues,
  postRefusal,
  postSchemaFor,
} from "~/lib/forms/post-schema";
import { slugify } from "~/lib/slug";
import type { Toast } from "~/lib/toast";
import { requireAdminAction } from "~/routes/handlers/admin-access.server";
import { redirectNotFound, typedValues } from "~/routes/handlers/admin-content.server";
import { redirectWithToast } from "~/routes/handlers/flash.server";
import { readForm } from "~/routes/handlers/read-form.server";
import { logger } from "~/server/logger.server";
import { markdownProblem } from "~/server/markdown/bounds.server";
import { renderChecked } from "~/server/markdown/stored.server";
import { categoryEntries, listTypedCategory } from "~/server/posts/categories.server";
import { createPost, type SaveResult, storedStatus, updatePost } from "~/server/posts/save.server";
import { storeCover } from "~/server/storage/index.server";
import { adminCopy } from "~content/admin";
import { publishingCopy } from "~content/admin-publishing";
import { insertImage, localizePostImages } from "./post-images.server";

const copy = adminCopy.editor;

const reply = (body: Omit<PostEditorReply, "formId">, status = 200) =>
  data<PostEditorReply>({ formId: POST_FORM_ID, ...body }, { status });

/** What was typed, to show it back; an image the admin removed is gone from it. */
function typedPost(form: FormData): PostFormValues {
  const values = typedValues(form, emptyPostValues, POST_LIMITS);
  if (form.get("removeCover") === "on") values.image = "";
  if (form.get("remove-socialImageFile") === "on") values.socialImage = "";
  return values;
}

/** A body past the Markdown bounds: the form back as typed, the message at 'Conteúdo'. */
const bodyRefused = (values: PostFormValues, message: string, coverUploaded: boolean) =>
  reply(
    {
      fieldErrors: { content: message },
      repopulateFields: values,
      message,
      mode: "editor",
      coverUploaded,
    },
    400,
  );

/**
 * The editor's one action (new and edit): 'Salvar' saves what `postSchemaFor` passes; 'Visualização'
 * and 'Editor' (the tabs without JavaScript) come back with the typed values and, for the
 * preview, the post rendered by the blog's own renderer. A chosen cover file is stored whatever
 * the intent. 'autosave' (a fetcher, with JavaScript) goes through the same checks as 'Salvar' but
 * answers instead of redirecting, and only ever writes a draft (ADR 0015): a new post is created
 * as one, a published post is not autosaved.
 */
export async function handlePostEditor(request: Request, routePostId?: number) {
  const admin = await requireAdminAction(request);
  const length = Number(request.headers.get("content-length") ?? 0);
  if (length > MAX_COVER_REQUEST_BYTES) {
    throw data({ title: copy.coverError, description: COVER_TOO_LARGE }, { status: 413 });
  }
  const form = await readForm(request);
  const intent = form.get("intent");
  const values = typedPost(form);
  // A new post that autosaved has an id from then on: its next saves update it.
  const formPostId = String(form.get("postId") ?? "");
  const postId = routePostId ?? (/^\d{1,12}$/.test(formPostId) ? Number(formPostId) : undefined);
  const autosave = intent === "autosave";
  let coverError: string | undefined;
  let coverUploaded = false;
  let socialError: string | undefined;

  const file = form.get("cover");
  if (file instanceof File && file.size > 0) {
    const stored = await storeCover(file);
    if (stored.ok) {
      values.image = stored.url;
      coverUploaded = true;
    } else {
      coverError = stored.message;
    }
  }
  // The social image without JavaScript: stored like the cover, whatever the intent.
  const social = form.get("socialImageFile");
  if (social instanceof File && social.size > 0) {
    const stored = await storeCover(social);
    if (stored.ok) {
      values.socialImage = stored.url;
      coverUploaded = true;
    } else {
      socialError = stored.message;
    }
  }
  const coverErrors =
    coverError || socialError
      ? {
          ...(coverError ? { cover: coverError } : {}),
          ...(socialError ? { socialImageFile: socialError } : {}),
        }
      : undefined;

  if (intent === "insert-image") {
    const { values: next, imageInsert } = await insertImage(form, values);
    const status = imageInsert.error ? 400 : 200;
    const fieldErrors = {
      ...coverErrors,
      ...(imageInsert.error && { bodyImage: imageInsert.error }),
    };
    return reply(
      { repopulateFields: next, fieldErrors, mode: "editor", coverUploaded, imageInsert },
      status,
    );
  }

  if (intent === "preview" || intent === "editor") {
    // The editor's own request, through the same bounds as a save (ADR 0049).
    const rendered = intent === "preview" ? renderChecked(values.content) : undefined;
    if (rendered && !rendered.ok) return bodyRefused(values, rendered.message, coverUploaded);
    const preview = rendered?.ok ? { html: rendered.html, toc: rendered.toc } : undefined;
    return reply({
      repopulateFields: values,
      fieldErrors: coverErrors,
      mode: intent,
      preview,
      coverUploaded,
    });
  }

  // The schema reads the post as sent, with the cover the server decided on.
  form.set("image", values.image);
  form.set("socialImage", values.socialImage);
  // The blog's list as it is now (ADR 0043): a category removed meanwhile is refused as none.
  const categories = await categoryEntries();
  const parsed = await parseFormData(form, postSchemaFor(categories.map((c) => c.name)));
  if (parsed.error || coverError || socialError) {
    const fieldErrors = { ...parsed.error?.fieldErrors, ...coverErrors };
    return reply(
      {
        fieldErrors,
        repopulateFields: { ...values, slug: values.slug || slugify(values.title) },
        message: parsed.error ? postRefusal(parsed.error.fieldErrors) : copy.coverError,
        mode: "editor",
        coverUploaded,
      },
      400,
    );
  }

  // An older name of a category, or one typed in 'Outra' in another case, is filed under it.
  parsed.data.category = filedCategory(parsed.data.category, categories);

  if (autosave) {
    const status = postId ? await storedStatus(postId) : "draft";
    if (!status) throw await redirectNotFound(postsType);
    if (status !== "draft") {
      return reply(
        { repopulateFields: values, message: publishingCopy.autosaveOnlyDrafts, mode: "editor" },
        409,
      );
    }
    parsed.data.status = "draft";
  }

  // A body past the bounds is refused before any image is fetched for it (ADR 0049).
  const problem = markdownProblem(parsed.data.content);
  if (problem) return bodyRefused(values, problem, coverUploaded);

  // Images on other sites are copied into ours first (ADR 0016); the save goes on regardless.
  // An autosave leaves that to 'Salvar': it runs every few seconds of typing.
  const { post, notCopied } = autosave
    ? { post: parsed.data, notCopied: undefined }
    : await localizePostImages(parsed.data);
  let result: SaveResult | undefined;
  try {
    result = postId
      ? await updatePost(postId, post, admin.username)
      : await createPost(post, admin.username);
  } catch (error) {
    logger.error({ err: error }, "falha ao salvar post");
    return reply(
      {
        fieldErrors: {},
        repopulateFields: values,
        message: copy.saveError,
        mode: "editor",
        coverUploaded,
      },
      500,
    );
  }
  if (!result) throw await redirectNotFound(postsType);
  if (!result.ok && result.reason === "markdown") {
    return bodyRefused(values, result.message, coverUploaded);
  }
  if (!result.ok) {
    return reply(
      {
        fieldErrors: { slug: copy.slugTaken },
        repopulateFields: { ...values, slug: parsed.data.slug },
        message: copy.slugTaken,
        mode: "editor",
        coverUploaded,
      },
      409,
    );
  }
  // A name typed in 'Outra' becomes one of the blog's categories (ADR 0043); not on autosave,
  // which runs while it is still being typed. The post is saved whatever happens here.
  if (!autosave) {
    await listTypedCategory(post.category).catch((error) =>
      logger.error({ err: error }, "categoria digitada não incluída na lista"),
    );
  }
  if (autosave) {
    return reply({
      repopulateFields: values,
      mode: "editor",
      autosaved: { id: result.id, at: new Date().toISOString() },
    });
  }
  // The toast says whether the post is on the site ('Post criado' alone hid a draft).
  const state = publicationState({ status: post.status, date: post.date });
  const visibility = publishingCopy.visibility;
  const shown =
    state === "scheduled" ? visibility.scheduled(formatDateTime(post.date)) : visibility[state];
  const toast: Toast = {
    title: routePostId ? copy.updated : copy.created,
    description: [shown, notCopied].filter(Boolean).join(" "),
    variant: notCopied ? "error" : "success",
  };
  return redirectWithToast("/admin/posts", toast);
}
