import { MS_PER_DAY } from '../shared/time';
import { compareCalendarDates, fromEpochDay, toEpochDay, type CalendarDate } from './calendar-date';

/** A zone's rules as one function: its UTC offset in ms (local wall time minus UTC) at an instant. */
export type UtcOffsetAt = (epochMs: number) => number;

const MS_PER_HOUR = 3_600_000;
/** Wider than any UTC offset ever used (about ±16 h), so the search window always brackets the day start. */
const DAY_START_SEARCH_MARGIN_MS = 27 * MS_PER_HOUR;

/** The local calendar date at an instant under the given offsets. */
export function localDateAt(epochMs: number, offsetAt: UtcOffsetAt): CalendarDate {
  return fromEpochDay(Math.floor((epochMs + offsetAt(epochMs)) / MS_PER_DAY));
}

/**
 * The first instant (epoch ms) whose local date is on or after `date`: usually local midnight;
 * the transition instant where a change of offset skips midnight; the next day's start when the
 * zone skipped the whole day. So [start(d), start(d + 1)) holds exactly the instants of day d.
 */
export function findStartOfDay(date: CalendarDate, offsetAt: UtcOffsetAt): number {
  const isOnOrAfterDay = (epochMs: number): boolean => compareCalendarDates(localDateAt(epochMs, offsetAt), date) >= 0;
  const isFirstInstantOfDay = (epochMs: number): boolean => isOnOrAfterDay(epochMs) && !isOnOrAfterDay(epochMs - 1);

  // Fast path: local midnight is the wall time minus the offset in force then; the offset at the
  // first guess can differ (a transition between UTC and local midnight), hence a second guess.
  const wallMidnightMs = toEpochDay(date) * MS_PER_DAY;
  const firstGuess = wallMidnightMs - offsetAt(wallMidnightMs);
  if (isFirstInstantOfDay(firstGuess)) return firstGuess;
  const secondGuess = wallMidnightMs - offsetAt(firstGuess);
  if (isFirstInstantOfDay(secondGuess)) return secondGuess;

  // Rare (not met in current tz data): a gap that straddles midnight. Bisect to the first instant.
  let before = wallMidnightMs - DAY_START_SEARCH_MARGIN_MS;
  let after = wallMidnightMs + DAY_START_SEARCH_MARGIN_MS;
  while (after - before > 1) {
    const middle = Math.floor((before + after) / 2);
    if (isOnOrAfterDay(middle)) after = middle;
    else before = middle;
  }
  return after;
}
