import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ORDER_FILTER_CODEC, type OrderFilter } from '../../src/application/collect/order-list-state';
import { getOrdersRequest } from '../../src/contracts/collect-orders.schema';
import { queryValues } from '../../src/contracts/contract';
import { checkDateRange, dateRangeChoiceOf, dateRangeFields, dateRangeValuesOf } from '../../src/contracts/date-range.fields';
import { codeList, numericCode, oneOf } from '../../src/contracts/fields';
import { listCodec } from '../../src/contracts/list-codec';
import { keywordField } from '../../src/contracts/list-filter.fields';
import { ORDER_REQUEST_STATES } from '../../src/domain/collect/request-queue';
import { ALL_TIME_RANGE, type DateRangeChoice, presetDateRange } from '../../src/domain/dates/date-range';
import { decodeQueryString } from '../../src/domain/reviews/query-string';
import { dateRangeChoiceArb } from '../domain/dates/date-arbitraries';
import { urlHostileTextArb } from '../domain/reviews/review-arbitraries';

/** A list the next screen could add, configured as docs/architecture.md's checklist says: its call's fields and two mappings. */
const COLORS = ['red', 'green', 'blue'] as const;
const SIZES = [1, 2, 3] as const;

const swatchListFields = z.object({
  colors: codeList(oneOf(COLORS)).optional(),
  sizes: codeList(numericCode(SIZES)).optional(),
  ...dateRangeFields,
  keyword: keywordField,
});
/** What the server would read: the same fields, the date range checked as a whole. */
const swatchListRequest = swatchListFields.superRefine(checkDateRange);

interface SwatchFilter {
  readonly colors: readonly (typeof COLORS)[number][];
  readonly sizes: readonly (typeof SIZES)[number][];
  readonly dateRange: DateRangeChoice;
  readonly keyword: string;
}

const EMPTY: SwatchFilter = { colors: [], sizes: [], dateRange: ALL_TIME_RANGE, keyword: '' };

const swatchCodec = listCodec({
  fields: swatchListFields,
  empty: EMPTY,
  read: (values): SwatchFilter => ({
    colors: COLORS.filter((color) => values.colors?.includes(color)),
    sizes: SIZES.filter((size) => values.sizes?.includes(size)),
    dateRange: dateRangeChoiceOf(values),
    keyword: values.keyword ?? '',
  }),
  write: (filter) => ({
    ...(filter.colors.length > 0 ? { colors: filter.colors } : {}),
    ...(filter.sizes.length > 0 ? { sizes: filter.sizes } : {}),
    ...dateRangeValuesOf(filter.dateRange),
    ...(filter.keyword === '' ? {} : { keyword: filter.keyword }),
  }),
});

/** Filters as the list holds them: codes in their canonical order, the keyword trimmed. */
const swatchFilterArb: fc.Arbitrary<SwatchFilter> = fc.record({
  colors: fc.subarray([...COLORS]),
  sizes: fc.subarray([...SIZES]),
  dateRange: dateRangeChoiceArb,
  keyword: urlHostileTextArb.map((text) => text.trim()),
});

/** Search strings a merchant's address bar could hold: known and unknown keys, repeated, with hostile values. */
const searchArb = fc
  .array(
    fc.tuple(
      fc.constantFrom('colors', 'sizes', 'date_range', 'start_date', 'end_date', 'keyword', 'page', 'sort', 'id', '__proto__', 'colors[]'),
      fc.oneof(fc.constantFrom('red', 'blue', 'pink', '1', '3', '03', '9', '', '2025-01-31', '2025-02-30', '%E0%A4%A'), urlHostileTextArb),
    ),
    { maxLength: 8 },
  )
  .map((pairs) => pairs.map(([key, value]) => `${key}=${value.startsWith('%') ? value : encodeURIComponent(value)}`).join('&'));

describe('queryValues (the one reading of a query, on the server and in the address bar)', () => {
  it('gives a key once as its value and a repeated key as its values in order', () => {
    expect(queryValues({ a: ['1'], b: ['2', '1'], c: [''] })).toEqual({ a: '1', b: ['2', '1'], c: '' });
    expect(queryValues(decodeQueryString('?ratings=4&ratings=5&keyword=a+b'))).toEqual({ ratings: ['4', '5'], keyword: 'a b' });
    expect(queryValues({})).toEqual({});
  });
});

describe('listCodec', () => {
  it('writes the empty filter as the empty string and reads it back', () => {
    expect(swatchCodec.format(EMPTY)).toBe('');
    expect(swatchCodec.parse('')).toEqual(EMPTY);
    expect(swatchCodec.parse('?')).toEqual(EMPTY);
  });

  it('writes the call’s own parameter names, arrays as repeated plain keys, in the configured order', () => {
    const filter: SwatchFilter = { colors: ['red', 'blue'], sizes: [2], dateRange: presetDateRange(3), keyword: 'a&b c' };
    expect(swatchCodec.format(filter)).toBe('colors=red&colors=blue&sizes=2&date_range=3&keyword=a%26b%20c');
    expect(swatchCodec.toQuery(filter)).toEqual({ colors: ['red', 'blue'], sizes: ['2'], date_range: '3', keyword: 'a&b c' });
  });

  it('round-trips every filter, with or without the leading ?', () => {
    fc.assert(
      fc.property(swatchFilterArb, (filter) => {
        const search = swatchCodec.format(filter);
        expect(swatchCodec.parse(search)).toEqual(filter);
        expect(swatchCodec.parse(`?${search}`)).toEqual(filter);
        expect(swatchCodec.read(swatchCodec.toQuery(filter))).toEqual(filter);
      }),
    );
  });

  it('writes what the server reads strictly, to the same filter', () => {
    fc.assert(
      fc.property(swatchFilterArb, (filter) => {
        const serverQuery = queryValues(decodeQueryString(swatchCodec.format(filter)));
        expect(swatchCodec.read(swatchListRequest.parse(serverQuery))).toEqual(filter);
      }),
    );
  });

  it('reads any address without throwing, and writes it back in one canonical form', () => {
    fc.assert(
      fc.property(searchArb, (search) => {
        const filter = swatchCodec.parse(search);
        const canonical = swatchCodec.format(filter);
        expect(swatchCodec.parse(canonical)).toEqual(filter);
        expect(swatchCodec.format(swatchCodec.parse(canonical))).toBe(canonical);
      }),
    );
  });

  it('drops a value the server would refuse and keeps the rest', () => {
    expect(swatchCodec.parse('colors=red&colors=pink&sizes=03&keyword=ann')).toEqual({ ...EMPTY, keyword: 'ann' });
    expect(swatchCodec.parse('sizes=9&date_range=77&colors=green')).toEqual({ ...EMPTY, colors: ['green'] });
    expect(swatchCodec.parse(`keyword=${'x'.repeat(201)}&sizes=1`)).toEqual({ ...EMPTY, sizes: [1] });
    // An unusable custom range is all time; the preset it overrides goes with it.
    expect(swatchCodec.parse('date_range=3&start_date=2025-02-01&end_date=2025-01-01&sizes=3')).toEqual({ ...EMPTY, sizes: [3] });
    expect(swatchCodec.parse('start_date=2025-01-01&colors=blue')).toEqual({ ...EMPTY, colors: ['blue'] });
    // Malformed percent-encoding drops that pair only.
    expect(swatchCodec.parse('keyword=%E0%A4%A&colors=red')).toEqual({ ...EMPTY, colors: ['red'] });
  });

  it('reads repeated keys as the server does: a list repeats, a single value given twice is dropped', () => {
    expect(swatchCodec.parse('colors=blue&colors=red').colors).toEqual(['red', 'blue']);
    expect(swatchCodec.parse('colors=blue').colors).toEqual(['blue']);
    expect(swatchCodec.parse('keyword=a&keyword=b&sizes=2')).toEqual({ ...EMPTY, sizes: [2] });
    expect(swatchCodec.parse('date_range=1&date_range=2').dateRange).toEqual(ALL_TIME_RANGE);
    // The server refuses a code given twice; the address drops the field.
    expect(swatchCodec.parse('sizes=1&sizes=1&colors=red')).toEqual({ ...EMPTY, colors: ['red'] });
  });

  it('ignores what is not the list’s filter: the kit’s page, sort and open row, unknown or bracketed keys', () => {
    expect(swatchCodec.parse('page=2&sort=x&id=7&colors[]=red&__proto__=1&keyword=k')).toEqual({ ...EMPTY, keyword: 'k' });
  });
});

describe('the orders list’s codec', () => {
  const orderFilterArb: fc.Arbitrary<OrderFilter> = fc.record({
    states: fc.subarray([...ORDER_REQUEST_STATES]),
    dateRange: dateRangeChoiceArb,
    keyword: urlHostileTextArb.map((text) => text.trim()),
  });

  it('round-trips every filter and writes what get_orders reads', () => {
    fc.assert(
      fc.property(orderFilterArb, (filter) => {
        const search = ORDER_FILTER_CODEC.format(filter);
        expect(ORDER_FILTER_CODEC.parse(search)).toEqual(filter);
        const request = getOrdersRequest.parse(queryValues(decodeQueryString(search)));
        expect(ORDER_FILTER_CODEC.read(ORDER_FILTER_CODEC.toQuery(filter))).toEqual(filter);
        expect(request.states ?? []).toEqual(filter.states);
      }),
    );
  });

  it('keeps the built-in tabs’ addresses as they were', () => {
    expect(ORDER_FILTER_CODEC.format(ORDER_FILTER_CODEC.parse('states=waiting_quota&states=scheduled'))).toBe('states=scheduled&states=waiting_quota');
    expect(ORDER_FILTER_CODEC.parse('states=sent&states=bogus&keyword=%20ann%20')).toEqual({ states: [], dateRange: ALL_TIME_RANGE, keyword: 'ann' });
  });
});
