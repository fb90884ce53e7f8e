/**
 * A value made on first use and kept. For `Intl` formatters: building one loads locale and
 * time-zone data, a cost a module must not pay when it loads.
 */
export function lazy<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}
