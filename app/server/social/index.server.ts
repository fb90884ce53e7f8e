import type { CardFace } from "~/lib/social-card";
import { cardVersion } from "~/lib/social-card";
import { brand } from "~content/brand";
import { cardCache } from "./cache.server";
import { coverDataUri } from "./cover.server";
import { renderCard } from "./render.server";

export { MAX_COVER_BYTES } from "./cover.server";

/** About 150 kB a card without a cover, up to ~400 kB with one: 200 cards, at most 48 MB. */
const cache = cardCache({ maxEntries: 200, maxBytes: 48 * 1024 * 1024 });

/**
 * The PNG of a page's card (ADR 0018), from the cache or rendered once. `key` names the page;
 * with the face's version it is the cache key, so a changed face is a new card. `cover` reads
 * the cover's bytes (undefined when there is none or it cannot be read).
 */
export function socialCardPng(
  key: string,
  face: CardFace,
  cover: () => Promise<Uint8Array | undefined>,
): Promise<Buffer> {
  return cache.get(`${cardVersion(face)} ${key}`, async () => {
    const bytes = face.cover ? await cover().catch(() => undefined) : undefined;
    return renderCard({
      title: face.title,
      kind: face.kind,
      brandName: brand.name,
      domain: brand.domain,
      cover: bytes ? await coverDataUri(bytes) : undefined,
    });
  });
}
