import { useCallback, useState } from "react";
import { materialsType } from "~/lib/admin-content-types";
import {
  MATERIAL_FORM_ID,
  type MaterialEditorReply,
  type MaterialFormValues,
  materialCategoryOptions,
  materialRefusal,
  materialSchema,
  materialTypeOptions,
} from "~/lib/forms/material-schema";
import { slugify } from "~/lib/slug";
import { adminMaterialsCopy } from "~content/admin-materials";
import { SelectField, TextAreaField } from "../forms/ChoiceFields";
import { TextField } from "../forms/Fields";
import { CoverPicker } from "./CoverPicker";
import { EditorForm, SaveOrCancel } from "./EditorParts";
import { type CurrentMaterialContent, MaterialFileField } from "./MaterialFileField";
import { useAdminForm } from "./useAdminForm";

const copy = adminMaterialsCopy.editor;

/**
 * The material form of /admin/materiais/novo and /admin/materiais/editar/{id}: `materialSchema`
 * checked in the browser through rvf (the chosen file included) and again by the action, which
 * alone judges the file's bytes, stores it and finds a slug taken. Works without JavaScript:
 * the page comes back with every value and each field's message.
 */
export function MaterialEditor({
  creating,
  initial,
  reply,
  current,
}: {
  creating: boolean;
  initial: MaterialFormValues;
  reply?: MaterialEditorReply;
  current: CurrentMaterialContent;
}) {
  const { form, formRef, message, values } = useAdminForm({
    id: MATERIAL_FORM_ID,
    schema: materialSchema,
    initial,
    refusal: materialRefusal,
    reply,
  });
  // Creating, the slug follows the title until someone writes one.
  const [slugFollows, setSlugFollows] = useState(creating && !values.slug);

  const image = form.value("image") ?? "";
  const onCover = useCallback(
    (url: string) => formRef.current?.setValue("image", url),
    [formRef.current?.setValue],
  );
  const title = creating ? copy.newTitle : copy.editTitle;

  return (
    <EditorForm form={form} message={message} label={title}>
      <TextField
        form={form}
        name="title"
        label={copy.title}
        required
        onChange={
          slugFollows ? (event) => form.setValue("slug", slugify(event.target.value)) : undefined
        }
      />
      <TextField
        form={form}
        name="slug"
        label={copy.slug}
        hint={creating ? copy.slugHintNew : copy.slugHintEdit}
        onChange={creating ? (event) => setSlugFollows(event.target.value === "") : undefined}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          form={form}
          name="type"
          label={copy.type}
          required
          options={materialTypeOptions}
        />
        <SelectField
          form={form}
          name="category"
          label={copy.category}
          required
          options={materialCategoryOptions}
        />
      </div>
      <TextAreaField form={form} name="description" label={copy.description} required rows={5} />
      <CoverPicker
        label={copy.cover}
        image={image}
        onChange={onCover}
        error={reply?.fieldErrors.cover}
      />

      <fieldset className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
        <legend className="px-1 text-base font-semibold text-ink">
          {copy.contentLegend}
          <span className="text-red-700" aria-hidden="true">
            {" "}
            *
          </span>
        </legend>
        <div className="space-y-4">
          {current.kind === "file" ? null : (
            <p className="text-sm text-slate-600">{copy.contentIntro}</p>
          )}
          <MaterialFileField form={form} reply={reply} current={current} />
          <TextField
            form={form}
            name="externalUrl"
            label={copy.link}
            type="url"
            inputMode="url"
            placeholder={copy.linkPlaceholder}
            hint={current.kind === "link" ? copy.currentLinkNote : copy.linkHint}
          />
        </div>
      </fieldset>

      <SaveOrCancel list={materialsType.list} copy={copy} />
    </EditorForm>
  );
}
