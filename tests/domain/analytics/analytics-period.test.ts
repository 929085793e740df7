import { describe, expect, it } from 'vitest';
import { bucketSizeFor, bucketStart, bucketStarts, dayCount, previousPeriod } from '../../../src/domain/analytics/analytics-period';
import { formatIsoDate, parseIsoDate } from '../../../src/domain/dates/calendar-date';

const day = (text: string) => parseIsoDate(text)!;
const range = (first: string, last: string) => ({ first: day(first), last: day(last) });
const iso = (days: { first: Parameters<typeof formatIsoDate>[0]; last: Parameters<typeof formatIsoDate>[0] }) => [formatIsoDate(days.first), formatIsoDate(days.last)];

describe('the analytics periods', () => {
  it('counts both ends of a range', () => {
    expect(dayCount(range('2025-03-05', '2025-03-05'))).toBe(1);
    expect(dayCount(range('2025-03-02', '2025-03-31'))).toBe(30);
    expect(dayCount(range('2024-02-01', '2024-03-01'))).toBe(30);
  });

  it('puts the previous period of the same length right before the range, across months and leap days', () => {
    expect(iso(previousPeriod(range('2025-03-02', '2025-03-31')))).toEqual(['2025-01-31', '2025-03-01']);
    expect(iso(previousPeriod(range('2025-03-05', '2025-03-05')))).toEqual(['2025-03-04', '2025-03-04']);
    expect(iso(previousPeriod(range('2024-03-01', '2025-02-28')))).toEqual(['2023-03-02', '2024-02-29']);
  });

  it('charts up to 92 days by day, up to 366 by week, longer ranges by month', () => {
    expect(bucketSizeFor(range('2025-01-01', '2025-04-02'))).toBe('day');
    expect(bucketSizeFor(range('2025-01-01', '2025-04-03'))).toBe('week');
    expect(bucketSizeFor(range('2024-01-01', '2024-12-31'))).toBe('week');
    expect(bucketSizeFor(range('2024-01-01', '2025-01-01'))).toBe('month');
  });

  it('starts weeks on Monday and months on the 1st', () => {
    expect(formatIsoDate(bucketStart(day('2025-03-05'), 'week'))).toBe('2025-03-03');
    expect(formatIsoDate(bucketStart(day('2025-03-03'), 'week'))).toBe('2025-03-03');
    expect(formatIsoDate(bucketStart(day('2025-03-09'), 'week'))).toBe('2025-03-03');
    expect(formatIsoDate(bucketStart(day('1969-12-31'), 'week'))).toBe('1969-12-29');
    expect(formatIsoDate(bucketStart(day('2025-03-31'), 'month'))).toBe('2025-03-01');
    expect(formatIsoDate(bucketStart(day('2025-03-31'), 'day'))).toBe('2025-03-31');
  });

  it('lists every bucket a range touches, the partial first and last included', () => {
    expect(bucketStarts(range('2025-03-30', '2025-04-01'), 'day').map(formatIsoDate)).toEqual(['2025-03-30', '2025-03-31', '2025-04-01']);
    expect(bucketStarts(range('2025-03-05', '2025-03-17'), 'week').map(formatIsoDate)).toEqual(['2025-03-03', '2025-03-10', '2025-03-17']);
    expect(bucketStarts(range('2024-11-15', '2025-02-01'), 'month').map(formatIsoDate)).toEqual(['2024-11-01', '2024-12-01', '2025-01-01', '2025-02-01']);
  });
});
