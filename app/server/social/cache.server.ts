import pLimit from "p-limit";

/** More cards wait to be drawn than the cache takes: the caller is asked to come back later. */
export class CardsBusy extends Error {
  override name = "CardsBusy";
}

/**
 * Rendered cards kept in memory, bounded by count and bytes (least recently used out first),
 * with one render per key at a time (single flight) and one render at a time overall. At most
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
  const kept = new Map<string, Buffer>();
  const flying = new Map<string, Promise<Buffer>>();
  const oneAtATime = pLimit(1);
  let bytes = 0;

  function keep(key: string, card: Buffer) {
    if (card.length > maxBytes) return;
    kept.set(key, card);
    bytes += card.length;
    for (const [oldest, old] of kept) {
      if (kept.size <= maxEntries && bytes <= maxBytes) break;
      kept.delete(oldest);
      bytes -= old.length;
    }
  }

  return {
    /**
     * The card of `key`, rendered by `make` only when neither kept nor being rendered; rejects
     * with `CardsBusy` when it would have to wait behind `maxWaiting` others.
     */
    get(key: string, make: () => Promise<Buffer>): Promise<Buffer> {
      const hit = kept.get(key);
      if (hit) {
        // Most recently used last.
        kept.delete(key);
        kept.set(key, hit);
        return Promise.resolve(hit);
      }
      const pending = flying.get(key);
      if (pending) return pending;
      if (oneAtATime.pendingCount >= maxWaiting) {
        return Promise.reject(new CardsBusy());
      }
      const render = oneAtATime(make)
        .then((card) => {
          keep(key, card);
          return card;
        })
        .finally(() => flying.delete(key));
      flying.set(key, render);
      return render;
    },
    get size() {
      return { entries: kept.size, bytes };
    },
  };
}
