import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { type CalendarDate } from '../../../src/domain/dates/calendar-date';
import {
  customDateRange,
  isPresetDateRangeCode,
  parseAnalyticsDateRangeQuery,
  parseDateRangeQuery,
  presetDateRange,
  toDateRangeQuery,
  ALL_TIME_RANGE,
  DATE_RANGE_ALL_TIME,
  DATE_RANGE_LAST_12_MONTHS,
  DATE_RANGE_LAST_30_DAYS,
  DATE_RANGE_LAST_7_DAYS,
  DATE_RANGE_LAST_90_DAYS,
  DATE_RANGE_PARAM,
  DATE_RANGE_TODAY,
  DEFAULT_ANALYTICS_RANGE,
  END_DATE_PARAM,
  PRESET_DATE_RANGE_CODES,
  START_DATE_PARAM,
} from '../../../src/domain/dates/date-range';
import { dateRangeChoiceArb } from './date-arbitraries';

const feb1: CalendarDate = { year: 2024, month: 2, day: 1 };
const feb29: CalendarDate = { year: 2024, month: 2, day: 29 };

describe('date range choices', () => {
  it('uses the spec codes: 1 today, 2 last 7 days, 3 last 30 days, 4 last 90 days, 5 last 12 months, 0 all time', () => {
    expect([
      DATE_RANGE_TODAY,
      DATE_RANGE_LAST_7_DAYS,
      DATE_RANGE_LAST_30_DAYS,
      DATE_RANGE_LAST_90_DAYS,
      DATE_RANGE_LAST_12_MONTHS,
      DATE_RANGE_ALL_TIME,
    ]).toEqual([1, 2, 3, 4, 5, 0]);
    expect(PRESET_DATE_RANGE_CODES).toEqual([1, 2, 3, 4, 5, 0]);
  });

  it('defaults analytics to the last 30 days', () => {
    expect(DEFAULT_ANALYTICS_RANGE).toEqual({ kind: 'preset', code: 3 });
    expect(ALL_TIME_RANGE).toEqual({ kind: 'preset', code: 0 });
  });

  it('builds a custom range only when the start is on or before the end', () => {
    expect(customDateRange(feb1, feb29)).toEqual({ kind: 'custom', start: feb1, end: feb29 });
    expect(customDateRange(feb29, feb29)).toEqual({ kind: 'custom', start: feb29, end: feb29 });
    expect(customDateRange(feb29, feb1)).toBeNull();
  });

  it.each([
    [0, true],
    [5, true],
    [6, false],
    [-1, false],
    ['1', false],
    [null, false],
  ])('recognises %j as a preset code: %s', (value, expected) => {
    expect(isPresetDateRangeCode(value)).toBe(expected);
  });
});

describe('toDateRangeQuery', () => {
  it('sends date_range for a preset, all time included', () => {
    expect(toDateRangeQuery(presetDateRange(DATE_RANGE_LAST_7_DAYS))).toEqual({ date_range: 2 });
    expect(toDateRangeQuery(ALL_TIME_RANGE)).toEqual({ date_range: 0 });
  });

  it('sends start_date and end_date as YYYY-MM-DD, and no date_range, for a custom range', () => {
    const query = toDateRangeQuery({ kind: 'custom', start: { year: 2024, month: 3, day: 5 }, end: feb29 });
    expect(query).toEqual({ start_date: '2024-03-05', end_date: '2024-02-29' });
    expect(DATE_RANGE_PARAM in query).toBe(false);
    expect([DATE_RANGE_PARAM, START_DATE_PARAM, END_DATE_PARAM]).toEqual(['date_range', 'start_date', 'end_date']);
  });
});

describe('parseDateRangeQuery', () => {
  it.each([
    [{ date_range: '0' }, 0],
    [{ date_range: '5' }, 5],
    [{ date_range: 3 }, 3],
    [{ date_range: ['2', '4'] }, 2],
  ])('reads the preset from %j', (params, code) => {
    expect(parseDateRangeQuery(params)).toEqual({ ok: true, choice: { kind: 'preset', code } });
  });

  it('reads -0 from JSON as the all-time code 0', () => {
    const result = parseDateRangeQuery({ date_range: -0 });
    expect(result.ok && result.choice.kind === 'preset' && Object.is(result.choice.code, 0)).toBe(true);
  });

  it.each([[{ date_range: '6' }], [{ date_range: '-1' }], [{ date_range: '01' }], [{ date_range: '1.0' }], [{ date_range: 'custom' }], [{ date_range: 1.5 }], [{ date_range: '' }], [{ date_range: null }]])(
    'reports an unknown date_range for %j',
    (params) => {
      expect(parseDateRangeQuery(params)).toEqual({ ok: false, error: 'unknownDateRange' });
    },
  );

  it('reports a missing range when no range parameter is present', () => {
    expect(parseDateRangeQuery({})).toEqual({ ok: false, error: 'missing' });
    expect(parseDateRangeQuery({ date_range: [], other: '1' })).toEqual({ ok: false, error: 'missing' });
  });

  it('reads a custom range, which wins over a date_range sent with it', () => {
    expect(parseDateRangeQuery({ start_date: '2024-02-01', end_date: '2024-02-29', date_range: '1' })).toEqual({
      ok: true,
      choice: { kind: 'custom', start: feb1, end: feb29 },
    });
  });

  it('accepts a one-day custom range', () => {
    expect(parseDateRangeQuery({ start_date: '2024-02-29', end_date: '2024-02-29' }).ok).toBe(true);
  });

  it.each([
    [{ start_date: '2024-02-01' }, 'incompleteCustomRange'],
    [{ end_date: '2024-02-01', date_range: '1' }, 'incompleteCustomRange'],
    [{ start_date: '2023-02-29', end_date: '2024-02-01' }, 'invalidDate'],
    [{ start_date: '2024-02-01', end_date: 20240229 }, 'invalidDate'],
    [{ start_date: '2024-03-01', end_date: '2024-02-29' }, 'startAfterEnd'],
  ])('reports %j as %s', (params, error) => {
    expect(parseDateRangeQuery(params)).toEqual({ ok: false, error });
  });

  it('reads back every choice it writes, as JSON values or as URL strings', () => {
    fc.assert(
      fc.property(dateRangeChoiceArb, (choice) => {
        const query = toDateRangeQuery(choice);
        expect(parseDateRangeQuery(query)).toEqual({ ok: true, choice });
        const asStrings = Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)]));
        expect(parseDateRangeQuery(asStrings)).toEqual({ ok: true, choice });
      }),
    );
  });

  it('never throws on arbitrary parameter values', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom('date_range', 'start_date', 'end_date', 'x'), fc.anything()), (params) => {
        expect(typeof parseDateRangeQuery(params).ok).toBe('boolean');
      }),
    );
  });
});

describe('parseAnalyticsDateRangeQuery', () => {
  it('falls back to the last 30 days when the query has no range', () => {
    expect(parseAnalyticsDateRangeQuery({})).toEqual({ ok: true, choice: DEFAULT_ANALYTICS_RANGE });
  });

  it('keeps a given range and keeps errors for a malformed one', () => {
    expect(parseAnalyticsDateRangeQuery({ date_range: '1' })).toEqual({ ok: true, choice: presetDateRange(1) });
    expect(parseAnalyticsDateRangeQuery({ date_range: '9' })).toEqual({ ok: false, error: 'unknownDateRange' });
  });
});
