import { useEffect } from "react";

/**
 * The post's text area, watched: where its cursor is (an image goes in there), and an image
 * pasted or dropped into it, which is handed over instead of landing as text.
 */
export function useTextareaImages({
  enabled,
  textarea,
  onCursor,
  onImage,
}: {
  enabled: boolean;
  textarea: () => HTMLTextAreaElement | null | undefined;
  onCursor: (position: number) => void;
  onImage: (file: File) => void;
}) {
  useEffect(() => {
    const area = textarea();
    if (!enabled || !area) return;
    const track = () => onCursor(area.selectionStart);
    const imageOf = (list?: FileList | null) =>
      [...(list ?? [])].find((file) => file.type.startsWith("image/"));
    const onPaste = (event: ClipboardEvent) => {
      const file = imageOf(event.clipboardData?.files);
      if (!file) return;
      event.preventDefault();
      track();
      onImage(file);
    };
    const onDragOver = (event: DragEvent) => {
      if (event.dataTransfer?.types.includes("Files")) event.preventDefault();
    };
    const onDrop = (event: DragEvent) => {
      const file = imageOf(event.dataTransfer?.files);
      if (!file) return;
      event.preventDefault();
      track();
      onImage(file);
    };
    const events = ["select", "keyup", "click", "input"] as const;
    for (const name of events) area.addEventListener(name, track);
    area.addEventListener("paste", onPaste);
    area.addEventListener("dragover", onDragOver);
    area.addEventListener("drop", onDrop);
    return () => {
      for (const name of events) area.removeEventListener(name, track);
      area.removeEventListener("paste", onPaste);
      area.removeEventListener("dragover", onDragOver);
      area.removeEventListener("drop", onDrop);
    };
  }, [enabled, textarea, onCursor, onImage]);
}
