import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { COVER_ACCEPT, type CoverUploadReply } from "~/lib/cover";
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
}: {
  image: string;
  onChange: (url: string) => void;
  error?: string;
  label?: string;
}) {
  const hydrated = useHydrated();
  const input = useRef<HTMLInputElement>(null);
  const upload = useFetcher<CoverUploadReply>({ key: "capa-do-post" });
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
      <span id="capa-rotulo" className={`block ${labelClass}`}>
        {label}
      </span>
      {image ? (
        <img
          src={image}
          alt="Pré-visualização da capa"
          width={240}
          height={120}
          className="mt-2 aspect-[2/1] w-60 rounded-lg border border-slate-200 bg-slate-100 object-cover"
        />
      ) : null}
      <input type="hidden" name="image" value={image} />
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <input
          ref={input}
          id="cover"
          name={hydrated ? undefined : "cover"}
          type="file"
          accept={COVER_ACCEPT}
          aria-labelledby="capa-rotulo"
          aria-describedby="capa-dica"
          className={hydrated ? "sr-only" : fileInputClass}
          tabIndex={hydrated ? -1 : undefined}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            if (!file) return;
            const body = new FormData();
            body.set("cover", file);
            upload.submit(body, {
              method: "post",
              action: "/admin/posts/cover",
              encType: "multipart/form-data",
            });
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
              <input type="checkbox" name="removeCover" className="h-5 w-5" />
              {copy.coverRemove}
            </label>
          )
        ) : null}
      </div>
      <p id="capa-dica" className="mt-1 text-sm text-slate-600">
        {copy.coverHint}
      </p>
      {shownError ? (
        <p role="alert" className="mt-1 text-sm text-red-700">
          {shownError}
        </p>
      ) : null}
    </div>
  );
}
