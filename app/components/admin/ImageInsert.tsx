import { useCallback, useRef, useState } from "react";
import { COVER_ACCEPT } from "~/lib/cover";
import type { PostEditorReply } from "~/lib/forms/post-schema";
import { useHydrated } from "~/lib/use-hydrated";
import { adminImagesCopy } from "~content/admin-images";
import { inputClass, labelClass } from "../forms/styles";
import { PastedImagePrompt } from "./PastedImagePrompt";
import { alertClass, fileInputClass, secondaryButton } from "./styles";
import { useImageUpload } from "./useImageUpload";
import { useTextareaImages } from "./useTextareaImages";

const copy = adminImagesCopy;

/**
 * 'Inserir imagem' of the post editor (ADR 0016). Without JavaScript the file and its alt text
 * go with the editor's form (intent=insert-image) and the server gives the form back with the
 * Markdown inserted at the cursor (a hidden field) or at the end. With JavaScript the file is
 * sent alone to /admin/posts/cover (same checks as covers) and inserted in place; an image
 * pasted or dropped into the text asks for its alt text first.
 */
export function ImageInsert({
  content,
  onContent,
  reply,
}: {
  content: string;
  onContent: (next: string) => void;
  reply?: PostEditorReply;
}) {
  const hydrated = useHydrated();
  const box = useRef<HTMLFieldSetElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const [cursor, setCursor] = useState<number>();
  const [alt, setAlt] = useState(reply?.imageInsert?.alt ?? "");
  const [pasted, setPasted] = useState<File>();
  const [pastedAlt, setPastedAlt] = useState("");

  const textarea = useCallback(
    () => box.current?.form?.querySelector<HTMLTextAreaElement>('textarea[name="content"]'),
    [],
  );
  const { send, uploading, error, setError, done } = useImageUpload({
    content,
    onContent,
    cursor: () => textarea()?.selectionStart ?? cursor,
    onInserted: () => {
      setAlt("");
      setPasted(undefined);
      setPastedAlt("");
      if (fileInput.current) fileInput.current.value = "";
    },
  });

  useTextareaImages({ enabled: hydrated, textarea, onCursor: setCursor, onImage: setPasted });

  const shownError = error ?? reply?.imageInsert?.error;
  const inserted = done || reply?.imageInsert?.inserted;

  return (
    <fieldset ref={box} className="rounded-xl border border-slate-200 p-4">
      <legend className="px-1 font-semibold text-ink">{copy.insertTitle}</legend>
      <p id="imagem-texto-dica" className="text-sm text-slate-600">
        {copy.insertHint}
      </p>
      {pasted ? (
        <PastedImagePrompt
          file={pasted}
          alt={pastedAlt}
          onAlt={setPastedAlt}
          uploading={uploading}
          onConfirm={() => send(pasted, pastedAlt)}
          onCancel={() => setPasted(undefined)}
        />
      ) : null}
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor="imagem-texto-arquivo" className={`block ${labelClass}`}>
            {copy.file}
          </label>
          <input
            ref={fileInput}
            id="imagem-texto-arquivo"
            name={hydrated ? undefined : "bodyImage"}
            type="file"
            accept={COVER_ACCEPT}
            aria-describedby="imagem-texto-dica"
            className={`mt-1 ${fileInputClass}`}
          />
        </div>
        <div>
          <label htmlFor="imagem-texto-alt" className={`block ${labelClass}`}>
            {copy.alt}
          </label>
          <input
            id="imagem-texto-alt"
            name={hydrated ? undefined : "bodyImageAlt"}
            value={alt}
            maxLength={250}
            aria-required="true"
            aria-describedby="imagem-texto-alt-dica"
            onChange={(event) => setAlt(event.target.value)}
            onKeyDown={(event) => {
              // Enter here inserts the image; it does not save the post.
              if (event.key === "Enter" && hydrated) {
                event.preventDefault();
                const file = fileInput.current?.files?.[0];
                if (file) send(file, alt);
                else setError(copy.fileMissing);
              }
            }}
            className={`mt-1 ${inputClass}`}
          />
          <p id="imagem-texto-alt-dica" className="mt-1 text-sm text-slate-600">
            {copy.altHint}
          </p>
        </div>
      </div>
      <input type="hidden" name="bodyImageCursor" value={cursor ?? ""} />
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <button
          type="submit"
          name="intent"
          value="insert-image"
          formNoValidate
          disabled={uploading}
          onClick={(event) => {
            if (!hydrated) return;
            event.preventDefault();
            const file = fileInput.current?.files?.[0];
            if (file) send(file, alt);
            else setError(copy.fileMissing);
          }}
          className={secondaryButton}
        >
          {uploading && !pasted ? copy.uploading : copy.insert}
        </button>
        {shownError ? (
          <p role="alert" className={`${alertClass} py-2`}>
            {shownError}
          </p>
        ) : inserted ? (
          <p role="status" className="text-emerald-800">
            {copy.inserted}
          </p>
        ) : null}
      </div>
    </fieldset>
  );
}
