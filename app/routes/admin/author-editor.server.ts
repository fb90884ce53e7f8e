import { parseFormData } from "@rvf/react-router";
import { data } from "react-router";
import { authorsType } from "~/lib/admin-content-types";
import { COVER_TOO_LARGE, MAX_COVER_REQUEST_BYTES } from "~/lib/cover";
import {
  AUTHOR_FORM_ID,
  AUTHOR_LIMITS,
  type AuthorEditorReply,
  type AuthorFormValues,
  authorRefusal,
  authorSchema,
  emptyAuthorValues,
} from "~/lib/forms/author-schema";
import { requireAdminAction } from "~/routes/handlers/admin-access.server";
import { redirectNotFound, refusalOf, typedValues } from "~/routes/handlers/admin-content.server";
import { redirectWithToast } from "~/routes/handlers/flash.server";
import { readForm } from "~/routes/handlers/read-form.server";
import { type AuthorSaveResult, createAuthor, updateAuthor } from "~/server/authors/authors.server";
import { logger } from "~/server/logger.server";
import { storeCover } from "~/server/storage/index.server";
import { adminAuthorsCopy } from "~content/authors";

const copy = adminAuthorsCopy.editor;
/** What was typed, to show it back; a photo the admin removed is gone from it. */
function typedAuthor(form: FormData): AuthorFormValues {
  const values = typedValues(form, emptyAuthorValues, AUTHOR_LIMITS);
  if (form.get("remove-avatarFile") === "on") values.avatar = "";
  return values;
}

/**
 * The author form's one action (new and edit). A chosen photo is stored whatever else the form
 * says; refused, the page comes back with every typed value and a Portuguese message.
 */
export async function handleAuthorEditor(request: Request, authorId?: number) {
  await requireAdminAction(request);
  if (Number(request.headers.get("content-length") ?? 0) > MAX_COVER_REQUEST_BYTES) {
    throw data({ title: copy.saveError, description: COVER_TOO_LARGE }, { status: 413 });
  }
  const form = await readForm(request);
  const values = typedAuthor(form);
  const fileErrors: Record<string, string> = {};
  const photo = form.get("avatarFile");
  if (photo instanceof File && photo.size > 0) {
    const stored = await storeCover(photo);
    if (stored.ok) values.avatar = stored.url;
    else fileErrors.avatarFile = stored.message;
  }
  const refuse = refusalOf<AuthorEditorReply>(AUTHOR_FORM_ID, values);

  form.set("avatar", values.avatar);
  const parsed = await parseFormData(form, authorSchema);
  if (parsed.error || Object.keys(fileErrors).length > 0) {
    const fieldErrors = { ...parsed.error?.fieldErrors, ...fileErrors };
    // A photo refused alone (too large, not an image): its own message above the form too.
    const message = parsed.error
      ? authorRefusal(fieldErrors)
      : (fileErrors.avatarFile ?? copy.saveError);
    return refuse(400, fieldErrors, message);
  }
  let result: AuthorSaveResult | undefined;
  try {
    result = authorId ? await updateAuthor(authorId, parsed.data) : await createAuthor(parsed.data);
  } catch (error) {
    logger.error({ err: error }, "falha ao salvar autor");
    return refuse(500, {}, copy.saveError);
  }
  if (!result) throw await redirectNotFound(authorsType);
  if (!result.ok) {
    return result.reason === "name-taken"
      ? refuse(409, { name: copy.nameTaken }, copy.nameTaken)
      : refuse(409, { adminId: copy.adminTaken }, copy.adminTaken);
  }
  return redirectWithToast(authorsType.list, {
    title: authorId ? copy.updated : copy.created,
    variant: "success",
  });
}
