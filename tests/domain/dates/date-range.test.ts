import { describe, expect, it } from 'vitest';
import { type CalendarDate } from '../../../src/domain/dates/calendar-date';
import {
  customDateRange,
  isPresetDateRangeCode,
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
  END_DATE_PARAM,
  PRESET_DATE_RANGE_CODES,
  START_DATE_PARAM,
} from '../../../src/domain/dates/date-range';

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
