/**
 * A day on the proleptic Gregorian calendar, without time or zone: "the shop's local date".
 * month is 1-12 and day 1-31; use isValidCalendarDate before trusting one built by hand.
 */
export interface CalendarDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

/** The text format of every date the app exchanges (custom date fields, start_date/end_date). */
export const ISO_DATE_FORMAT = 'YYYY-MM-DD';
/** Four-digit years only; year 0000 is not a Gregorian year in everyday use, so it is rejected. */
export const MIN_CALENDAR_YEAR = 1;
export const MAX_CALENDAR_YEAR = 9999;
export const FIRST_MONTH = 1;
export const LAST_MONTH = 12;
export const FIRST_DAY_OF_MONTH = 1;
export const MAX_DAY_OF_MONTH = 31;

const FEBRUARY = 2;
const DAYS_IN_FEBRUARY_OF_LEAP_YEAR = 29;
/** Index 0 is unused so that month numbers index directly; February is the common-year length. */
const DAYS_IN_MONTH = [0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

const ISO_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Days in the month, or 0 when month is not 1-12. */
export function daysInMonth(year: number, month: number): number {
  if (month === FEBRUARY && isLeapYear(year)) return DAYS_IN_FEBRUARY_OF_LEAP_YEAR;
  return DAYS_IN_MONTH[month] ?? 0;
}

/** A real date: integer parts, a four-digit year 0001-9999, month 1-12, day within that month. */
export function isValidCalendarDate(date: CalendarDate): boolean {
  const { year, month, day } = date;
  return (
    Number.isInteger(year) &&
    year >= MIN_CALENDAR_YEAR &&
    year <= MAX_CALENDAR_YEAR &&
    Number.isInteger(day) &&
    day >= FIRST_DAY_OF_MONTH &&
    day <= daysInMonth(year, month)
  );
}

/** Strict YYYY-MM-DD (ASCII digits, no surrounding spaces) naming a real date, else null. */
export function parseIsoDate(text: string): CalendarDate | null {
  const match = ISO_DATE_PATTERN.exec(text);
  if (match === null) return null;
  const date: CalendarDate = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  return isValidCalendarDate(date) ? date : null;
}

/** YYYY-MM-DD with zero padding; meaningful for valid dates only. */
export function formatIsoDate(date: CalendarDate): string {
  const pad = (value: number, width: number): string => String(value).padStart(width, '0');
  return `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}`;
}

/** Negative when a is earlier, 0 when the same day, positive when a is later. */
export function compareCalendarDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

const DAYS_PER_400_YEARS = 146_097;
const DAYS_FROM_0000_03_01_TO_1970_01_01 = 719_468;

/**
 * Days since 1970-01-01 (negative before). Month arithmetic starts the year in March so the
 * leap day is the last day of the computational year (H. Hinnant's days_from_civil).
 */
export function toEpochDay(date: CalendarDate): number {
  const year = date.month <= FEBRUARY ? date.year - 1 : date.year;
  const era = Math.floor(year / 400);
  const yearOfEra = year - era * 400;
  const monthFromMarch = (date.month + 9) % 12;
  const dayOfYear = Math.floor((153 * monthFromMarch + 2) / 5) + date.day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * DAYS_PER_400_YEARS + dayOfEra - DAYS_FROM_0000_03_01_TO_1970_01_01;
}

/** Inverse of toEpochDay. */
export function fromEpochDay(epochDay: number): CalendarDate {
  const shifted = epochDay + DAYS_FROM_0000_03_01_TO_1970_01_01;
  const era = Math.floor(shifted / DAYS_PER_400_YEARS);
  const dayOfEra = shifted - era * DAYS_PER_400_YEARS;
  const yearOfEra = Math.floor(
    (dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36_524) - Math.floor(dayOfEra / 146_096)) / 365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const monthFromMarch = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * monthFromMarch + 2) / 5) + 1;
  const month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9;
  const year = yearOfEra + era * 400 + (month <= FEBRUARY ? 1 : 0);
  return { year, month, day };
}

export function addDays(date: CalendarDate, days: number): CalendarDate {
  return fromEpochDay(toEpochDay(date) + days);
}

/**
 * Moves by whole months keeping the day of month, clamped to the target month's length
 * (2024-02-29 minus 12 months is 2023-02-28; 2024-03-31 minus 1 month is 2024-02-29).
 */
export function addMonthsClamped(date: CalendarDate, months: number): CalendarDate {
  const monthIndex = date.year * LAST_MONTH + (date.month - FIRST_MONTH) + months;
  const year = Math.floor(monthIndex / LAST_MONTH);
  const month = monthIndex - year * LAST_MONTH + FIRST_MONTH;
  return { year, month, day: Math.min(date.day, daysInMonth(year, month)) };
}
