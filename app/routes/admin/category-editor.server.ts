import { parseFormData } from "@rvf/react-router";
import { categoriesType } from "~/lib/admin-content-types";
import {
  CATEGORY_FORM_ID,
  CATEGORY_LIMITS,
  type CategoryEditorReply,
  categoryRefusal,
  categorySchema,
  emptyCategoryValues,
} from "~/lib/forms/category-schema";
import { requireAdminAction } from "~/routes/handlers/admin-access.server";
import { redirectNotFound, refusalOf, typedValues } from "~/routes/handlers/admin-content.server";
import { redirectWithToast } from "~/routes/handlers/flash.server";
import { readForm } from "~/routes/handlers/read-form.server";
import { logger } from "~/server/logger.server";
import {
  type CategorySaveResult,
  createCategory,
  renameCategory,
} from "~/server/posts/categories.server";
import { adminCategoriesCopy } from "~content/blog-categories";

const copy = adminCategoriesCopy.editor;

/** Why a name was refused, in the words the form shows. */
function takenMessage(result: Exclude<CategorySaveResult, { ok: true }>, name: string) {
  if (result.reason === "reserved") return copy.reserved(name);
  if (result.reason === "alias-taken") return copy.aliasTaken(result.category);
  return copy.nameTaken;
}

/**
 * The category form's one action (new and rename). Refused (empty, too long, a name taken),
 * the page comes back with the name as typed and a Portuguese message; saved, the list with a
 * toast. A rename takes the category's posts with it (ADR 0043).
 */
export async function handleCategoryEditor(request: Request, categoryId?: number) {
  await requireAdminAction(request);
  const form = await readForm(request);
  const values = typedValues(form, emptyCategoryValues, CATEGORY_LIMITS);
  const refuse = refusalOf<CategoryEditorReply>(CATEGORY_FORM_ID, values);
  const parsed = await parseFormData(form, categorySchema);
  if (parsed.error) {
    return refuse(400, parsed.error.fieldErrors, categoryRefusal(parsed.error.fieldErrors));
  }
  let result: CategorySaveResult | undefined;
  try {
    result = categoryId
      ? await renameCategory(categoryId, parsed.data.name)
      : await createCategory(parsed.data.name);
  } catch (error) {
    logger.error({ err: error }, "falha ao salvar categoria");
    return refuse(500, {}, copy.saveError);
  }
  if (!result) throw await redirectNotFound(categoriesType);
  if (!result.ok) {
    const message = takenMessage(result, parsed.data.name);
    return refuse(409, { name: message }, message);
  }
  return redirectWithToast(categoriesType.list, {
    title: categoryId ? copy.updated : copy.created,
    variant: "success",
  });
}
