import { useRef, useState } from "react";
import type { MaterialEditorReply } from "~/lib/forms/material-schema";
import { formatFileSize, MATERIAL_FILE_ACCEPT } from "~/lib/material-file";
import { useHydrated } from "~/lib/use-hydrated";
import { adminMaterialsCopy } from "~content/admin-materials";
import {
  type AnyForm,
  describedBy,
  Label,
  Messages,
  useFieldError,
  useFieldIds,
} from "../forms/Fields";
import { fileInputClass, secondaryButton } from "./styles";

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
export function MaterialFileField({
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
