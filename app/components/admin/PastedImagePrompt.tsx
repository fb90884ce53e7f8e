import { adminImagesCopy } from "~content/admin-images";
import { inputClass, labelClass } from "../forms/styles";
import { secondaryButton } from "./styles";

const copy = adminImagesCopy;

/** An image pasted or dropped into the text: its alt text first, then 'Inserir' or 'Cancelar'. */
export function PastedImagePrompt({
  file,
  alt,
  onAlt,
  uploading,
  onConfirm,
  onCancel,
}: {
  file: File;
  alt: string;
  onAlt: (alt: string) => void;
  uploading: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <div
      role="dialog"
      aria-label={copy.pastedTitle}
      className="mt-3 rounded-lg border border-brand-200 bg-brand-50 p-3"
    >
      <label htmlFor="imagem-colada-alt" className={`block ${labelClass}`}>
        {copy.pastedAlt}
      </label>
      <p className="text-sm text-slate-600">{file.name}</p>
      <input
        id="imagem-colada-alt"
        // biome-ignore lint/a11y/noAutofocus: the dialog opened for this one field.
        autoFocus
        value={alt}
        maxLength={250}
        onChange={(event) => onAlt(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === "Enter") {
            event.preventDefault();
            onConfirm();
          }
          if (event.key === "Escape") onCancel();
        }}
        className={`mt-1 ${inputClass}`}
      />
      <div className="mt-3 flex gap-3">
        <button type="button" disabled={uploading} onClick={onConfirm} className={secondaryButton}>
          {uploading ? copy.uploading : copy.confirm}
        </button>
        <button type="button" onClick={onCancel} className={secondaryButton}>
          {copy.cancel}
        </button>
      </div>
    </div>
  );
}
