import { addDays, fromEpochDay, toEpochDay, type CalendarDate } from '../dates/calendar-date';
import { type LocalDayRange } from '../dates/date-range-resolver';

/**
 * The periods of the analytics (docs/product/analytics.md#periods): the chosen days, the period
 * just before it of the same length, and the buckets the charts group days into.
 */

/** Ranges of up to this many days are charted day by day (the 90-day preset included). */
export const DAILY_BUCKETS_MAX_DAYS = 92;
/** Longer ranges up to this many days are charted by week (the 12-month preset included); longer ones by month. */
export const WEEKLY_BUCKETS_MAX_DAYS = 366;
export const DAYS_PER_WEEK = 7;
/** 1970-01-01 was a Thursday: days from the Monday that starts its week. */
const EPOCH_DAY_WEEKDAY_FROM_MONDAY = 3;

export type BucketSize = 'day' | 'week' | 'month';

/** Days in a range, both ends included. */
export function dayCount(range: LocalDayRange): number {
  return toEpochDay(range.last) - toEpochDay(range.first) + 1;
}

/** The period just before: the same number of days, ending the day before the range starts. */
export function previousPeriod(range: LocalDayRange): LocalDayRange {
  const last = addDays(range.first, -1);
  return { first: addDays(last, 1 - dayCount(range)), last };
}

/** Day buckets up to {@link DAILY_BUCKETS_MAX_DAYS}, weeks up to {@link WEEKLY_BUCKETS_MAX_DAYS}, then months. */
export function bucketSizeFor(range: LocalDayRange): BucketSize {
  const days = dayCount(range);
  if (days <= DAILY_BUCKETS_MAX_DAYS) return 'day';
  return days <= WEEKLY_BUCKETS_MAX_DAYS ? 'week' : 'month';
}

/** The first day of the bucket holding a day: the day, its week's Monday, or the 1st of its month. */
export function bucketStart(date: CalendarDate, size: BucketSize): CalendarDate {
  if (size === 'day') return date;
  if (size === 'month') return { year: date.year, month: date.month, day: 1 };
  const epochDay = toEpochDay(date);
  const fromMonday = (((epochDay + EPOCH_DAY_WEEKDAY_FROM_MONDAY) % DAYS_PER_WEEK) + DAYS_PER_WEEK) % DAYS_PER_WEEK;
  return fromEpochDay(epochDay - fromMonday);
}

/** Every bucket a range touches, by its first day, in order (the first and last may be partly outside the range). */
export function bucketStarts(range: LocalDayRange, size: BucketSize): CalendarDate[] {
  const starts: CalendarDate[] = [];
  const lastEpochDay = toEpochDay(range.last);
  for (let start = bucketStart(range.first, size); toEpochDay(start) <= lastEpochDay; start = nextBucket(start, size)) starts.push(start);
  return starts;
}

function nextBucket(start: CalendarDate, size: BucketSize): CalendarDate {
  if (size === 'day') return addDays(start, 1);
  if (size === 'week') return addDays(start, DAYS_PER_WEEK);
  return start.month === 12 ? { year: start.year + 1, month: 1, day: 1 } : { year: start.year, month: start.month + 1, day: 1 };
}
