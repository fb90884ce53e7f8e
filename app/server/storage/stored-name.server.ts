const MAX_STEM = 80;

/** Every name storedName() can return; the /uploads route serves nothing else. */
// Processed images add `.{W}x{H}.w{w}` before the extension (ADR 0016).
const STORED_NAME =
  /^\d{13}_([A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)*?)(?:\.\d{1,5}x\d{1,5}\.w\d{1,5})?\.(?:jpg|png|webp|avif|gif)$/;

export const isStoredName = (name: string) => {
  if (name.length > 140) return false;
  const stem = STORED_NAME.exec(name)?.[1];
  return stem !== undefined && stem.length <= MAX_STEM;
};

/**
 * The spec's name (timestamp, then the original name with spaces as underscores), made safe:
 * base name only, ASCII letters, digits, `._-`, no `..`, bounded length, and the extension of
 * the type found in the bytes, whatever the original one was.
 */
export function storedName(original: string, ext: string, now = Date.now()): string {
  const base = original.split(/[\\/]/).pop() ?? "";
  const stem = base
    .replace(/\.[A-Za-z0-9]{1,5}$/, "")
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/\s+/g, "_")
    .replace(/[^A-Za-z0-9._-]/g, "")
    .replace(/\.{2,}/g, ".")
    .slice(0, MAX_STEM)
    .replace(/^\.+|\.+$/g, "");
  return `${now}_${stem || "capa"}.${ext}`;
}
