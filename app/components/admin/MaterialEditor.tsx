import { type FormApi, useForm } from "@rvf/react-router";
import { useCallback, useRef, useState } from "react";
import { Link, useNavigation } from "react-router";
import {
  MATERIAL_FORM_ID,
  type MaterialEditorReply,
  type MaterialFormInput,
  type MaterialFormValues,
  materialCategoryOptions,
  materialRefusal,
  materialSchema,
  materialTypeOptions,
} from "~/lib/forms/material-schema";
import { formatFileSize, MATERIAL_FILE_ACCEPT } from "~/lib/material-file";
import { slugify } from "~/lib/slug";
import { useHydrated } from "~/lib/use-hydrated";
import { adminMaterialsCopy } from "~content/admin-materials";
import {
  type AnyForm,
  describedBy,
  Label,
  Messages,
  SelectField,
  TextAreaField,
  TextField,
  useFieldError,
  useFieldIds,
} from "../forms/Fields";
import { validationBehavior } from "../forms/styles";
import { CoverPicker } from "./CoverPicker";
import { alertClass, fileInputClass, primaryButton, secondaryButton } from "./styles";

const copy = adminMaterialsCopy.editor;

/** What the material being edited is now, as the form shows it (never where the file is). */
export type CurrentMaterialContent =
  | { kind: "file"; name: string; size: number }
  | { kind: "link" }
  | { kind: "none" };

const noteClass = "rounded-lg border p-3 text-sm";

/**
 * The file input itself. Without JavaScript, the browser's own; with it, the input is hidden
 * behind a button in Portuguese, and the chosen file's name and size show beside it.
 */
function FileInput({
  form,
  ids,
  error,
}: {
  form: AnyForm;
  ids: ReturnType<typeof useFieldIds>;
  error?: string | null;
}) {
  const hydrated = useHydrated();
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<{ name: string; size: number }>();
  return (
    <>
      <input
        {...form.getInputProps("file", {
          id: ids.id,
          ref: input,
          type: "file",
          accept: MATERIAL_FILE_ACCEPT,
          tabIndex: hydrated ? -1 : undefined,
          onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
            const file = event.target.files?.[0];
            setChosen(file ? { name: file.name, size: file.size } : undefined);
          },
          "aria-invalid": error ? true : undefined,
          "aria-describedby": describedBy(error, copy.fileHint, ids),
        })}
        className={hydrated ? "sr-only" : `mt-1.5 ${fileInputClass}`}
      />
      {hydrated ? (
        <div className="mt-1.5 flex flex-wrap items-center gap-x-3 gap-y-1">
          <button
            type="button"
            onClick={() => input.current?.click()}
            aria-describedby={describedBy(error, copy.fileHint, ids)}
            className={secondaryButton}
          >
            {chosen ? copy.fileChange : copy.fileChoose}
          </button>
          {chosen ? (
            <>
              <span className="text-sm break-words text-ink">
                {chosen.name} ({formatFileSize(chosen.size)})
              </span>
              <button
                type="button"
                onClick={() => {
                  form.setValue("file", null);
                  if (input.current) input.current.value = "";
                  setChosen(undefined);
                }}
                className="min-h-11 px-2 text-sm font-medium text-red-700 hover:underline"
              >
                {copy.fileRemove}
              </button>
            </>
          ) : (
            <span className="text-sm text-slate-600">{copy.fileNone}</span>
          )}
        </div>
      ) : null}
    </>
  );
}

/**
 * 'Arquivo': the native file input, sent with the form with or without JavaScript. A file kept
 * from a refused post ('Arquivo já enviado') travels as a signed token in a hidden field; the
 * input is emptied (remounted) whenever a new one comes back, so the file is not sent twice.
 */
function MaterialFileField({
  form,
  reply,
  current,
}: {
  form: AnyForm;
  reply?: MaterialEditorReply;
  current: CurrentMaterialContent;
}) {
  const ids = useFieldIds("file");
  const error = useFieldError(form, "file");
  const pendingToken = reply?.repopulateFields.pendingFile ?? "";
  const pending = pendingToken ? reply?.pending : undefined;
  return (
    <div className="space-y-3">
      {pending ? (
        <div
          role="status"
          className={`${noteClass} border-emerald-200 bg-emerald-50 text-emerald-900`}
        >
          <p className="font-semibold break-words">
            {copy.pendingFile(pending.name)} ({formatFileSize(pending.size)})
          </p>
          <p className="mt-1">{copy.pendingFileNote}</p>
          <label className="mt-1 flex min-h-11 items-center gap-2">
            <input type="checkbox" name="discardPendingFile" className="h-5 w-5 accent-brand-700" />
            {copy.discardPending}
          </label>
        </div>
      ) : current.kind === "file" ? (
        <div className={`${noteClass} border-slate-200 bg-slate-50 text-slate-700`}>
          <p className="font-semibold break-words text-ink">
            {copy.currentFile(current.name, formatFileSize(current.size))}
          </p>
          <p className="mt-1">{copy.currentFileNote}</p>
        </div>
      ) : null}
      <input type="hidden" name="pendingFile" value={pendingToken} />
      <input
        type="hidden"
        name="pendingFileName"
        value={pending ? (reply?.repopulateFields.pendingFileName ?? "") : ""}
      />
      <input type="hidden" name="currentFile" value={current.kind === "file" ? "1" : ""} />
      <div>
        <Label htmlFor={ids.id} label={copy.file} />
        <FileInput key={pendingToken} form={form} ids={ids} error={error} />
        <Messages error={error} hint={copy.fileHint} {...ids} />
      </div>
    </div>
  );
}

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
  const hydrated = useHydrated();
  const saving = useNavigation().state === "submitting";
  // A refusal of the browser's check, shown until the server answers again.
  const [refused, setRefused] = useState<{ message: string; reply?: MaterialEditorReply }>();
  const values = reply?.repopulateFields ?? initial;
  // Creating, the slug follows the title until someone writes one.
  const [slugFollows, setSlugFollows] = useState(creating && !values.slug);

  const formRef = useRef<FormApi<MaterialFormInput>>(null);
  const form = useForm({
    id: MATERIAL_FORM_ID,
    schema: materialSchema,
    method: "post",
    encType: "multipart/form-data",
    defaultValues: values,
    validationBehaviorConfig: validationBehavior,
    onInvalidSubmit: () => {
      const errors = formRef.current?.transient.formState.fieldErrors ?? {};
      setRefused({ message: materialRefusal(errors), reply });
    },
  });
  formRef.current = form;

  const image = form.value("image") ?? "";
  const onCover = useCallback((url: string) => formRef.current?.setValue("image", url), []);
  const message = refused && refused.reply === reply ? refused.message : reply?.message;
  const title = creating ? copy.newTitle : copy.editTitle;

  return (
    <form
      {...form.getFormProps()}
      method="post"
      encType="multipart/form-data"
      // Without JavaScript the browser's own check runs first; with it, the schema's messages.
      noValidate={hydrated}
      className="max-w-3xl space-y-6"
      aria-label={title}
    >
      {message ? (
        <p role="alert" className={alertClass}>
          {message}
        </p>
      ) : null}
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

      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" disabled={saving} className={primaryButton}>
          {saving ? copy.saving : copy.save}
        </button>
        <Link to="/admin/materiais" className={secondaryButton}>
          {copy.cancel}
        </Link>
      </div>
    </form>
  );
}
