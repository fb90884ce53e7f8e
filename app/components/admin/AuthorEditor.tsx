import { type FormApi, useForm } from "@rvf/react-router";
import { useCallback, useRef, useState } from "react";
import { Link, useNavigation } from "react-router";
import {
  AUTHOR_FORM_ID,
  type AuthorEditorReply,
  type AuthorFormInput,
  type AuthorFormValues,
  authorRefusal,
  authorSchema,
} from "~/lib/forms/author-schema";
import { useHydrated } from "~/lib/use-hydrated";
import { adminAuthorsCopy } from "~content/authors";
import { SelectField, TextAreaField, TextField } from "../forms/Fields";
import { validationBehavior } from "../forms/styles";
import { CoverPicker } from "./CoverPicker";
import { alertClass, primaryButton, secondaryButton } from "./styles";

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
  const hydrated = useHydrated();
  const saving = useNavigation().state === "submitting";
  const [refused, setRefused] = useState<{ message: string; reply?: AuthorEditorReply }>();
  const formRef = useRef<FormApi<AuthorFormInput>>(null);
  const form = useForm({
    id: AUTHOR_FORM_ID,
    schema: authorSchema,
    method: "post",
    encType: "multipart/form-data",
    defaultValues: reply?.repopulateFields ?? initial,
    validationBehaviorConfig: validationBehavior,
    onInvalidSubmit: () => {
      const errors = formRef.current?.transient.formState.fieldErrors ?? {};
      setRefused({ message: authorRefusal(errors), reply });
    },
  });
  formRef.current = form;
  const avatar = form.value("avatar") ?? "";
  const onAvatar = useCallback((url: string) => formRef.current?.setValue("avatar", url), []);
  const message = refused && refused.reply === reply ? refused.message : reply?.message;
  const title = creating ? copy.newTitle : copy.editTitle;

  return (
    <form
      {...form.getFormProps()}
      method="post"
      encType="multipart/form-data"
      noValidate={hydrated}
      className="max-w-3xl space-y-6"
      aria-label={title}
    >
      {message ? (
        <p role="alert" className={alertClass}>
          {message}
        </p>
      ) : null}
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
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" disabled={saving} className={primaryButton}>
          {saving ? copy.saving : copy.save}
        </button>
        <Link to="/admin/autores" className={secondaryButton}>
          {copy.cancel}
        </Link>
      </div>
    </form>
  );
}
