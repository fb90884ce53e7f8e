import type { CardFace } from "~/lib/social-card";
import { cardFormat, cardVersion } from "~/lib/social-card";
import { brand } from "~content/brand";
import { cardCache } from "./cache.server";
import { coverDataUri } from "./cover.server";
import { renderCard } from "./render.server";

export { CardsBusy } from "./cache.server";
export { MAX_COVER_BYTES } from "./cover.server";
export { CardPaintFailed } from "./paint.server";

/**
 * About 25 kB a card without a cover, up to ~200 kB with one: 200 cards, at most 48 MB. Four
 * cards may wait behind the one being drawn: a second or so of work.
 */
const cache = cardCache({ maxEntries: 200, maxBytes: 48 * 1024 * 1024, maxWaiting: 4 });

/**
 * The file of a page's card (ADR 0018), from the cache or rendered once: a JPEG when the face
 * has a cover, else a PNG (`cardFormat`). `key` names the page; with the face's version it is
 * the cache key, so a changed face is a new card. `cover` reads the cover's bytes (undefined
 * when there is none or it cannot be read). Rejects with `CardsBusy` when too many cards wait
 * to be drawn, and with `CardPaintFailed` when drawing one failed.
 */
export function socialCard(
  key: string,
  face: CardFace,
  cover: () => Promise<Uint8Array | undefined>,
): Promise<Buffer> {
  return cache.get(`${cardVersion(face)} ${key}`, async () => {
    const bytes = face.cover ? await cover().catch(() => undefined) : undefined;
    return renderCard(
      {
        title: face.title,
        kind: face.kind,
        brandName: brand.name,
        domain: brand.domain,
        cover: bytes ? await coverDataUri(bytes) : undefined,
      },
      cardFormat(face),
    );
  });
}
