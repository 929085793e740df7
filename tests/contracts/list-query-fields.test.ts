import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkDateRange, dateRangeChoiceOf, dateRangeFields, dateRangeValuesOf } from '../../src/contracts/date-range.fields';
import { keywordField, productIdsField } from '../../src/contracts/list-filter.fields';
import { ALL_TIME_RANGE, customDateRange, presetDateRange } from '../../src/domain/dates/date-range';

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
  });

  it.each([
    [{ date_range: '9' }, 'date_range: must be 0 (all time), 1 (today), 2 (last 7 days), 3 (last 30 days), 4 (last 90 days) or 5 (last 12 months)'],
    [{ date_range: '03' }, 'date_range: must be 0 (all time), 1 (today), 2 (last 7 days), 3 (last 30 days), 4 (last 90 days) or 5 (last 12 months)'],
    [{ date_range: ['1', '2'] }, 'date_range: must be given once'],
    [{ start_date: '2025-02-30', end_date: '2025-03-01' }, 'start_date: must be a date as YYYY-MM-DD'],
    [{ start_date: '2025-03-01', end_date: '1 March' }, 'end_date: must be a date as YYYY-MM-DD'],
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
    expect(filter.parse({})).toEqual({});
  });

  it.each([
    [{ product_ids: Array.from({ length: 251 }, (_, index) => `p${index}`) }, 'product_ids: must name at most 250 products'],
    [{ product_ids: ['a', 'x'.repeat(256)] }, 'product_ids.1: must be at most 255 characters'],
    [{ keyword: 'x'.repeat(201) }, 'keyword: must be at most 200 characters'],
    [{ keyword: ['a', 'b'] }, 'keyword: must be given once'],
    [{ keyword: 'a\u0000' }, 'keyword: must not contain control characters'],
  ])('refuses %j', (input, message) => {
    expect(issues(filter, input)).toEqual([message]);
  });
});
