import sharp from "sharp";
import { IMAGE_FORMATS, variantName, variantWidths } from "~/lib/images";

/** A photo above this many pixels is not an editor's image (a 24 MP camera is 6000×4000). */
const MAX_INPUT_PIXELS = 40_000_000;

export interface ProcessedFiles {
  /** The JPEG of the largest width: the image's address once stored. */
  main: string;
  width: number;
  height: number;
  files: { name: string; bytes: Uint8Array; mime: string }[];
}

const encoders = {
  // Effort 4: a third smaller than effort 2 for about a second more per photo (ADR 0016).
  // 4:2:0 like every photo codec (sharp's default is 4:4:4): a third fewer bytes, and faster,
  // for colour detail no eye resolves at a photo's scale (issue 20: the LCP image of /blog).
  avif: (image: sharp.Sharp) => image.avif({ quality: 45, effort: 4, chromaSubsampling: "4:2:0" }),
  webp: (image: sharp.Sharp) => image.webp({ quality: 72, effort: 4 }),
  jpg: (image: sharp.Sharp) => image.jpeg({ quality: 76, mozjpeg: true, progressive: true }),
} as const;

/**
 * One image through the pipeline (ADR 0016): oriented by its EXIF, converted to sRGB, every
 * metadata block dropped (sharp keeps none unless asked: no EXIF, GPS, XMP, IPTC or ICC), then
 * AVIF, WebP and JPEG at each width of `variantWidths`, never wider than the original. Throws
 * on bytes sharp cannot decode.
 */
export async function processImage(bytes: Uint8Array, base: string): Promise<ProcessedFiles> {
  const source = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" })
    .rotate()
    .toColourspace("srgb");
  const { width: rawWidth, height: rawHeight, orientation } = await source.metadata();
  if (!rawWidth || !rawHeight) throw new Error("imagem sem dimensões");
  // Orientations 5–8 turn the picture a quarter: width and height swap.
  const turned = (orientation ?? 1) >= 5;
  const originalWidth = turned ? rawHeight : rawWidth;
  const originalHeight = turned ? rawWidth : rawHeight;
  const widths = variantWidths(originalWidth);
  const width = widths[widths.length - 1] as number;
  const height = Math.max(1, Math.round((originalHeight * width) / originalWidth));

  const files: ProcessedFiles["files"] = [];
  for (const w of widths) {
    const h = Math.max(1, Math.round((originalHeight * w) / originalWidth));
    for (const { ext, type } of IMAGE_FORMATS) {
      const resized = source.clone().resize({ width: w, height: h, fit: "fill" });
      const out = await encoders[ext](resized).toBuffer();
      files.push({ name: variantName(base, width, height, w, ext), bytes: out, mime: type });
    }
  }
  return { main: variantName(base, width, height, width, "jpg"), width, height, files };
}

/** The same image in its own format with every metadata block dropped (older uploads). */
export async function stripMetadata(bytes: Uint8Array): Promise<Uint8Array> {
  return sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, animated: true }).rotate().toBuffer();
}
