import {
  addDays,
  addMonthsClamped,
  compareCalendarDates,
  formatIsoDate,
  isValidCalendarDate,
  type CalendarDate,
} from './calendar-date';
import {
  DATE_RANGE_ALL_TIME,
  DATE_RANGE_LAST_12_MONTHS,
  DATE_RANGE_LAST_30_DAYS,
  DATE_RANGE_LAST_7_DAYS,
  DATE_RANGE_LAST_90_DAYS,
  DATE_RANGE_TODAY,
  type DateRangeChoice,
  type PresetDateRangeCode,
} from './date-range';
import { toEpochMs, zoneCalendar, type Instant, type ZoneCalendar } from './zoned-calendar';

/** Calendar days covered by each day-count preset, today included. */
export const PRESET_RANGE_DAY_COUNTS = {
  [DATE_RANGE_TODAY]: 1,
  [DATE_RANGE_LAST_7_DAYS]: 7,
  [DATE_RANGE_LAST_30_DAYS]: 30,
  [DATE_RANGE_LAST_90_DAYS]: 90,
} as const;

/** "Last 12 months": the day after the same date this many months back, through today. */
export const LAST_12_MONTHS_MONTH_COUNT = 12;

export type BoundedPresetCode = Exclude<PresetDateRangeCode, typeof DATE_RANGE_ALL_TIME>;

/** "Now" and the shop's IANA time zone, passed in: the domain never reads the clock. */
export interface DateRangeContext {
  readonly now: Instant;
  readonly timeZone: string;
}

/** Inclusive first and last local calendar days. */
export interface LocalDayRange {
  readonly first: CalendarDate;
  readonly last: CalendarDate;
}

export interface BoundedDateInterval {
  readonly bounded: true;
  /** First local day, YYYY-MM-DD, inclusive. */
  readonly fromDate: string;
  /** Last local day, YYYY-MM-DD, inclusive. */
  readonly toDate: string;
  /** Epoch ms of the first instant of fromDate in the shop's zone, inclusive. */
  readonly startMs: number;
  /** Epoch ms of the first instant after toDate, exclusive: SQL `at >= start AND at < end`. */
  readonly endMs: number;
}

/** All time: no bounds at all. */
export interface UnboundedDateInterval {
  readonly bounded: false;
}

export type DateInterval = BoundedDateInterval | UnboundedDateInterval;

export const UNBOUNDED_INTERVAL: UnboundedDateInterval = { bounded: false };

/**
 * Why a choice could not be resolved:
 * - 'invalidTimeZone': Intl does not know the zone (only checked when a range has bounds);
 * - 'invalidNow': now is an invalid Date or number, or today is outside years 0001-9999;
 * - 'invalidDate': a custom bound is not a real date;
 * - 'startAfterEnd': a custom start is after its end.
 */
export type DateRangeResolveError = 'invalidTimeZone' | 'invalidNow' | 'invalidDate' | 'startAfterEnd';

export type DateRangeResolution =
  | { readonly ok: true; readonly interval: DateInterval }
  | { readonly ok: false; readonly error: DateRangeResolveError };

/**
 * Local days of a preset given today's local date. Day-count presets end today inclusive
 * (last 7 days = today and the 6 days before). Last 12 months starts the day after the same date
 * a year back, clamped at month ends: today 2024-02-29 gives 2023-03-01 through 2024-02-29.
 */
export function presetLocalDays(code: BoundedPresetCode, today: CalendarDate): LocalDayRange {
  const first =
    code === DATE_RANGE_LAST_12_MONTHS
      ? addDays(addMonthsClamped(today, -LAST_12_MONTHS_MONTH_COUNT), 1)
      : addDays(today, 1 - PRESET_RANGE_DAY_COUNTS[code]);
  return { first, last: today };
}

function fail(error: DateRangeResolveError): DateRangeResolution {
  return { ok: false, error };
}

function boundedInterval(days: LocalDayRange, calendar: ZoneCalendar): DateRangeResolution {
  return {
    ok: true,
    interval: {
      bounded: true,
      fromDate: formatIsoDate(days.first),
      toDate: formatIsoDate(days.last),
      startMs: calendar.startOfDay(days.first),
      endMs: calendar.startOfDay(addDays(days.last, 1)),
    },
  };
}

/**
 * Turns a choice into inclusive local days and the matching UTC instants [startMs, endMs) in the
 * shop's zone, correct across DST changes (a local day may last 23, 24 or 25 hours). All time has
 * no bounds and ignores the zone. Never throws.
 */
export function resolveDateRange(choice: DateRangeChoice, context: DateRangeContext): DateRangeResolution {
  if (choice.kind === 'custom') {
    if (!isValidCalendarDate(choice.start) || !isValidCalendarDate(choice.end)) return fail('invalidDate');
    if (compareCalendarDates(choice.start, choice.end) > 0) return fail('startAfterEnd');
    const calendar = zoneCalendar(context.timeZone);
    return calendar === null ? fail('invalidTimeZone') : boundedInterval({ first: choice.start, last: choice.end }, calendar);
  }
  const code = choice.code;
  if (code === DATE_RANGE_ALL_TIME) return { ok: true, interval: UNBOUNDED_INTERVAL };
  const calendar = zoneCalendar(context.timeZone);
  if (calendar === null) return fail('invalidTimeZone');
  const nowMs = toEpochMs(context.now);
  if (nowMs === null) return fail('invalidNow');
  const days = presetLocalDays(code, calendar.dateAt(nowMs));
  if (!isValidCalendarDate(days.first) || !isValidCalendarDate(days.last)) return fail('invalidNow');
  return boundedInterval(days, calendar);
}

/** Whether an instant (epoch ms) lies in the interval; every instant, even NaN, lies in all time. */
export function isWithinInterval(epochMs: number, interval: DateInterval): boolean {
  return !interval.bounded || (epochMs >= interval.startMs && epochMs < interval.endMs);
}
