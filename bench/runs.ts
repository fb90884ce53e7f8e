/**
 * Calls `run` until `wanted` calls give a result, or `wanted + retries` calls were made: a
 * failed Lighthouse run (NO_NAVSTART on this machine, now and then) is run again, so a median
 * stays the median of `wanted` runs.
 */
export async function collectRuns<T>(
  run: () => Promise<T | undefined>,
  wanted: number,
  retries: number,
) {
  const results: T[] = [];
  let attempts = 0;
  while (results.length < wanted && attempts < wanted + retries) {
    attempts++;
    const result = await run();
    if (result !== undefined) results.push(result);
  }
  return { results, failed: attempts - results.length };
}
