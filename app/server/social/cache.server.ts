import { LRUCache } from "lru-cache";
import pLimit from "p-limit";

/** More cards wait to be drawn than the cache takes: the caller is asked to come back later. */
export class CardsBusy extends Error {
  override name = "CardsBusy";
}

/**
 * Rendered cards kept in memory, bounded by count and bytes, with one render per key at a time
 * (callers of a card being drawn share it) and one render at a time overall. At most
 * `maxWaiting` renders wait behind it; past that a new card is refused with `CardsBusy` rather
 * than queued: a client walking through hundreds of pages' cards gets an answer at once, and
 * the cards it was not refused are drawn in the time a few take.
 */
export function cardCache({
  maxEntries,
  maxBytes,
  maxWaiting,
}: {
  maxEntries: number;
  maxBytes: number;
  maxWaiting: number;
}) {
  const oneAtATime = pLimit(1);
  const cards = new LRUCache<string, Buffer, () => Promise<Buffer>>({
    max: maxEntries,
    maxSize: maxBytes,
    sizeCalculation: (card) => Math.max(1, card.length),
    // A failed or refused render is forgotten, so the next caller asks again.
    fetchMethod: (_key, _stale, { context: make }) => {
      if (oneAtATime.pendingCount >= maxWaiting) throw new CardsBusy();
      return oneAtATime(make);
    },
  });

  return {
    /**
     * The card of `key`, rendered by `make` only when neither kept nor being rendered; rejects
     * with `CardsBusy` when it would have to wait behind `maxWaiting` others.
     */
    async get(key: string, make: () => Promise<Buffer>): Promise<Buffer> {
      return (await cards.fetch(key, { context: make })) ?? make();
    },
    get size() {
      return { entries: cards.size, bytes: cards.calculatedSize };
    },
  };
}
