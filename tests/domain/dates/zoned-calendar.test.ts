import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addDays, compareCalendarDates, parseIsoDate, type CalendarDate } from '../../../src/domain/dates/calendar-date';
import {
  calendarDateInZone,
  isValidTimeZone,
  toEpochMs,
  zoneCalendar,
  type ZoneCalendar,
} from '../../../src/domain/dates/zoned-calendar';
import { recentCalendarDateArb, recentInstantArb, timeZoneArb } from './date-arbitraries';

const HOUR_MS = 3_600_000;

function day(text: string): CalendarDate {
  const date = parseIsoDate(text);
  if (date === null) throw new Error(`bad test date ${text}`);
  return date;
}

function calendarOf(timeZone: string): ZoneCalendar {
  const calendar = zoneCalendar(timeZone);
  if (calendar === null) throw new Error(`unknown test zone ${timeZone}`);
  return calendar;
}

function dayLengthHours(timeZone: string, date: string): number {
  const calendar = calendarOf(timeZone);
  return (calendar.startOfDay(addDays(day(date), 1)) - calendar.startOfDay(day(date))) / HOUR_MS;
}

describe('toEpochMs', () => {
  it('reads a Date or a number of milliseconds', () => {
    expect(toEpochMs(new Date('2024-03-31T12:00:00Z'))).toBe(Date.UTC(2024, 2, 31, 12));
    expect(toEpochMs(0)).toBe(0);
  });

  it('accepts the largest time value and rejects one millisecond more', () => {
    expect(toEpochMs(8.64e15)).toBe(8.64e15);
    expect(toEpochMs(-8.64e15)).toBe(-8.64e15);
    expect(toEpochMs(8.64e15 + 1)).toBeNull();
  });

  it.each([[new Date('not a date')], [Number.NaN], [Number.POSITIVE_INFINITY]])('rejects %s', (instant) => {
    expect(toEpochMs(instant)).toBeNull();
  });
});

describe('isValidTimeZone', () => {
  it.each(['UTC', 'Europe/Berlin', 'America/New_York', 'Pacific/Kiritimati', 'Pacific/Pago_Pago'])('knows %s', (zone) => {
    expect(isValidTimeZone(zone)).toBe(true);
    expect(isValidTimeZone(zone)).toBe(true);
  });

  it.each(['Bad/Zone', '', 'Europe/Berlinn'])('rejects %j', (zone) => {
    expect(isValidTimeZone(zone)).toBe(false);
    expect(zoneCalendar(zone)).toBeNull();
  });
});

describe('calendarDateInZone', () => {
  it('gives the shop-local date, which differs by zone for the same instant', () => {
    const instant = Date.UTC(2024, 5, 1, 10, 30);
    expect(calendarDateInZone(instant, 'UTC')).toEqual(day('2024-06-01'));
    expect(calendarDateInZone(instant, 'Pacific/Kiritimati')).toEqual(day('2024-06-02'));
    expect(calendarDateInZone(instant, 'Pacific/Pago_Pago')).toEqual(day('2024-05-31'));
  });

  it('changes date exactly at local midnight', () => {
    const berlinMidnight = Date.UTC(2024, 0, 14, 23);
    expect(calendarDateInZone(berlinMidnight - 1, 'Europe/Berlin')).toEqual(day('2024-01-14'));
    expect(calendarDateInZone(new Date(berlinMidnight), 'Europe/Berlin')).toEqual(day('2024-01-15'));
  });

  it('counts years before 1 AD astronomically (1 BC is year 0)', () => {
    const oneBc = new Date(0);
    oneBc.setUTCFullYear(0, 5, 1);
    const twoBc = new Date(0);
    twoBc.setUTCFullYear(-1, 5, 1);
    expect(calendarDateInZone(oneBc, 'UTC')).toEqual({ year: 0, month: 6, day: 1 });
    expect(calendarDateInZone(twoBc, 'UTC')).toEqual({ year: -1, month: 6, day: 1 });
  });

  it('gives null for an unknown zone or an invalid instant', () => {
    expect(calendarDateInZone(0, 'Bad/Zone')).toBeNull();
    expect(calendarDateInZone(Number.NaN, 'UTC')).toBeNull();
  });

  it('agrees with the UTC fields of the JS Date in UTC', () => {
    fc.assert(
      fc.property(recentInstantArb, (instant) => {
        const js = new Date(instant);
        expect(calendarDateInZone(instant, 'UTC')).toEqual({
          year: js.getUTCFullYear(),
          month: js.getUTCMonth() + 1,
          day: js.getUTCDate(),
        });
      }),
    );
  });
});

describe('startOfDay', () => {
  it.each([
    ['Europe/Berlin', '2024-03-31', '2024-03-30T23:00:00.000Z', 23],
    ['Europe/Berlin', '2024-10-27', '2024-10-26T22:00:00.000Z', 25],
    ['Europe/Berlin', '2024-07-01', '2024-06-30T22:00:00.000Z', 24],
    ['America/New_York', '2024-03-10', '2024-03-10T05:00:00.000Z', 23],
    ['America/New_York', '2024-11-03', '2024-11-03T04:00:00.000Z', 25],
    ['Pacific/Kiritimati', '2024-06-01', '2024-05-31T10:00:00.000Z', 24],
    ['Pacific/Pago_Pago', '2024-06-01', '2024-06-01T11:00:00.000Z', 24],
    ['Pacific/Auckland', '2024-09-30', '2024-09-29T11:00:00.000Z', 24],
    ['Australia/Lord_Howe', '2024-10-06', '2024-10-05T13:30:00.000Z', 23.5],
  ])('in %s, %s starts at %s and lasts %d hours', (zone, date, start, hours) => {
    expect(new Date(calendarOf(zone).startOfDay(day(date))).toISOString()).toBe(start);
    expect(dayLengthHours(zone, date)).toBe(hours);
  });

  it('starts at 01:00 local time when a DST change skips midnight (Santiago)', () => {
    const start = calendarOf('America/Santiago').startOfDay(day('2024-09-08'));
    expect(new Date(start).toISOString()).toBe('2024-09-08T04:00:00.000Z');
    expect(calendarDateInZone(start - 1, 'America/Santiago')).toEqual(day('2024-09-07'));
    expect(dayLengthHours('America/Santiago', '2024-09-08')).toBe(23);
  });

  it('gives a skipped day no instants at all (Apia skipped 2011-12-30)', () => {
    const apia = calendarOf('Pacific/Apia');
    expect(apia.startOfDay(day('2011-12-30'))).toBe(apia.startOfDay(day('2011-12-31')));
    expect(new Date(apia.startOfDay(day('2011-12-31'))).toISOString()).toBe('2011-12-30T10:00:00.000Z');
    expect(dayLengthHours('Pacific/Apia', '2011-12-29')).toBe(24);
  });

  it('is the first instant carrying the date: the instant before it is the previous day', () => {
    fc.assert(
      fc.property(timeZoneArb, recentCalendarDateArb, (zone, date) => {
        const calendar = calendarOf(zone);
        const start = calendar.startOfDay(date);
        expect(calendar.dateAt(start)).toEqual(date);
        expect(calendar.dateAt(start - 1)).toEqual(addDays(date, -1));
      }),
    );
  });

  it('brackets every instant between the start of its local day and the start of the next', () => {
    fc.assert(
      fc.property(timeZoneArb, recentInstantArb, (zone, instant) => {
        const calendar = calendarOf(zone);
        const local = calendar.dateAt(instant);
        expect(calendar.startOfDay(local)).toBeLessThanOrEqual(instant);
        expect(calendar.startOfDay(addDays(local, 1))).toBeGreaterThan(instant);
        expect(compareCalendarDates(calendar.dateAt(calendar.startOfDay(local)), local)).toBe(0);
      }),
    );
  });
});
