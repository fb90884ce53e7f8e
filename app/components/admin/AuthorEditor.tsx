import { useCallback } from "react";
import { authorsType } from "~/lib/admin-content-types";
import {
  AUTHOR_FORM_ID,
  type AuthorEditorReply,
  type AuthorFormValues,
  authorRefusal,
  authorSchema,
} from "~/lib/forms/author-schema";
import { adminAuthorsCopy } from "~content/authors";
import { SelectField, TextAreaField } from "../forms/ChoiceFields";
import { TextField } from "../forms/Fields";
import { CoverPicker } from "./CoverPicker";
import { EditorForm, SaveOrCancel } from "./EditorParts";
import { useAdminForm } from "./useAdminForm";

const copy = adminAuthorsCopy.editor;

/**
 * The author form of /admin/autores/novo and /admin/autores/editar/{id}: name, role, short
 * bio, photo (uploaded like a post's cover) and the admin user whose new posts it signs.
 */
export function AuthorEditor({
  creating,
  initial,
  reply,
  admins,
}: {
  creating: boolean;
  initial: AuthorFormValues;
  reply?: AuthorEditorReply;
  admins: { id: number; username: string }[];
}) {
  const { form, formRef, message } = useAdminForm({
    id: AUTHOR_FORM_ID,
    schema: authorSchema,
    initial,
    refusal: authorRefusal,
    reply,
  });
  const avatar = form.value("avatar") ?? "";
  const onAvatar = useCallback(
    (url: string) => formRef.current?.setValue("avatar", url),
    [formRef.current?.setValue],
  );
  const title = creating ? copy.newTitle : copy.editTitle;

  return (
    <EditorForm form={form} message={message} label={title}>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField form={form} name="name" label={copy.name} required autoComplete="off" />
        <TextField form={form} name="role" label={copy.role} autoComplete="off" />
      </div>
      <TextAreaField form={form} name="bio" label={copy.bio} rows={4} hint={copy.bioHint(500)} />
      <CoverPicker
        label={copy.avatar}
        image={avatar}
        onChange={onAvatar}
        error={reply?.fieldErrors.avatarFile}
        field="avatar"
        fileField="avatarFile"
        hint={copy.avatarHint}
        round
      />
      <SelectField
        form={form}
        name="adminId"
        label={copy.admin}
        hint={copy.adminHint}
        placeholder={copy.noAdmin}
        options={admins.map((admin) => ({ value: String(admin.id), label: admin.username }))}
      />
      <SaveOrCancel list={authorsType.list} copy={copy} />
    </EditorForm>
  );
}
