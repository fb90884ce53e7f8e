import pLimit from "p-limit";

/**
 * Rendered cards kept in memory, bounded by count and bytes (least recently used out first),
 * with one render per key at a time (single flight) and one render at a time overall: a burst
 * of shares (or of crawlers) costs one render per card, never a queue of CPU-bound work.
 */
export function cardCache({ maxEntries, maxBytes }: { maxEntries: number; maxBytes: number }) {
  const kept = new Map<string, Buffer>();
  const flying = new Map<string, Promise<Buffer>>();
  const oneAtATime = pLimit(1);
  let bytes = 0;

  function keep(key: string, png: Buffer) {
    if (png.length > maxBytes) return;
    kept.set(key, png);
    bytes += png.length;
    for (const [oldest, old] of kept) {
      if (kept.size <= maxEntries && bytes <= maxBytes) break;
      kept.delete(oldest);
      bytes -= old.length;
    }
  }

  return {
    /** The card of `key`, rendered by `make` only when neither kept nor being rendered. */
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
      const render = oneAtATime(make)
        .then((png) => {
          keep(key, png);
          return png;
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
