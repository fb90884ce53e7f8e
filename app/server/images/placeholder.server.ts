import { LRUCache } from "lru-cache";
import sharp from "sharp";
import { processedImage } from "~/lib/images";
import { logger } from "../logger.server";
import { readImage } from "../storage/read-image.server";

/**
 * The placeholder is the image's 400 px variant at a very low AVIF quality: soft but whole, and
 * as wide as a phone shows the image, so that its paint is the page's largest (browsers count
 * an image at no more than its own pixels, and leave out one under 0.05 bits a pixel, ADR 0030).
 */
const SOURCE_WIDTH = 400;
/** Tried in turn until one fits MAX_BYTES: a detailed photo gets a softer placeholder. */
const QUALITIES = [12, 6, 2] as const;
/** In the document as base64 (a third more): small enough to keep a post in its first round trip. */
const MAX_BYTES = 3_500;
/** A failed placeholder (storage down) is tried again after this long, not at every render. */
const RETRY_MS = 5 * 60_000;

// Keyed by an image's address: at most one entry per stored image a page shows, each a data:
// address of at most MAX_BYTES (about 10 kB as a string), so 200 hold at most 2 MB. A made copy
// is kept for good (no ttl); a failed one for RETRY_MS.
const placeholders = new LRUCache<string, Promise<string | null>>({ max: 200 });

async function makePlaceholder(address: string): Promise<string | null> {
  const bytes = await readImage(address, { width: SOURCE_WIDTH });
  if (!bytes) return null;
  const source = sharp(bytes, { limitInputPixels: 4_000_000 }).resize({
    width: SOURCE_WIDTH,
    withoutEnlargement: true,
  });
  for (const quality of QUALITIES) {
    const avif = await source
      .clone()
      .avif({ quality, effort: 4, chromaSubsampling: "4:2:0" })
      .toBuffer();
    if (avif.length <= MAX_BYTES) return `data:image/avif;base64,${avif.toString("base64")}`;
  }
  return null;
}

/**
 * A low-quality copy of one of our processed images as a `data:` address, painted under the
 * image while it loads (ADR 0030); null for any other image (the sample SVGs paint at once) or when
 * the stored file cannot be read. Made once per image and kept; callers at the same moment
 * share one making.
 */
export function imagePlaceholder(address: string | null | undefined): Promise<string | null> {
  if (!address || !processedImage(address)) return Promise.resolve(null);
  const kept = placeholders.get(address);
  if (kept) return kept;
  const placeholder = makePlaceholder(address)
    .catch((error: unknown) => {
      logger.warn({ err: error, address }, "miniatura da imagem não gerada");
      return null;
    })
    .then((made) => {
      if (!made && placeholders.peek(address) === placeholder) {
        placeholders.set(address, placeholder, { ttl: RETRY_MS });
      }
      return made;
    });
  placeholders.set(address, placeholder);
  return placeholder;
}
