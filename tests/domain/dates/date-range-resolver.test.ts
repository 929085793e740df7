import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseIsoDate, toEpochDay, type CalendarDate } from '../../../src/domain/dates/calendar-date';
import {
  ALL_TIME_RANGE,
  DATE_RANGE_LAST_12_MONTHS,
  DATE_RANGE_LAST_30_DAYS,
  DATE_RANGE_LAST_7_DAYS,
  DATE_RANGE_LAST_90_DAYS,
  DATE_RANGE_TODAY,
  presetDateRange,
  type DateRangeChoice,
} from '../../../src/domain/dates/date-range';
import {
  isWithinInterval,
  presetLocalDays,
  resolveDateRange,
  LAST_12_MONTHS_MONTH_COUNT,
  PRESET_RANGE_DAY_COUNTS,
  UNBOUNDED_INTERVAL,
  type BoundedDateInterval,
  type DateRangeContext,
} from '../../../src/domain/dates/date-range-resolver';
import { calendarDateArb, recentInstantArb, timeZoneArb } from './date-arbitraries';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

function day(text: string): CalendarDate {
  const date = parseIsoDate(text);
  if (date === null) throw new Error(`bad test date ${text}`);
  return date;
}

function bounded(choice: DateRangeChoice, context: DateRangeContext): BoundedDateInterval {
  const result = resolveDateRange(choice, context);
  if (!result.ok || !result.interval.bounded) throw new Error(`expected bounds, got ${JSON.stringify(result)}`);
  return result.interval;
}

function iso(epochMs: number): string {
  return new Date(epochMs).toISOString();
}

function custom(start: string, end: string): DateRangeChoice {
  return { kind: 'custom', start: day(start), end: day(end) };
}

describe('preset local days', () => {
  it('spans 1, 7, 30 and 90 calendar days ending today inclusive', () => {
    expect(PRESET_RANGE_DAY_COUNTS).toEqual({ 1: 1, 2: 7, 3: 30, 4: 90 });
    const today = day('2024-03-15');
    expect(presetLocalDays(DATE_RANGE_TODAY, today)).toEqual({ first: today, last: today });
    expect(presetLocalDays(DATE_RANGE_LAST_7_DAYS, today)).toEqual({ first: day('2024-03-09'), last: today });
    expect(presetLocalDays(DATE_RANGE_LAST_30_DAYS, today)).toEqual({ first: day('2024-02-15'), last: today });
    expect(presetLocalDays(DATE_RANGE_LAST_90_DAYS, today)).toEqual({ first: day('2023-12-17'), last: today });
  });

  it.each([
    ['2024-03-15', '2023-03-16'],
    ['2024-02-29', '2023-03-01'],
    ['2025-02-28', '2024-02-29'],
    ['2025-03-01', '2024-03-02'],
    ['2024-01-01', '2023-01-02'],
    ['2024-12-31', '2024-01-01'],
  ])('last 12 months up to %s starts on %s (the day after the same date a year back)', (today, first) => {
    expect(LAST_12_MONTHS_MONTH_COUNT).toBe(12);
    expect(presetLocalDays(DATE_RANGE_LAST_12_MONTHS, day(today))).toEqual({ first: day(first), last: day(today) });
  });

  it('always covers exactly the preset number of days, today included', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(DATE_RANGE_TODAY, DATE_RANGE_LAST_7_DAYS, DATE_RANGE_LAST_30_DAYS, DATE_RANGE_LAST_90_DAYS),
        calendarDateArb,
        (code, today) => {
          const days = presetLocalDays(code, today);
          expect(days.last).toEqual(today);
          expect(toEpochDay(days.last) - toEpochDay(days.first) + 1).toBe(PRESET_RANGE_DAY_COUNTS[code]);
        },
      ),
    );
  });

  it('covers 365 or 366 days for the last 12 months, 366 only when a February 29 is inside', () => {
    fc.assert(
      fc.property(calendarDateArb.filter((date) => date.year > 1), (today) => {
        const { first, last } = presetLocalDays(DATE_RANGE_LAST_12_MONTHS, today);
        const count = toEpochDay(last) - toEpochDay(first) + 1;
        let hasLeapDay = false;
        for (let epochDay = toEpochDay(first); epochDay <= toEpochDay(last); epochDay += 1) {
          const js = new Date(epochDay * DAY_MS);
          if (js.getUTCMonth() === 1 && js.getUTCDate() === 29) hasLeapDay = true;
        }
        expect(count).toBe(hasLeapDay ? 366 : 365);
      }),
    );
  });
});

describe('resolveDateRange', () => {
  it('gives all time no bounds, whatever the zone or now', () => {
    expect(UNBOUNDED_INTERVAL).toEqual({ bounded: false });
    expect(resolveDateRange(ALL_TIME_RANGE, { now: Number.NaN, timeZone: 'Bad/Zone' })).toEqual({
      ok: true,
      interval: { bounded: false },
    });
  });

  it('resolves today in Berlin on the spring-forward day to a 23-hour interval', () => {
    const interval = bounded(presetDateRange(DATE_RANGE_TODAY), {
      now: new Date('2024-03-31T12:00:00Z'),
      timeZone: 'Europe/Berlin',
    });
    expect(interval).toEqual({
      bounded: true,
      fromDate: '2024-03-31',
      toDate: '2024-03-31',
      startMs: Date.parse('2024-03-30T23:00:00Z'),
      endMs: Date.parse('2024-03-31T22:00:00Z'),
    });
  });

  it('resolves today in Berlin on the fall-back day to a 25-hour interval', () => {
    const interval = bounded(presetDateRange(DATE_RANGE_TODAY), { now: Date.parse('2024-10-27T12:00:00Z'), timeZone: 'Europe/Berlin' });
    expect(iso(interval.startMs)).toBe('2024-10-26T22:00:00.000Z');
    expect(interval.endMs - interval.startMs).toBe(25 * HOUR_MS);
  });

  it('resolves the last 7 days in New York across the March DST change to 7 days minus one hour', () => {
    const interval = bounded(presetDateRange(DATE_RANGE_LAST_7_DAYS), {
      now: Date.parse('2024-03-12T15:00:00Z'),
      timeZone: 'America/New_York',
    });
    expect([interval.fromDate, interval.toDate]).toEqual(['2024-03-06', '2024-03-12']);
    expect(iso(interval.startMs)).toBe('2024-03-06T05:00:00.000Z');
    expect(iso(interval.endMs)).toBe('2024-03-13T04:00:00.000Z');
    expect(interval.endMs - interval.startMs).toBe(7 * DAY_MS - HOUR_MS);
  });

  it('resolves the last 30 days in New York across the November DST change to 30 days plus one hour', () => {
    const interval = bounded(presetDateRange(DATE_RANGE_LAST_30_DAYS), {
      now: Date.parse('2024-11-20T15:00:00Z'),
      timeZone: 'America/New_York',
    });
    expect([interval.fromDate, interval.toDate]).toEqual(['2024-10-22', '2024-11-20']);
    expect(interval.endMs - interval.startMs).toBe(30 * DAY_MS + HOUR_MS);
  });

  it('uses the shop-local date, not the UTC date: 03:30 UTC is still yesterday in New York', () => {
    const interval = bounded(presetDateRange(DATE_RANGE_TODAY), { now: Date.parse('2024-06-01T03:30:00Z'), timeZone: 'America/New_York' });
    expect(interval.fromDate).toBe('2024-05-31');
  });

  it('resolves one instant to different days at the extreme offsets +14 and -11', () => {
    const now = Date.parse('2024-06-01T10:30:00Z');
    const kiritimati = bounded(presetDateRange(DATE_RANGE_TODAY), { now, timeZone: 'Pacific/Kiritimati' });
    const pagoPago = bounded(presetDateRange(DATE_RANGE_TODAY), { now, timeZone: 'Pacific/Pago_Pago' });
    expect([kiritimati.fromDate, iso(kiritimati.startMs), iso(kiritimati.endMs)]).toEqual([
      '2024-06-02',
      '2024-06-01T10:00:00.000Z',
      '2024-06-02T10:00:00.000Z',
    ]);
    expect([pagoPago.fromDate, iso(pagoPago.startMs), iso(pagoPago.endMs)]).toEqual([
      '2024-05-31',
      '2024-05-31T11:00:00.000Z',
      '2024-06-01T11:00:00.000Z',
    ]);
  });

  it('resolves a custom range in the shop zone, end day included', () => {
    const interval = bounded(custom('2024-03-01', '2024-03-31'), { now: 0, timeZone: 'Europe/Berlin' });
    expect(interval).toEqual({
      bounded: true,
      fromDate: '2024-03-01',
      toDate: '2024-03-31',
      startMs: Date.parse('2024-02-29T23:00:00Z'),
      endMs: Date.parse('2024-03-31T22:00:00Z'),
    });
  });

  it('resolves a custom range without needing a valid now', () => {
    expect(resolveDateRange(custom('2024-02-29', '2024-02-29'), { now: Number.NaN, timeZone: 'UTC' }).ok).toBe(true);
  });

  it('reports an unknown time zone for presets and custom ranges', () => {
    const context = { now: 0, timeZone: 'Mars/Olympus_Mons' };
    expect(resolveDateRange(presetDateRange(DATE_RANGE_TODAY), context)).toEqual({ ok: false, error: 'invalidTimeZone' });
    expect(resolveDateRange(custom('2024-01-01', '2024-01-02'), context)).toEqual({ ok: false, error: 'invalidTimeZone' });
  });

  it('reports an invalid now, or a today outside years 0001-9999', () => {
    const today = presetDateRange(DATE_RANGE_TODAY);
    expect(resolveDateRange(today, { now: new Date('nope'), timeZone: 'UTC' })).toEqual({ ok: false, error: 'invalidNow' });
    expect(resolveDateRange(today, { now: 8.64e15, timeZone: 'UTC' })).toEqual({ ok: false, error: 'invalidNow' });
    const yearOne = new Date(0);
    yearOne.setUTCFullYear(1, 0, 5);
    expect(resolveDateRange(today, { now: yearOne, timeZone: 'UTC' }).ok).toBe(true);
    expect(resolveDateRange(presetDateRange(DATE_RANGE_LAST_30_DAYS), { now: yearOne, timeZone: 'UTC' })).toEqual({
      ok: false,
      error: 'invalidNow',
    });
  });

  it('reports a custom range with an unreal date or with start after end', () => {
    const context = { now: 0, timeZone: 'UTC' };
    const unreal: DateRangeChoice = { kind: 'custom', start: { year: 2023, month: 2, day: 29 }, end: day('2024-01-01') };
    const unrealEnd: DateRangeChoice = { kind: 'custom', start: day('2024-01-01'), end: { year: 2024, month: 13, day: 1 } };
    expect(resolveDateRange(unreal, context)).toEqual({ ok: false, error: 'invalidDate' });
    expect(resolveDateRange(unrealEnd, context)).toEqual({ ok: false, error: 'invalidDate' });
    expect(resolveDateRange(custom('2024-01-02', '2024-01-01'), context)).toEqual({ ok: false, error: 'startAfterEnd' });
  });

  it('always contains now and ends at the end of the local today, in every zone', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(DATE_RANGE_TODAY, DATE_RANGE_LAST_7_DAYS, DATE_RANGE_LAST_30_DAYS, DATE_RANGE_LAST_90_DAYS, DATE_RANGE_LAST_12_MONTHS),
        recentInstantArb,
        timeZoneArb,
        (code, now, timeZone) => {
          const interval = bounded(presetDateRange(code), { now, timeZone });
          expect(isWithinInterval(now, interval)).toBe(true);
          expect(interval.endMs - now).toBeLessThanOrEqual(25 * HOUR_MS);
          expect(interval.fromDate <= interval.toDate).toBe(true);
        },
      ),
    );
  });

  it('gives day-count presets exactly N times 24 hours in UTC', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(DATE_RANGE_TODAY, DATE_RANGE_LAST_7_DAYS, DATE_RANGE_LAST_30_DAYS, DATE_RANGE_LAST_90_DAYS),
        recentInstantArb,
        (code, now) => {
          const interval = bounded(presetDateRange(code), { now, timeZone: 'UTC' });
          expect(interval.endMs - interval.startMs).toBe(PRESET_RANGE_DAY_COUNTS[code] * DAY_MS);
          expect(interval.startMs % DAY_MS).toBe(0);
        },
      ),
    );
  });
});

describe('isWithinInterval', () => {
  const interval = bounded(custom('2024-01-01', '2024-01-01'), { now: 0, timeZone: 'UTC' });

  it('includes the start instant and excludes the end instant', () => {
    expect(isWithinInterval(interval.startMs - 1, interval)).toBe(false);
    expect(isWithinInterval(interval.startMs, interval)).toBe(true);
    expect(isWithinInterval(interval.endMs - 1, interval)).toBe(true);
    expect(isWithinInterval(interval.endMs, interval)).toBe(false);
  });

  it('puts every instant, even NaN, in all time but no NaN in a bounded range', () => {
    expect(isWithinInterval(Number.NaN, UNBOUNDED_INTERVAL)).toBe(true);
    expect(isWithinInterval(Number.NaN, interval)).toBe(false);
  });
});
