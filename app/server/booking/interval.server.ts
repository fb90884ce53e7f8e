/** A busy or free stretch of time, [start, end). */
export interface Interval {
  start: Date;
  end: Date;
}

/** Sorted, with overlapping or touching stretches joined; empty ones dropped. */
export function mergeIntervals(intervals: readonly Interval[]): Interval[] {
  const sorted = intervals
    .filter((interval) => interval.end.getTime() > interval.start.getTime())
    .sort((a, b) => a.start.getTime() - b.start.getTime());
  const merged: Interval[] = [];
  for (const { start, end } of sorted) {
    const last = merged.at(-1);
    if (last && start.getTime() <= last.end.getTime()) {
      if (end.getTime() > last.end.getTime()) last.end = end;
    } else {
      merged.push({ start, end });
    }
  }
  return merged;
}
