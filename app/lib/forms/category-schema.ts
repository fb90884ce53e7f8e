// The blog category form of /admin/categorias (ADR 0043): one name, checked in the browser
// through rvf and again by the action; whether the name is free only the action knows.
import * as z from "zod/mini";
import { adminCategoriesCopy } from "~content/blog-categories";
import { CATEGORY_NAME_MAX } from "../blog";
import { textChecks } from "./text-checks";

const copy = adminCategoriesCopy.editor;

/** Also the `<form>`'s id, which rvf's inputs name in `form=`: unique in the page. */
export const CATEGORY_FORM_ID = "category-editor";

export interface CategoryFormValues {
  name: string;
}

export const emptyCategoryValues: CategoryFormValues = { name: "" };

/** The longest value of each field, in characters. */
export const CATEGORY_LIMITS: Record<keyof CategoryFormValues, number> = {
  name: CATEGORY_NAME_MAX,
};

const { requiredText, anyTooLong } = textChecks(CATEGORY_LIMITS, copy.tooLong);

/** A name required, its spaces tidied ('  Growth   B2B ' is 'Growth B2B'). */
export const categorySchema = z.pipe(
  z.object({ name: requiredText("name", copy.missing) }),
  z.transform((category) => ({ name: category.name.trim().replace(/\s+/g, " ") })),
);

/** The message above the form for a refusal: too long, else missing. */
export const categoryRefusal = (fieldErrors: Record<string, string>) =>
  anyTooLong(fieldErrors) ? copy.tooLongSummary : copy.missing;

/** What the category form's action answers when it does not redirect (rvf's shape). */
export interface CategoryEditorReply {
  formId: typeof CATEGORY_FORM_ID;
  fieldErrors: Record<string, string>;
  repopulateFields: CategoryFormValues;
  message?: string;
}
