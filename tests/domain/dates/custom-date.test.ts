import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatIsoDate } from '../../../src/domain/dates/calendar-date';
import {
  isAllowedCustomDateInput,
  sanitizeCustomDateInput,
  validateCustomDate,
  validateCustomDateRange,
  CUSTOM_DATE_MAX_LENGTH,
} from '../../../src/domain/dates/custom-date';
import { calendarDateArb } from './date-arbitraries';

const formatError = { key: 'dateFormatError', values: { format: 'YYYY-MM-DD' } };
const allowedCharacterArb = fc.constantFrom('0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '-');

describe('typing in a custom date field', () => {
  it.each(['', '2', '2024-', '2024-02-2', '2024-02-29', '----------'])('accepts %j', (text) => {
    expect(isAllowedCustomDateInput(text)).toBe(true);
  });

  it.each(['a', ' ', '2024/02', '2024-02-29 ', '2024.02.29', '２', '+1', '2024-02-290'])('refuses %j', (text) => {
    expect(isAllowedCustomDateInput(text)).toBe(false);
  });

  it('accepts up to YYYY-MM-DD length (10) and refuses one character more', () => {
    expect(CUSTOM_DATE_MAX_LENGTH).toBe(10);
    expect(isAllowedCustomDateInput('1'.repeat(10))).toBe(true);
    expect(isAllowedCustomDateInput('1'.repeat(11))).toBe(false);
  });

  it('accepts any digits-and-hyphens text within the length', () => {
    fc.assert(
      fc.property(fc.string({ unit: allowedCharacterArb, maxLength: 10 }), (text) => {
        expect(isAllowedCustomDateInput(text)).toBe(true);
      }),
    );
  });

  it('refuses any text holding another character', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 4 }),
        fc.string().filter((extra) => /[^0-9-]/.test(extra)),
        fc.string({ maxLength: 4 }),
        (before, extra, after) => {
          expect(isAllowedCustomDateInput(before + extra + after)).toBe(false);
        },
      ),
    );
  });

  it('cleans pasted text to what the field accepts', () => {
    expect(sanitizeCustomDateInput(' 2024-02-29\n')).toBe('2024-02-29');
    expect(sanitizeCustomDateInput('2024/02/29')).toBe('20240229');
    expect(sanitizeCustomDateInput('2024-02-29-01')).toBe('2024-02-29');
  });

  it('leaves acceptable text unchanged and always produces acceptable text', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const cleaned = sanitizeCustomDateInput(text);
        expect(isAllowedCustomDateInput(cleaned)).toBe(true);
        if (isAllowedCustomDateInput(text)) expect(cleaned).toBe(text);
      }),
    );
  });
});

describe('validating a custom date when the picker closes', () => {
  it.each([
    ['2024-02-29', { year: 2024, month: 2, day: 29 }],
    ['2000-02-29', { year: 2000, month: 2, day: 29 }],
    ['2024-01-01', { year: 2024, month: 1, day: 1 }],
    ['2024-12-31', { year: 2024, month: 12, day: 31 }],
    ['2024-01-31', { year: 2024, month: 1, day: 31 }],
  ])('accepts the real date %s', (text, date) => {
    expect(validateCustomDate(text)).toEqual({ ok: true, date });
  });

  it.each([
    ['2023-02-29', 'not a leap year'],
    ['1900-02-29', 'century not divisible by 400'],
    ['2024-00-10', 'month 00'],
    ['2024-13-10', 'month 13'],
    ['2024-01-00', 'day 00'],
    ['2024-01-32', 'day 32'],
    ['2024-04-31', 'April has 30 days'],
    ['2024-2-29', 'unpadded month'],
    ['20240229', 'no hyphens'],
    ['', 'blank'],
  ])('rejects %s (%s) with the date-format error', (text) => {
    expect(validateCustomDate(text)).toEqual({ ok: false, message: formatError });
  });

  it('accepts every real date written as YYYY-MM-DD and reads it back unchanged', () => {
    fc.assert(
      fc.property(calendarDateArb, (date) => {
        const result = validateCustomDate(formatIsoDate(date));
        expect(result).toEqual({ ok: true, date });
      }),
    );
  });

  it('never throws on random text and only accepts YYYY-MM-DD shapes', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: allowedCharacterArb, maxLength: 12 })), (text) => {
        const result = validateCustomDate(text);
        if (result.ok) expect(text).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        else expect(result.message).toEqual(formatError);
      }),
    );
  });
});

describe('validating a custom date range', () => {
  it('accepts a start before the end', () => {
    expect(validateCustomDateRange('2024-02-01', '2024-02-29')).toEqual({
      ok: true,
      start: { year: 2024, month: 2, day: 1 },
      end: { year: 2024, month: 2, day: 29 },
    });
  });

  it('accepts a one-day range (start equal to end)', () => {
    expect(validateCustomDateRange('2024-02-29', '2024-02-29').ok).toBe(true);
  });

  it('rejects a start one day after the end with the range-order error', () => {
    expect(validateCustomDateRange('2024-03-01', '2024-02-29')).toEqual({
      ok: false,
      startMessage: null,
      endMessage: null,
      rangeMessage: { key: 'dateRangeOrderError', values: { startDate: '2024-03-01', endDate: '2024-02-29' } },
    });
  });

  it('reports the format error on each invalid field and no order error', () => {
    expect(validateCustomDateRange('2023-02-29', '2024-01-01')).toEqual({
      ok: false,
      startMessage: formatError,
      endMessage: null,
      rangeMessage: null,
    });
    expect(validateCustomDateRange('2024-01-01', '')).toEqual({
      ok: false,
      startMessage: null,
      endMessage: formatError,
      rangeMessage: null,
    });
    expect(validateCustomDateRange('x', 'y')).toEqual({
      ok: false,
      startMessage: formatError,
      endMessage: formatError,
      rangeMessage: null,
    });
  });

  it('accepts exactly the pairs of real dates in order', () => {
    fc.assert(
      fc.property(calendarDateArb, calendarDateArb, (a, b) => {
        const [startText, endText] = [formatIsoDate(a), formatIsoDate(b)];
        const result = validateCustomDateRange(startText, endText);
        expect(result.ok).toBe(startText <= endText);
      }),
    );
  });
});
