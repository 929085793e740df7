import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  formatReviewFilterSearch,
  IMPORT_PARAM,
  KEYWORD_PARAM,
  PRODUCT_GROUPS_PARAM,
  PRODUCT_IDS_PARAM,
  PUBLISHES_PARAM,
  RATINGS_PARAM,
  RESOURCE_TYPES_PARAM,
  SEARCH_FIELD_PARAM,
  SOURCES_PARAM,
  TAGS_PARAM,
  toReviewFilterQuery,
} from '../../src/contracts/review-filter.contract';
import { MAX_FILTER_PRODUCT_GROUPS, reviewFilterCodec, reviewFilterObject, reviewFilterQuery } from '../../src/contracts/review-filter.schema';
import { MAX_FILTER_PRODUCT_IDS, MAX_KEYWORD_LENGTH, MAX_PRODUCT_ID_LENGTH } from '../../src/contracts/list-filter.fields';
import { presetDateRange } from '../../src/domain/dates/date-range';
import { EMPTY_REVIEW_FILTER, type ReviewFilter } from '../../src/domain/reviews/review-filter';
import { normalizedReviewFilterArb } from '../domain/reviews/review-arbitraries';

const fullFilter: ReviewFilter = {
  productIds: ['101', '202'],
  productGroupIds: [3, 14],
  dateRange: presetDateRange(2),
  resourceTypes: [0, 2],
  tags: [1, 6],
  ratings: [4, 5],
  publishes: [1],
  sources: ['CSV uploaded', 'QR Code'],
  importId: 12,
  search: { field: 'title', keyword: 'blue mug' },
};

/** Filters a review list can hold: its keyword searches the author or the title, never a questioner. */
const reviewListFilterArb = normalizedReviewFilterArb.map((filter) =>
  filter.search?.field === 'questioner' ? { ...filter, search: { ...filter.search, field: 'author' as const } } : filter,
);

/** The message the server would answer: `<field>: <problem>` of the first issue. */
function refusal(schema: typeof reviewFilterQuery | typeof reviewFilterObject, input: unknown): string | null {
  const result = schema.safeParse(input);
  if (result.success) return null;
  const issue = result.error.issues[0]!;
  return issue.code === 'unrecognized_keys' ? `${issue.keys[0]}: is not a known field` : `${issue.path.join('.')}: ${issue.message}`;
}

describe('toReviewFilterQuery', () => {
  it('uses the spec parameter names with plain repeated keys for arrays', () => {
    expect([
      PRODUCT_IDS_PARAM,
      PRODUCT_GROUPS_PARAM,
      RESOURCE_TYPES_PARAM,
      TAGS_PARAM,
      RATINGS_PARAM,
      PUBLISHES_PARAM,
      SOURCES_PARAM,
      IMPORT_PARAM,
      SEARCH_FIELD_PARAM,
      KEYWORD_PARAM,
    ]).toEqual(['product_ids', 'product_groups', 'resource_types', 'tags', 'ratings', 'publishes', 'sources', 'import', 'search_field', 'keyword']);
    expect(toReviewFilterQuery(fullFilter)).toEqual({
      product_ids: ['101', '202'],
      product_groups: ['3', '14'],
      date_range: '2',
      resource_types: ['0', '2'],
      tags: ['1', '6'],
      ratings: ['4', '5'],
      publishes: ['1'],
      sources: ['CSV uploaded', 'QR Code'],
      import: '12',
      search_field: 'title',
      keyword: 'blue mug',
    });
  });

  it('sends nothing for the empty filter: all time and empty categories are left out', () => {
    expect(toReviewFilterQuery(EMPTY_REVIEW_FILTER)).toEqual({});
    expect(formatReviewFilterSearch(EMPTY_REVIEW_FILTER)).toBe('');
  });

  it('sends start_date and end_date, and no date_range, for a custom range', () => {
    const filter: ReviewFilter = {
      ...EMPTY_REVIEW_FILTER,
      dateRange: { kind: 'custom', start: { year: 2024, month: 2, day: 1 }, end: { year: 2024, month: 2, day: 29 } },
    };
    expect(toReviewFilterQuery(filter)).toEqual({ start_date: '2024-02-01', end_date: '2024-02-29' });
  });

  it('normalises before sending: duplicates, order and blank keyword', () => {
    const messy: ReviewFilter = { ...EMPTY_REVIEW_FILTER, ratings: [5, 4, 5], search: { field: 'author', keyword: '  ' } };
    expect(toReviewFilterQuery(messy)).toEqual({ ratings: ['4', '5'] });
  });

  it('formats a URL search string with repeated keys and percent-encoded spaces', () => {
    expect(formatReviewFilterSearch(fullFilter)).toBe(
      'product_ids=101&product_ids=202&product_groups=3&product_groups=14&date_range=2&resource_types=0&resource_types=2&tags=1&tags=6' +
        '&ratings=4&ratings=5&publishes=1&sources=CSV%20uploaded&sources=QR%20Code&import=12&search_field=title&keyword=blue%20mug',
    );
  });
});

describe('the filter schema, strictly (the server)', () => {
  it('reads query parameters and JSON values into the normalised domain filter, custom dates winning over date_range', () => {
    expect(reviewFilterQuery.parse(toReviewFilterQuery(fullFilter))).toEqual(fullFilter);
    expect(
      reviewFilterObject.parse({ product_ids: [101, ' 202 ', '  '], product_groups: [9, '4', 9], date_range: 3, ratings: [5, '4'], tags: 1, publishes: null, search_field: 'title', keyword: ' mug ' }),
    ).toEqual({
      ...EMPTY_REVIEW_FILTER,
      productIds: ['101', '202'],
      productGroupIds: [4, 9],
      dateRange: presetDateRange(3),
      ratings: [4, 5],
      tags: [1],
      search: { field: 'title', keyword: 'mug' },
    });
    expect(reviewFilterQuery.parse({ date_range: '3', start_date: '2024-01-01', end_date: '2024-01-31' }).dateRange).toEqual({
      kind: 'custom',
      start: { year: 2024, month: 1, day: 1 },
      end: { year: 2024, month: 1, day: 31 },
    });
    expect(reviewFilterQuery.parse({ date_range: '', page: '2' })).toEqual(EMPTY_REVIEW_FILTER);
  });

  it.each([
    [{ ratings: '7' }, 'ratings: 7 is not one of 1-5'],
    [{ ratings: ['5', '04'] }, 'ratings: 04 is not one of 1-5'],
    [{ ratings: '4.0' }, 'ratings: "4.0" is not one of 1-5'],
    [{ resource_types: '4' }, 'resource_types: 4 is not one of 0 (empty), 1 (text), 2 (photo), 3 (video)'],
    [{ tags: '0' }, 'tags: 0 is not one of 1 (featured), 2 (unfeatured), 3 (verified), 4 (unverified), 5 (top review), 6 (in shows)'],
    [{ publishes: '3' }, 'publishes: 3 is not one of 1 (published), 2 (unpublished)'],
    [{ ratings: ['5', '4', '5'] }, 'ratings: 5 is given twice'],
    [{ sources: 'Ebay' }, 'sources: "Ebay" is not one of CSV uploaded, Email request'],
    [{ product_groups: 'abc' }, 'product_groups: must be a positive whole number'],
    [{ product_groups: ['3', '0'] }, 'product_groups: must be a positive whole number'],
    [{ product_groups: Array.from({ length: MAX_FILTER_PRODUCT_GROUPS + 1 }, (_, index) => String(index + 1)) }, `product_groups: must name at most ${MAX_FILTER_PRODUCT_GROUPS} product groups`],
    [{ import: 'abc' }, 'import: must be a positive whole number'],
    [{ import: '0' }, 'import: must be a positive whole number'],
    [{ import: ['3', '4'] }, 'import: must be given once'],
    [{ date_range: '9' }, 'date_range: 9 is not one of 0 (all time), 1 (today), 2 (last 7 days), 3 (last 30 days), 4 (last 90 days), 5 (last 12 months)'],
    [{ date_range: ['1', '2'] }, 'date_range: must be given once'],
    [{ start_date: '2025-02-30', end_date: '2025-03-01' }, 'start_date: "2025-02-30" is not a date (YYYY-MM-DD)'],
    [{ start_date: '2025-03-01' }, 'end_date: is required with start_date'],
    [{ end_date: '2025-03-01' }, 'start_date: is required with end_date'],
    [{ start_date: '2025-03-02', end_date: '2025-03-01' }, 'start_date: must not be after end_date'],
    [{ start_date: ['2025-03-01', '2025-03-02'], end_date: '2025-03-02' }, 'start_date: must be given once'],
    [{ search_field: 'questioner', keyword: 'a' }, 'search_field: "questioner" is not one of all, author, title'],
    [{ search_field: ['title', 'author'] }, 'search_field: must be given once'],
    [{ keyword: ['a', 'b'] }, 'keyword: must be given once'],
    [{ keyword: 'x'.repeat(MAX_KEYWORD_LENGTH + 1) }, `keyword: must be at most ${MAX_KEYWORD_LENGTH} characters`],
    [{ keyword: 'a\u0000b' }, 'keyword: must not contain control characters'],
    [{ product_ids: Array.from({ length: MAX_FILTER_PRODUCT_IDS + 1 }, (_, index) => String(index)) }, `product_ids: must name at most ${MAX_FILTER_PRODUCT_IDS} products`],
    [{ product_ids: 'x'.repeat(MAX_PRODUCT_ID_LENGTH + 1) }, `product_ids: "${'x'.repeat(40)}…" must be at most ${MAX_PRODUCT_ID_LENGTH} characters`],
    [{ product_ids: ['1', 'a\u0000b'] }, 'product_ids: "a\\u0000b" must not contain control characters'],
    [{ product_ids: ['1', true] }, 'product_ids: true is not a product id'],
  ])('refuses %j naming the field', (params, message) => {
    expect(refusal(reviewFilterQuery, params)).toContain(message);
  });

  it('takes the limits exactly', () => {
    const ids = Array.from({ length: MAX_FILTER_PRODUCT_IDS }, (_, index) => `${index}`.padStart(MAX_PRODUCT_ID_LENGTH, 'p'));
    expect(reviewFilterQuery.parse({ product_ids: ids, keyword: 'k'.repeat(MAX_KEYWORD_LENGTH) }).productIds).toHaveLength(MAX_FILTER_PRODUCT_IDS);
  });

  it('ignores unknown query parameters but refuses unknown keys of a JSON filter', () => {
    expect(reviewFilterQuery.parse({ rating: '9', sort: 'x' })).toEqual(EMPTY_REVIEW_FILTER);
    expect(refusal(reviewFilterObject, { rating: [1] })).toBe('rating: is not a known field');
    expect(refusal(reviewFilterObject, 'ratings=1')).toBe(': must be an object of filter fields');
  });
});

describe('reviewFilterCodec.parse (the same schema, leniently: the address bar)', () => {
  it('reads a search string, with or without ?, and with + or %20 for spaces', () => {
    const search = 'product_ids=101&product_ids=202&product_groups=14&product_groups=3&product_groups=14&date_range=2&resource_types=0&resource_types=2&tags=1&tags=6' +
      '&ratings=4&ratings=5&publishes=1&sources=CSV+uploaded&sources=QR%20Code&import=12&search_field=title&keyword=blue+mug';
    expect(reviewFilterCodec.parse(search)).toEqual(fullFilter);
    expect(reviewFilterCodec.parse(`?${search}`)).toEqual(fullFilter);
  });

  it('reads nothing as the empty filter and ignores unknown parameters', () => {
    expect(reviewFilterCodec.parse('')).toEqual(EMPTY_REVIEW_FILTER);
    expect(reviewFilterCodec.parse('?page=2&sort=desc&ratings[]=5')).toEqual(EMPTY_REVIEW_FILTER);
  });

  it('ignores a parameter holding an invalid value and keeps the others', () => {
    const search = 'product_groups=x&product_groups=2&ratings=0&ratings=3&tags=7&tags=5&resource_types=3&publishes=2&sources=amazon&sources=Amazon&import=-4&product_ids=&product_ids=%20%20&search_field=title&keyword=mug';
    expect(reviewFilterCodec.parse(search)).toEqual({
      ...EMPTY_REVIEW_FILTER,
      resourceTypes: [3],
      publishes: [2],
      search: { field: 'title', keyword: 'mug' },
    });
  });

  it('falls back to all time for an unusable date range, keeping the rest', () => {
    for (const search of ['date_range=9', 'start_date=2024-02-30&end_date=2024-03-01', 'start_date=2024-03-02&end_date=2024-03-01', 'end_date=2024-03-01', 'date_range=1&date_range=2']) {
      expect(reviewFilterCodec.parse(`${search}&ratings=5`)).toEqual({ ...EMPTY_REVIEW_FILTER, ratings: [5] });
    }
  });

  it('searches the default field (title, text and name) when search_field is missing or not a review field, and ignores a blank keyword', () => {
    expect(reviewFilterCodec.parse('keyword=Ann').search).toEqual({ field: 'all', keyword: 'Ann' });
    expect(reviewFilterCodec.parse('search_field=body&keyword=Ann').search).toEqual({ field: 'all', keyword: 'Ann' });
    expect(reviewFilterCodec.parse('search_field=questioner&keyword=+Ann+').search).toEqual({ field: 'all', keyword: 'Ann' });
    expect(reviewFilterCodec.parse('search_field=author&keyword=Ann').search).toEqual({ field: 'author', keyword: 'Ann' });
    expect(reviewFilterCodec.parse('search_field=title&keyword=+++').search).toBeNull();
    expect(reviewFilterCodec.parse('search_field=title').search).toBeNull();
    expect(reviewFilterCodec.parse(`keyword=${'x'.repeat(MAX_KEYWORD_LENGTH + 1)}`).search).toBeNull();
  });

  it('keeps a keyword holding &, =, + and % intact', () => {
    const filter: ReviewFilter = { ...EMPTY_REVIEW_FILTER, search: { field: 'author', keyword: 'A&B = 1+1 100%' } };
    expect(reviewFilterCodec.parse(formatReviewFilterSearch(filter))).toEqual(filter);
  });

  it('parses any valid filter back to itself (URL round trip)', () => {
    fc.assert(
      fc.property(reviewListFilterArb, (filter) => {
        expect(reviewFilterCodec.parse(formatReviewFilterSearch(filter))).toEqual(filter);
      }),
    );
  });

  it('reaches a fixed point after one parse of any text, and never throws', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.string({ unit: fc.constantFrom('ratings=', 'tags=', 'sources=', '&', '%', '+', '1', '5', 'date_range=', 'keyword=', 'Shop', '%2') }),
        ),
        (search) => {
          const parsed = reviewFilterCodec.parse(search);
          expect(reviewFilterCodec.parse(formatReviewFilterSearch(parsed))).toEqual(parsed);
        },
      ),
    );
  });
});

describe('reviewFilterCodec.read', () => {
  it('reads query records with numbers from JSON and single values for arrays; a repeated single parameter is ignored', () => {
    expect(
      reviewFilterCodec.read({
        product_ids: [101, '202'],
        product_groups: 5,
        date_range: 3,
        ratings: 5,
        tags: [1, '2'],
        publishes: '1',
        sources: 'Shopee',
        import: 9,
        search_field: ['title', 'author'],
        keyword: 'mug',
      }),
    ).toEqual({
      productIds: ['101', '202'],
      productGroupIds: [5],
      dateRange: presetDateRange(3),
      resourceTypes: [],
      tags: [1, 2],
      ratings: [5],
      publishes: [1],
      sources: ['Shopee'],
      importId: 9,
      search: { field: 'all', keyword: 'mug' },
    });
  });

  it('ignores a keyword that is not text', () => {
    expect(reviewFilterCodec.read({ keyword: 42 }).search).toBeNull();
  });

  it('parses the query record of any valid filter back to itself', () => {
    fc.assert(
      fc.property(reviewListFilterArb, (filter) => {
        expect(reviewFilterCodec.read(toReviewFilterQuery(filter))).toEqual(filter);
      }),
    );
  });
});
