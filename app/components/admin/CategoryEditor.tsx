import { categoriesType } from "~/lib/admin-content-types";
import { CATEGORY_NAME_MAX } from "~/lib/blog";
import {
  CATEGORY_FORM_ID,
  type CategoryEditorReply,
  type CategoryFormValues,
  categoryRefusal,
  categorySchema,
} from "~/lib/forms/category-schema";
import { adminCategoriesCopy } from "~content/blog-categories";
import { TextField } from "../forms/Fields";
import { EditorForm, SaveOrCancel } from "./EditorParts";
import { useAdminForm } from "./useAdminForm";

const copy = adminCategoriesCopy.editor;

/**
 * The category form of /admin/categorias/nova and /admin/categorias/editar/{id}: its name.
 * Renaming says how many posts take the new name with it (`posts`).
 */
export function CategoryEditor({
  creating,
  initial,
  reply,
  posts = 0,
}: {
  creating: boolean;
  initial: CategoryFormValues;
  reply?: CategoryEditorReply;
  posts?: number;
}) {
  const { form, message } = useAdminForm({
    id: CATEGORY_FORM_ID,
    schema: categorySchema,
    initial,
    refusal: categoryRefusal,
    reply,
  });
  return (
    <EditorForm
      form={form}
      message={message}
      label={creating ? copy.newTitle : copy.editTitle}
      className="max-w-xl space-y-6"
    >
      <TextField
        form={form}
        name="name"
        label={copy.name}
        required
        autoComplete="off"
        hint={
          creating
            ? copy.nameHint(CATEGORY_NAME_MAX)
            : `${copy.nameHint(CATEGORY_NAME_MAX)} ${copy.renameHint(posts)}`
        }
      />
      <SaveOrCancel list={categoriesType.list} copy={copy} />
    </EditorForm>
  );
}
