import sharp from "sharp";
import { IMAGE_FORMATS, variantName, variantWidths } from "~/lib/images";
import { type ImageWorkerOutput, runImageWorker } from "../images/image-worker.server";

/** A photo above this many pixels is not an editor's image (a 24 MP camera is 6000×4000). */
const MAX_INPUT_PIXELS = 40_000_000;

export interface ProcessedFiles {
  /** The JPEG of the largest width: the image's address once stored. */
  main: string;
  width: number;
  height: number;
  files: { name: string; bytes: Uint8Array; mime: string }[];
}

// Each encoder's sharp options (the child process applies them: ADR 0031).
const encoders = {
  // Effort 4: a third smaller than effort 2 for about a second more per photo (ADR 0016).
  // 4:2:0 like every photo codec (sharp's default is 4:4:4): a third fewer bytes, and faster,
  // for colour detail no eye resolves at a photo's scale.
  avif: { id: "avif", options: { quality: 45, effort: 4, chromaSubsampling: "4:2:0" } },
  webp: { id: "webp", options: { quality: 72, effort: 4 } },
  jpg: { id: "jpeg", options: { quality: 76, mozjpeg: true, progressive: true } },
} as const satisfies Record<string, ImageWorkerOutput["format"]>;

/**
 * One image through the pipeline (ADR 0016): oriented by its EXIF, converted to sRGB, every
 * metadata block dropped (sharp keeps none unless asked: no EXIF, GPS, XMP, IPTC or ICC), then
 * AVIF, WebP and JPEG at each width of `variantWidths`, never wider than the original. The
 * decoding and encoding run in a child process (ADR 0031); here only the header is read. Throws
 * on bytes sharp cannot decode.
 */
export async function processImage(bytes: Uint8Array, base: string): Promise<ProcessedFiles> {
  const input = { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" } as const;
  const { width: rawWidth, height: rawHeight, orientation } = await sharp(bytes, input).metadata();
  if (!rawWidth || !rawHeight) throw new Error("imagem sem dimensões");
  if (rawWidth * rawHeight > MAX_INPUT_PIXELS) throw new Error("imagem com pixels demais");
  // Orientations 5–8 turn the picture a quarter: width and height swap.
  const turned = (orientation ?? 1) >= 5;
  const originalWidth = turned ? rawHeight : rawWidth;
  const originalHeight = turned ? rawWidth : rawHeight;
  const widths = variantWidths(originalWidth);
  const width = widths[widths.length - 1] as number;
  const height = Math.max(1, Math.round((originalHeight * width) / originalWidth));

  const plan = widths.flatMap((w) => {
    const h = Math.max(1, Math.round((originalHeight * w) / originalWidth));
    return IMAGE_FORMATS.map(({ ext, type }) => ({ w, ext, type, h }));
  });
  const outputs = await runImageWorker({
    bytes,
    input,
    srgb: true,
    outputs: plan.map(({ w, h, ext }) => ({
      resize: { width: w, height: h },
      format: encoders[ext],
    })),
  });
  const files = plan.map(({ w, ext, type }, i) => ({
    name: variantName(base, width, height, w, ext),
    bytes: outputs[i] as Uint8Array,
    mime: type,
  }));
  return { main: variantName(base, width, height, width, "jpg"), width, height, files };
}

/** The same image in its own format with every metadata block dropped (older uploads). */
export async function stripMetadata(bytes: Uint8Array): Promise<Uint8Array> {
  const [out] = await runImageWorker({
    bytes,
    input: { limitInputPixels: MAX_INPUT_PIXELS, animated: true },
    srgb: false,
    outputs: [{}],
  });
  return out as Uint8Array;
}
