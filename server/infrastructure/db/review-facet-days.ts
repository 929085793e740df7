const DAY_MS = 86_400_000;

/** A date range cut at UTC midnights: its whole days, read from the kept day counts, and the partial days' instants at either end. */
export interface DayCut {
  /** The first whole day (YYYY-MM-DD), or null when the range has no start. */
  readonly fromDay: string | null;
  /** The day after the last whole day, or null when the range has no end. */
  readonly beforeDay: string | null;
  /** The instants outside the whole days, [from, before) each: at most one at each end. */
  readonly partial: readonly (readonly [Date, Date])[];
}

const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const midnightBefore = (ms: number) => Math.floor(ms / DAY_MS) * DAY_MS;

/**
 * [from, before) cut at UTC midnights (decision 0082, "Date ranges"); null when no whole day fits,
 * so the range's own reviews are fewer than a day's and counted directly.
 */
export function cutAtMidnights(from: Date | null, before: Date | null): DayCut | null {
  const firstMidnight = from === null ? null : Math.ceil(from.getTime() / DAY_MS) * DAY_MS;
  const lastMidnight = before === null ? null : midnightBefore(before.getTime());
  if (firstMidnight !== null && lastMidnight !== null && firstMidnight >= lastMidnight) return null;
  const partial: (readonly [Date, Date])[] = [];
  if (from !== null && firstMidnight !== null && from.getTime() < firstMidnight) partial.push([from, new Date(firstMidnight)]);
  if (before !== null && lastMidnight !== null && lastMidnight < before.getTime()) partial.push([new Date(lastMidnight), before]);
  return {
    fromDay: firstMidnight === null ? null : dayOf(firstMidnight),
    beforeDay: lastMidnight === null ? null : dayOf(lastMidnight),
    partial,
  };
}
