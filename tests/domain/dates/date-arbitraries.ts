import fc from 'fast-check';
import { compareCalendarDates, type CalendarDate } from '../../../src/domain/dates/calendar-date';
import { presetDateRange, PRESET_DATE_RANGE_CODES, type DateRangeChoice } from '../../../src/domain/dates/date-range';

/** A real date of years 0001-9999, read from a JS Date so the oracle is independent of the code under test. */
export const calendarDateArb: fc.Arbitrary<CalendarDate> = fc
  .date({ min: new Date('0001-01-01T00:00:00.000Z'), max: new Date('9999-12-31T00:00:00.000Z'), noInvalidDate: true })
  .map((date) => ({ year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() }));

/** Dates close to today's era, where time-zone rules are well defined. */
export const recentCalendarDateArb: fc.Arbitrary<CalendarDate> = fc
  .date({ min: new Date('1990-01-01T00:00:00.000Z'), max: new Date('2060-12-31T00:00:00.000Z'), noInvalidDate: true })
  .map((date) => ({ year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() }));

/** Zones with DST (both hemispheres, 30-minute DST), odd offsets and the extreme offsets +14 and -11. */
export const TEST_TIME_ZONES = [
  'UTC',
  'Europe/Berlin',
  'America/New_York',
  'America/Santiago',
  'Australia/Lord_Howe',
  'Asia/Kathmandu',
  'Pacific/Kiritimati',
  'Pacific/Pago_Pago',
] as const;

export const timeZoneArb = fc.constantFrom(...TEST_TIME_ZONES);

/** Instants between 1990 and 2060 in epoch ms. */
export const recentInstantArb = fc.integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2060, 11, 31) });

export function utcDateOf(epochMs: number): CalendarDate {
  const date = new Date(epochMs);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/** Any valid choice: a preset or a custom range with start on or before end. */
export const dateRangeChoiceArb: fc.Arbitrary<DateRangeChoice> = fc.oneof(
  fc.constantFrom(...PRESET_DATE_RANGE_CODES).map(presetDateRange),
  fc
    .tuple(calendarDateArb, calendarDateArb)
    .map(([a, b]): DateRangeChoice =>
      compareCalendarDates(a, b) <= 0 ? { kind: 'custom', start: a, end: b } : { kind: 'custom', start: b, end: a },
    ),
);
