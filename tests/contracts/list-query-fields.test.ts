import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkDateRange, dateRangeChoiceOf, dateRangeFields, dateRangeValuesOf } from '../../src/contracts/date-range.fields';
import { codeList, numericCode, oneOf } from '../../src/contracts/fields';
import { keywordField, MAX_FILTER_PRODUCT_IDS, MAX_KEYWORD_LENGTH, MAX_PRODUCT_ID_LENGTH, productIdsField } from '../../src/contracts/list-filter.fields';
import { ALL_TIME_RANGE, customDateRange, presetDateRange } from '../../src/domain/dates/date-range';
import { dateRangeChoiceArb } from '../domain/dates/date-arbitraries';

const query = z.object(dateRangeFields).superRefine(checkDateRange);
/** The same fields inside a body, as a bulk action's `filter`. */
const body = z.object({ filter: query });

const issues = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('the date-range fields of a list query', () => {
  it('read a preset, a custom range or none, from query text or JSON numbers', () => {
    expect(dateRangeChoiceOf(query.parse({}))).toEqual(ALL_TIME_RANGE);
    expect(dateRangeChoiceOf(query.parse({ date_range: '3' }))).toEqual(presetDateRange(3));
    expect(dateRangeChoiceOf(query.parse({ date_range: 5 }))).toEqual(presetDateRange(5));
    const custom = query.parse({ date_range: '1', start_date: '2025-01-02', end_date: '2025-01-02' });
    expect(dateRangeChoiceOf(custom)).toEqual(customDateRange({ year: 2025, month: 1, day: 2 }, { year: 2025, month: 1, day: 2 }));
    expect(dateRangeChoiceOf(query.parse({ date_range: '' }))).toEqual(ALL_TIME_RANGE);
  });

  it.each([
    [{ date_range: '9' }, 'date_range: 9 is not one of 0 (all time), 1 (today), 2 (last 7 days), 3 (last 30 days), 4 (last 90 days), 5 (last 12 months)'],
    [{ date_range: '03' }, 'date_range: 03 is not one of 0 (all time), 1 (today), 2 (last 7 days), 3 (last 30 days), 4 (last 90 days), 5 (last 12 months)'],
    [{ date_range: ['1', '2'] }, 'date_range: must be given once'],
    [{ start_date: '2025-02-30', end_date: '2025-03-01' }, 'start_date: "2025-02-30" is not a date (YYYY-MM-DD)'],
    [{ start_date: '2025-03-01', end_date: '1 March' }, 'end_date: "1 March" is not a date (YYYY-MM-DD)'],
    [{ start_date: '2025-03-01' }, 'end_date: is required with start_date'],
    [{ end_date: '2025-03-01' }, 'start_date: is required with end_date'],
    [{ start_date: '2025-03-02', end_date: '2025-03-01' }, 'start_date: must not be after end_date'],
  ])('refuses %j, naming the field', (input, message) => {
    expect(issues(query, input)).toEqual([message]);
  });

  it('names the field under the object that holds it', () => {
    expect(issues(body, { filter: { start_date: '2025-03-01' } })).toEqual(['filter.end_date: is required with start_date']);
  });

  it('writes a choice back as the values that name it, all time as none', () => {
    expect(dateRangeValuesOf(ALL_TIME_RANGE)).toEqual({});
    expect(dateRangeValuesOf(presetDateRange(2))).toEqual({ date_range: 2 });
    const range = customDateRange({ year: 2025, month: 1, day: 2 }, { year: 2025, month: 2, day: 3 })!;
    expect(dateRangeValuesOf(range)).toEqual({ start_date: '2025-01-02', end_date: '2025-02-03' });
    expect(dateRangeChoiceOf(query.parse(dateRangeValuesOf(range)))).toEqual(range);
  });

  it('reads back every choice the admin writes, as JSON values or as URL text', () => {
    fc.assert(
      fc.property(dateRangeChoiceArb, (choice) => {
        const values = dateRangeValuesOf(choice);
        expect(dateRangeChoiceOf(query.parse(values))).toEqual(choice);
        const asText = Object.fromEntries(Object.entries(values).map(([key, value]) => [key, String(value)]));
        expect(dateRangeChoiceOf(query.parse(asText))).toEqual(choice);
      }),
    );
  });

  it('never throws on arbitrary parameter values: it answers or names the field', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom('date_range', 'start_date', 'end_date'), fc.anything()), (params) => {
        expect(typeof query.safeParse(params).success).toBe('boolean');
      }),
    );
  });

  it('reads an unusable custom range as all time (the address bar, which never refuses)', () => {
    expect(dateRangeChoiceOf({ date_range: 3, start_date: '2025-01-02' })).toEqual(ALL_TIME_RANGE);
    expect(dateRangeChoiceOf({ start_date: '2025-02-02', end_date: '2025-01-02' })).toEqual(ALL_TIME_RANGE);
  });
});

describe('the product and keyword filter fields', () => {
  const filter = z.object({ product_ids: productIdsField, keyword: keywordField });

  it('trim product ids and drop blank ones; trim the keyword', () => {
    expect(filter.parse({ product_ids: ['', ' a ', 'b'], keyword: '  Zoë ' })).toEqual({ product_ids: ['a', 'b'], keyword: 'Zoë' });
    expect(filter.parse({ product_ids: 'a' })).toEqual({ product_ids: ['a'] });
    expect(filter.parse({ product_ids: [101, ' 7 '] })).toEqual({ product_ids: ['101', '7'] });
    expect(filter.parse({ product_ids: null })).toEqual({ product_ids: [] });
    expect(filter.parse({})).toEqual({});
  });

  it.each([
    [{ product_ids: Array.from({ length: MAX_FILTER_PRODUCT_IDS + 1 }, (_, index) => `p${index}`) }, 'product_ids: must name at most 250 products'],
    [{ product_ids: ['a', 'x'.repeat(MAX_PRODUCT_ID_LENGTH + 1)] }, `product_ids: "${'x'.repeat(40)}…" must be at most 255 characters`],
    [{ product_ids: ['a', 'b\u0000'] }, 'product_ids: "b\\u0000" must not contain control characters'],
    [{ keyword: 'x'.repeat(MAX_KEYWORD_LENGTH + 1) }, 'keyword: must be at most 200 characters'],
    [{ keyword: ['a', 'b'] }, 'keyword: must be given once'],
    [{ keyword: 'a\u0000' }, 'keyword: must not contain control characters'],
  ])('refuses %j', (input, message) => {
    expect(issues(filter, input)).toEqual([message]);
  });
});

describe('a list of codes', () => {
  const list = z.object({ ratings: codeList(numericCode([1, 2, 3, 4, 5], '1-5')).optional(), sources: codeList(oneOf(['Shop', 'QR Code'])).optional() });

  it('reads one value, repeated values or a JSON array; null is the empty list', () => {
    expect(list.parse({ ratings: '4', sources: ['Shop', 'QR Code'] })).toEqual({ ratings: [4], sources: ['Shop', 'QR Code'] });
    expect(list.parse({ ratings: [5, '1'], sources: null })).toEqual({ ratings: [5, 1], sources: [] });
    expect(list.parse({})).toEqual({});
  });

  it.each([
    [{ ratings: ['5', '04'] }, 'ratings: 04 is not one of 1-5'],
    [{ ratings: '4.0' }, 'ratings: "4.0" is not one of 1-5'],
    [{ ratings: [4, '4'] }, 'ratings: 4 is given twice'],
    [{ sources: 'shop' }, 'sources: "shop" is not one of Shop, QR Code'],
    [{ sources: [['Shop']] }, 'sources: a list is not one of Shop, QR Code'],
  ])('refuses %j, quoting the value and naming the codes', (input, message) => {
    expect(issues(list, input)).toEqual([message]);
  });
});
