import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { COVER_ACCEPT, type CoverUploadReply, sendCoverImage } from "~/lib/cover";
import { showToast } from "~/lib/toast-store";
import { useHydrated } from "~/lib/use-hydrated";
import { adminCopy } from "~content/admin";
import { labelClass } from "../forms/styles";
import { fileInputClass, secondaryButton } from "./styles";

const copy = adminCopy.editor;

/**
 * 'Imagem de Capa' (the material form's 'Capa'). With JavaScript the file is sent as soon as it is chosen and the form keeps
 * only its address; without, the native picker sends the file with the form.
 */
export function CoverPicker({
  image,
  onChange,
  error,
  label = "Imagem de Capa",
  field = "image",
  fileField = "cover",
  hint = copy.coverHint,
  round = false,
}: {
  image: string;
  onChange: (url: string) => void;
  error?: string;
  label?: string;
  /** The hidden field with the address, and the file field without JavaScript (a second picker). */
  field?: string;
  fileField?: string;
  hint?: string;
  /** A portrait (an author's photo): previewed square, in a circle. */
  round?: boolean;
}) {
  // The first picker keeps its historical names; another one's are made from its field.
  const first = fileField === "cover";
  const ids = first
    ? { label: "capa-rotulo", hint: "capa-dica", remove: "removeCover", key: "capa-do-post" }
    : {
        label: `${fileField}-rotulo`,
        hint: `${fileField}-dica`,
        remove: `remove-${fileField}`,
        key: `imagem-${fileField}`,
      };
  const hydrated = useHydrated();
  const input = useRef<HTMLInputElement>(null);
  const upload = useFetcher<CoverUploadReply>({ key: ids.key });
  const uploading = upload.state !== "idle";
  const reply = upload.state === "idle" ? upload.data : undefined;

  useEffect(() => {
    if (!reply) return;
    if ("url" in reply) {
      onChange(reply.url);
      showToast({ title: reply.message, variant: "success" });
    } else {
      showToast({ title: copy.coverError, description: reply.error, variant: "error" });
    }
    if (input.current) input.current.value = "";
  }, [reply, onChange]);

  const shownError = reply && "error" in reply ? reply.error : error;
  return (
    <div>
      <span id={ids.label} className={`block ${labelClass}`}>
        {label}
      </span>
      {image ? (
        <img
          src={image}
          alt={first ? "Pré-visualização da capa" : `Pré-visualização: ${label}`}
          width={round ? 96 : 240}
          height={round ? 96 : 120}
          className={`mt-2 border border-slate-200 bg-slate-100 object-cover ${round ? "h-24 w-24 rounded-full" : "aspect-[2/1] w-60 rounded-lg"}`}
        />
      ) : null}
      <input type="hidden" name={field} value={image} />
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <input
          ref={input}
          id={fileField}
          name={hydrated ? undefined : fileField}
          type="file"
          accept={COVER_ACCEPT}
          aria-labelledby={ids.label}
          aria-describedby={ids.hint}
          className={hydrated ? "sr-only" : fileInputClass}
          tabIndex={hydrated ? -1 : undefined}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            if (file) sendCoverImage(upload, file);
          }}
        />
        {hydrated ? (
          <button
            type="button"
            disabled={uploading}
            onClick={() => input.current?.click()}
            className={secondaryButton}
          >
            {uploading ? copy.coverUploading : image ? copy.coverChange : copy.coverChoose}
          </button>
        ) : null}
        {image ? (
          hydrated ? (
            <button
              type="button"
              onClick={() => onChange("")}
              className="min-h-11 px-2 text-sm font-medium text-red-700 hover:underline"
            >
              {copy.coverRemove}
            </button>
          ) : (
            <label className="flex min-h-11 items-center gap-2 text-sm">
              <input type="checkbox" name={ids.remove} className="h-5 w-5" />
              {copy.coverRemove}
            </label>
          )
        ) : null}
      </div>
      <p id={ids.hint} className="mt-1 text-sm text-slate-600">
        {hint}
      </p>
      {shownError ? (
        <p role="alert" className="mt-1 text-sm text-red-700">
          {shownError}
        </p>
      ) : null}
    </div>
  );
}
