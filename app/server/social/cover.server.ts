import sharp from "sharp";
import { CARD_HEIGHT } from "~/lib/social-card";
import { COVER_WIDTH } from "./render.server";

/** Covers larger than this are not drawn (the pipeline's largest JPEG is far smaller). */
export const MAX_COVER_BYTES = 8 * 1024 * 1024;
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * A cover's bytes (JPEG, PNG, WebP, AVIF, GIF or one of our SVGs) cropped to the card's side
 * panel, as a JPEG data URI; undefined when they do not decode (the card is drawn without).
 */
export async function coverDataUri(bytes: Uint8Array): Promise<string | undefined> {
  if (bytes.length === 0 || bytes.length > MAX_COVER_BYTES) return undefined;
  try {
    const jpeg = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, density: 144 })
      .rotate()
      .resize(COVER_WIDTH - 8, CARD_HEIGHT, { fit: "cover", position: "attention" })
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: 82 })
      .toBuffer();
    return `data:image/jpeg;base64,${jpeg.toString("base64")}`;
  } catch {
    return undefined;
  }
}
