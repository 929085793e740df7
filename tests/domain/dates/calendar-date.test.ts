import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  addDays,
  addMonthsClamped,
  compareCalendarDates,
  daysInMonth,
  formatIsoDate,
  fromEpochDay,
  isLeapYear,
  isValidCalendarDate,
  parseIsoDate,
  toEpochDay,
  ISO_DATE_FORMAT,
  MAX_CALENDAR_YEAR,
  MIN_CALENDAR_YEAR,
  type CalendarDate,
} from '../../../src/domain/dates/calendar-date';
import { calendarDateArb } from './date-arbitraries';
import { MS_PER_DAY } from '../../../src/domain/shared/time';

/** Epoch day by the JS Date (setUTCFullYear avoids Date.UTC mapping years 0-99 to 1900-1999). */
function epochDayByJsDate(date: CalendarDate): number {
  const js = new Date(0);
  js.setUTCFullYear(date.year, date.month - 1, date.day);
  return js.getTime() / MS_PER_DAY;
}

describe('leap years', () => {
  it.each([
    [2024, true],
    [2023, false],
    [1900, false],
    [2000, true],
    [2100, false],
    [2400, true],
  ])('%i is a leap year: %s', (year, leap) => {
    expect(isLeapYear(year)).toBe(leap);
  });

  it('agrees with the JS Date about February 29 for every year 1-9999', () => {
    fc.assert(
      fc.property(fc.integer({ min: MIN_CALENDAR_YEAR, max: MAX_CALENDAR_YEAR }), (year) => {
        const js = new Date(0);
        js.setUTCFullYear(year, 1, 29);
        expect(isLeapYear(year)).toBe(js.getUTCMonth() === 1);
      }),
    );
  });
});

describe('daysInMonth', () => {
  it('gives the length of every month of a common year', () => {
    expect(Array.from({ length: 12 }, (_, index) => daysInMonth(2023, index + 1))).toEqual([
      31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31,
    ]);
  });

  it('gives February 29 days in a leap year', () => {
    expect(daysInMonth(2024, 2)).toBe(29);
  });

  it.each([[0], [13], [1.5], [-1]])('gives 0 for the non-month %d', (month) => {
    expect(daysInMonth(2024, month)).toBe(0);
  });
});

describe('isValidCalendarDate', () => {
  it.each([
    [{ year: 2024, month: 2, day: 29 }, true],
    [{ year: 2023, month: 2, day: 29 }, false],
    [{ year: 1900, month: 2, day: 29 }, false],
    [{ year: 2000, month: 2, day: 29 }, true],
    [{ year: 2024, month: 4, day: 30 }, true],
    [{ year: 2024, month: 4, day: 31 }, false],
    [{ year: 2024, month: 1, day: 31 }, true],
    [{ year: 2024, month: 1, day: 32 }, false],
    [{ year: 2024, month: 1, day: 1 }, true],
    [{ year: 2024, month: 1, day: 0 }, false],
    [{ year: 2024, month: 12, day: 1 }, true],
    [{ year: 2024, month: 13, day: 1 }, false],
    [{ year: 2024, month: 0, day: 1 }, false],
    [{ year: 1, month: 1, day: 1 }, true],
    [{ year: 0, month: 1, day: 1 }, false],
    [{ year: 9999, month: 12, day: 31 }, true],
    [{ year: 10000, month: 1, day: 1 }, false],
    [{ year: 2024.5, month: 1, day: 1 }, false],
    [{ year: 2024, month: 1, day: 1.5 }, false],
    [{ year: Number.NaN, month: 1, day: 1 }, false],
  ])('%j is a real date: %s', (date, valid) => {
    expect(isValidCalendarDate(date)).toBe(valid);
  });
});

describe('parseIsoDate and formatIsoDate', () => {
  it('reads a YYYY-MM-DD date', () => {
    expect(parseIsoDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
  });

  it.each([
    '2023-02-29',
    '2024-2-29',
    '2024-02-9',
    '24-02-29',
    ' 2024-02-29',
    '2024-02-29 ',
    '2024-02-29T00:00',
    '2024/02/29',
    '２０２４-０２-２９',
    '0000-01-01',
    '',
  ])('rejects %j', (text) => {
    expect(parseIsoDate(text)).toBeNull();
  });

  it('pads years, months and days with zeros', () => {
    expect(formatIsoDate({ year: 1, month: 2, day: 3 })).toBe('0001-02-03');
    expect(ISO_DATE_FORMAT).toBe('YYYY-MM-DD');
  });

  it('reads back every real date it formats', () => {
    fc.assert(
      fc.property(calendarDateArb, (date) => {
        expect(parseIsoDate(formatIsoDate(date))).toEqual(date);
      }),
    );
  });
});

describe('compareCalendarDates', () => {
  it('orders by year, then month, then day', () => {
    expect(compareCalendarDates({ year: 2023, month: 12, day: 31 }, { year: 2024, month: 1, day: 1 })).toBeLessThan(0);
    expect(compareCalendarDates({ year: 2024, month: 2, day: 1 }, { year: 2024, month: 1, day: 31 })).toBeGreaterThan(0);
    expect(compareCalendarDates({ year: 2024, month: 2, day: 2 }, { year: 2024, month: 2, day: 1 })).toBeGreaterThan(0);
    expect(compareCalendarDates({ year: 2024, month: 2, day: 2 }, { year: 2024, month: 2, day: 2 })).toBe(0);
  });

  it('orders like the formatted text', () => {
    fc.assert(
      fc.property(calendarDateArb, calendarDateArb, (a, b) => {
        const [textA, textB] = [formatIsoDate(a), formatIsoDate(b)];
        const byText = textA < textB ? -1 : textA > textB ? 1 : 0;
        expect(Math.sign(compareCalendarDates(a, b))).toBe(byText);
      }),
    );
  });
});

describe('epoch days', () => {
  it('counts days from 1970-01-01', () => {
    expect(toEpochDay({ year: 1970, month: 1, day: 1 })).toBe(0);
    expect(toEpochDay({ year: 1969, month: 12, day: 31 })).toBe(-1);
    expect(toEpochDay({ year: 2000, month: 3, day: 1 })).toBe(11_017);
    expect(fromEpochDay(19_782)).toEqual({ year: 2024, month: 2, day: 29 });
  });

  it('agrees with the JS Date for every date of years 1-9999 and converts back', () => {
    fc.assert(
      fc.property(calendarDateArb, (date) => {
        const epochDay = toEpochDay(date);
        expect(epochDay).toBe(epochDayByJsDate(date));
        expect(fromEpochDay(epochDay)).toEqual(date);
      }),
    );
  });
});

describe('addDays', () => {
  it('crosses month, year and leap-day boundaries', () => {
    expect(addDays({ year: 2024, month: 2, day: 28 }, 1)).toEqual({ year: 2024, month: 2, day: 29 });
    expect(addDays({ year: 2023, month: 2, day: 28 }, 1)).toEqual({ year: 2023, month: 3, day: 1 });
    expect(addDays({ year: 2024, month: 12, day: 31 }, 1)).toEqual({ year: 2025, month: 1, day: 1 });
    expect(addDays({ year: 2024, month: 3, day: 1 }, -1)).toEqual({ year: 2024, month: 2, day: 29 });
  });

  it('moves exactly n epoch days', () => {
    fc.assert(
      fc.property(calendarDateArb, fc.integer({ min: -1000, max: 1000 }), (date, days) => {
        expect(toEpochDay(addDays(date, days)) - toEpochDay(date)).toBe(days);
      }),
    );
  });
});

describe('addMonthsClamped', () => {
  it.each([
    [{ year: 2024, month: 2, day: 29 }, -12, { year: 2023, month: 2, day: 28 }],
    [{ year: 2024, month: 2, day: 29 }, 48, { year: 2028, month: 2, day: 29 }],
    [{ year: 2024, month: 3, day: 31 }, -1, { year: 2024, month: 2, day: 29 }],
    [{ year: 2023, month: 3, day: 31 }, -1, { year: 2023, month: 2, day: 28 }],
    [{ year: 2024, month: 1, day: 15 }, -1, { year: 2023, month: 12, day: 15 }],
    [{ year: 2024, month: 12, day: 15 }, 1, { year: 2025, month: 1, day: 15 }],
    [{ year: 2024, month: 5, day: 31 }, 0, { year: 2024, month: 5, day: 31 }],
  ])('%j moved by %i months is %j', (date, months, expected) => {
    expect(addMonthsClamped(date, months)).toEqual(expected);
  });

  it('lands on a real date in the target month, on the same day unless that month is shorter', () => {
    fc.assert(
      fc.property(calendarDateArb, fc.integer({ min: -24, max: 24 }), (date, months) => {
        const moved = addMonthsClamped(date, months);
        expect((moved.year - date.year) * 12 + (moved.month - date.month)).toBe(months);
        expect(moved.day).toBe(Math.min(date.day, daysInMonth(moved.year, moved.month)));
      }),
    );
  });
});
