/**
 * A value made on first use and kept. For `Intl` formatters: building one loads locale and
 * time-zone data, tens of milliseconds on a slow phone, which a module must not spend when it
 * loads (issue 20: four formatters built at import were the page's largest script task).
 */
export function lazy<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}
