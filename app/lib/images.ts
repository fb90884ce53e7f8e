// Shared by pages (browser and server) and the image pipeline: no server imports here (ADR 0016).

/** Widths made of every uploaded image, never above the original's (which is added if smaller). */
export const IMAGE_WIDTHS = [400, 800, 1200, 1600] as const;
const MAX_WIDTH = 1600;

/** The formats made of each width, best first: `<source>`s for AVIF and WebP, `<img>` for JPEG. */
export const IMAGE_FORMATS = [
  { ext: "avif", type: "image/avif" },
  { ext: "webp", type: "image/webp" },
  { ext: "jpg", type: "image/jpeg" },
] as const;
type Ext = (typeof IMAGE_FORMATS)[number]["ext"];

/** The widths made of an image `width` pixels wide (after orientation). */
export function variantWidths(width: number) {
  const largest = Math.min(width, MAX_WIDTH);
  return [...IMAGE_WIDTHS.filter((w) => w < largest), largest];
}

/**
 * A processed image's file names: `{base}.{W}x{H}.w{w}.{ext}`, where W×H is the largest variant
 * (the image's own size, capped at 1600 wide). The JPEG of width W is the image's address.
 */
export const variantName = (base: string, width: number, height: number, w: number, ext: Ext) =>
  `${base}.${width}x${height}.w${w}.${ext}`;

// `/uploads/{name}` or a Supabase public object; the base is a stored name (timestamp first).
const PROCESSED =
  /^((?:\/uploads\/|https:\/\/[^\s"'<>?#]+\/storage\/v1\/object\/public\/[^\s"'<>?#]+\/)\d{13}_[A-Za-z0-9._-]+)\.(\d{1,5})x(\d{1,5})\.w(\d{1,5})\.jpg$/;

export interface ProcessedImage {
  src: string;
  width: number;
  height: number;
  /** `srcset` per format, in IMAGE_FORMATS' order. */
  sources: { type: string; srcset: string }[];
}

/** What a page needs for `<picture>`, read from the address itself; null for any other image. */
export function processedImage(url: string | null | undefined): ProcessedImage | null {
  if (!url || url.length > 600 || url.includes("..")) return null;
  const match = PROCESSED.exec(url);
  if (!match) return null;
  const [, base, w, h, own] = match as unknown as [string, string, string, string, string];
  const width = Number(w);
  const height = Number(h);
  if (Number(own) !== width || width < 1 || height < 1 || width > MAX_WIDTH) return null;
  const widths = variantWidths(width);
  return {
    src: url,
    width,
    height,
    sources: IMAGE_FORMATS.map(({ ext, type }) => ({
      type,
      srcset: widths.map((v) => `${variantName(base, width, height, v, ext)} ${v}w`).join(", "),
    })),
  };
}

/**
 * `sizes` for an image `phone` wide on phones and `desktop` (a media condition and a width)
 * above: a phone of 3× density is given the file a 2× one gets, a sharpness nobody sees at that
 * size for half the bytes (ADR 0016).
 */
export const sizesUpTo2x = (desktop: string, phone: string) =>
  `${desktop}, (min-resolution: 2.5dppx) calc((${phone}) * 2 / 3), ${phone}`;

/** What a page's largest paint carries: fetched at once and ahead of the rest (ADR 0016, 0022). */
export const PRIORITY_IMAGE = {
  loading: "eager",
  fetchPriority: "high",
} as const;
