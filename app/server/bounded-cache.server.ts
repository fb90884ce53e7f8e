/**
 * A map kept in this process's memory, bounded by entries and by bytes (ADR 0024): the least
 * recently used entry goes first when either bound is passed, and a value larger than the byte
 * bound alone is not kept at all. Every cache keyed by something a visitor chooses (an address,
 * a query string, a path) is one of these, so memory stays flat however many come.
 */
export interface CacheBounds<V> {
  maxEntries: number;
  maxBytes: number;
  /** The value's bytes as held (its key is counted apart, two bytes a character). */
  sizeOf: (value: V) => number;
}

export class BoundedCache<V> {
  private entries = new Map<string, { value: V; bytes: number }>();
  private bytes = 0;

  constructor(private bounds: CacheBounds<V>) {}

  /** The value of `key`, now the most recently used; undefined when not kept. */
  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  /** Keeps `value` under `key`, dropping the least recently used past a bound; false when too large. */
  set(key: string, value: V): boolean {
    this.delete(key);
    const bytes = this.bounds.sizeOf(value) + key.length * 2;
    if (bytes > this.bounds.maxBytes) return false;
    this.entries.set(key, { value, bytes });
    this.bytes += bytes;
    for (const [oldest, entry] of this.entries) {
      if (this.entries.size <= this.bounds.maxEntries && this.bytes <= this.bounds.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= entry.bytes;
    }
    return true;
  }

  delete(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }

  clear() {
    this.entries.clear();
    this.bytes = 0;
  }

  /** What is kept now: entries, and their bytes as counted. */
  get size() {
    return { entries: this.entries.size, bytes: this.bytes };
  }
}
