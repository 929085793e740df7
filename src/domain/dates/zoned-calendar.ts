import { MS_PER_DAY } from '../shared/time';
import { toEpochDay, type CalendarDate } from './calendar-date';
import { findStartOfDay } from './day-start-search';

/** A moment in time: a Date or epoch milliseconds. */
export type Instant = Date | number;

/** ECMAScript time values span at most this many milliseconds either side of the epoch. */
const MAX_TIME_VALUE_MS = 8.64e15;
const MS_PER_HOUR = 3_600_000;
const MS_PER_MINUTE = 60_000;
const MS_PER_SECOND = 1_000;

/** Epoch milliseconds of an instant, or null for an invalid Date, NaN, infinities or out-of-range numbers. */
export function toEpochMs(instant: Instant): number | null {
  const ms = typeof instant === 'number' ? instant : instant.getTime();
  return Number.isFinite(ms) && Math.abs(ms) <= MAX_TIME_VALUE_MS ? ms : null;
}

/** The calendar of one IANA time zone, read through Intl (no date library). */
export interface ZoneCalendar {
  readonly timeZone: string;
  /**
   * The local calendar date at an instant. Contract: epochMs is a valid time value (take it from
   * toEpochMs); Intl throws a RangeError otherwise.
   */
  readonly dateAt: (epochMs: number) => CalendarDate;
  /**
   * The first instant (epoch ms) whose local date is on or after `date`: usually local midnight;
   * 01:00 where a DST change skips midnight; the next day's start when the zone skipped the whole
   * day (Pacific/Apia, 2011-12-30). So [startOfDay(d), startOfDay(d + 1)) holds exactly day d.
   */
  readonly startOfDay: (date: CalendarDate) => number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** Gregorian calendar and Latin digits whatever the host's default locale; era tells years before 1 AD apart. */
function zoneFormatter(timeZone: string): Intl.DateTimeFormat | null {
  const cached = formatters.get(timeZone);
  if (cached !== undefined) return cached;
  try {
    const formatter = new Intl.DateTimeFormat('en-US-u-ca-gregory-nu-latn', {
      timeZone,
      era: 'short',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
    return formatter;
  } catch {
    return null;
  }
}

export function isValidTimeZone(timeZone: string): boolean {
  return zoneFormatter(timeZone) !== null;
}

interface WallClock {
  readonly date: CalendarDate;
  readonly msIntoDay: number;
}

function readWallClock(formatter: Intl.DateTimeFormat, epochMs: number): WallClock {
  const fields = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0 };
  let beforeCommonEra = false;
  for (const part of formatter.formatToParts(epochMs)) {
    if (part.type === 'era') beforeCommonEra = part.value === 'BC';
    else if (part.type in fields) fields[part.type as keyof typeof fields] = Number(part.value);
  }
  const year = beforeCommonEra ? 1 - fields.year : fields.year;
  return {
    date: { year, month: fields.month, day: fields.day },
    msIntoDay: fields.hour * MS_PER_HOUR + fields.minute * MS_PER_MINUTE + fields.second * MS_PER_SECOND,
  };
}

/** UTC offset in ms at an instant (local wall time minus UTC), to the second. */
function offsetAt(formatter: Intl.DateTimeFormat, epochMs: number): number {
  const wall = readWallClock(formatter, epochMs);
  const wallAsUtcMs = toEpochDay(wall.date) * MS_PER_DAY + wall.msIntoDay;
  return wallAsUtcMs - Math.floor(epochMs / MS_PER_SECOND) * MS_PER_SECOND;
}

/** The calendar of an IANA zone ('Europe/Berlin', 'UTC'), or null when Intl does not know the zone. */
export function zoneCalendar(timeZone: string): ZoneCalendar | null {
  const formatter = zoneFormatter(timeZone);
  if (formatter === null) return null;
  return {
    timeZone,
    dateAt: (epochMs) => readWallClock(formatter, epochMs).date,
    startOfDay: (date) => findStartOfDay(date, (epochMs) => offsetAt(formatter, epochMs)),
  };
}

/** The shop's local calendar date at an instant; null for an unknown zone or an invalid instant. */
export function calendarDateInZone(instant: Instant, timeZone: string): CalendarDate | null {
  const epochMs = toEpochMs(instant);
  const calendar = zoneCalendar(timeZone);
  return epochMs === null || calendar === null ? null : calendar.dateAt(epochMs);
}
