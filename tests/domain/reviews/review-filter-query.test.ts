import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { presetDateRange } from '../../../src/domain/dates/date-range';
import { EMPTY_REVIEW_FILTER, type ReviewFilter } from '../../../src/domain/reviews/review-filter';
import {
  formatReviewFilterSearch,
  parseReviewFilterQuery,
  parseReviewFilterSearch,
  toReviewFilterQuery,
  KEYWORD_PARAM,
  PRODUCT_IDS_PARAM,
  PUBLISHES_PARAM,
  RATINGS_PARAM,
  RESOURCE_TYPES_PARAM,
  SEARCH_FIELD_PARAM,
  SOURCES_PARAM,
  TAGS_PARAM,
} from '../../../src/domain/reviews/review-filter-query';
import { normalizedReviewFilterArb } from './review-arbitraries';

const fullFilter: ReviewFilter = {
  productIds: ['101', '202'],
  dateRange: presetDateRange(2),
  resourceTypes: [0, 2],
  tags: [1, 6],
  ratings: [4, 5],
  publishes: [1],
  sources: ['CSV uploaded', 'QR Code'],
  search: { field: 'title', keyword: 'blue mug' },
};

describe('toReviewFilterQuery', () => {
  it('uses the spec parameter names with plain repeated keys for arrays', () => {
    expect([
      PRODUCT_IDS_PARAM,
      RESOURCE_TYPES_PARAM,
      TAGS_PARAM,
      RATINGS_PARAM,
      PUBLISHES_PARAM,
      SOURCES_PARAM,
      SEARCH_FIELD_PARAM,
      KEYWORD_PARAM,
    ]).toEqual(['product_ids', 'resource_types', 'tags', 'ratings', 'publishes', 'sources', 'search_field', 'keyword']);
    expect(toReviewFilterQuery(fullFilter)).toEqual({
      product_ids: ['101', '202'],
      date_range: '2',
      resource_types: ['0', '2'],
      tags: ['1', '6'],
      ratings: ['4', '5'],
      publishes: ['1'],
      sources: ['CSV uploaded', 'QR Code'],
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
      'product_ids=101&product_ids=202&date_range=2&resource_types=0&resource_types=2&tags=1&tags=6' +
        '&ratings=4&ratings=5&publishes=1&sources=CSV%20uploaded&sources=QR%20Code&search_field=title&keyword=blue%20mug',
    );
  });
});

describe('parseReviewFilterSearch', () => {
  it('reads a search string, with or without ?, and with + or %20 for spaces', () => {
    const search = 'product_ids=101&product_ids=202&date_range=2&resource_types=0&resource_types=2&tags=1&tags=6' +
      '&ratings=4&ratings=5&publishes=1&sources=CSV+uploaded&sources=QR%20Code&search_field=title&keyword=blue+mug';
    expect(parseReviewFilterSearch(search)).toEqual(fullFilter);
    expect(parseReviewFilterSearch(`?${search}`)).toEqual(fullFilter);
  });

  it('reads nothing as the empty filter and ignores unknown parameters', () => {
    expect(parseReviewFilterSearch('')).toEqual(EMPTY_REVIEW_FILTER);
    expect(parseReviewFilterSearch('?page=2&sort=desc&ratings[]=5')).toEqual(EMPTY_REVIEW_FILTER);
  });

  it('drops invalid values and keeps the valid ones', () => {
    const search =
      'ratings=0&ratings=6&ratings=04&ratings=4.0&ratings=x&ratings=3&tags=7&tags=5&resource_types=-1&resource_types=3' +
      '&publishes=3&publishes=2&sources=amazon&sources=Amazon&sources=CSV%20Uploaded&product_ids=&product_ids=%20%20';
    expect(parseReviewFilterSearch(search)).toEqual({
      ...EMPTY_REVIEW_FILTER,
      ratings: [3],
      tags: [5],
      resourceTypes: [3],
      publishes: [2],
      sources: ['Amazon'],
    });
  });

  it('falls back to all time for an unusable date range', () => {
    for (const search of ['date_range=9', 'start_date=2024-02-30&end_date=2024-03-01', 'start_date=2024-03-02&end_date=2024-03-01', 'end_date=2024-03-01']) {
      expect(parseReviewFilterSearch(search).dateRange).toEqual({ kind: 'preset', code: 0 });
    }
  });

  it('searches the default field (author) when search_field is missing or unknown, and ignores a blank keyword', () => {
    expect(parseReviewFilterSearch('keyword=Ann').search).toEqual({ field: 'author', keyword: 'Ann' });
    expect(parseReviewFilterSearch('search_field=body&keyword=Ann').search).toEqual({ field: 'author', keyword: 'Ann' });
    expect(parseReviewFilterSearch('search_field=questioner&keyword=+Ann+').search).toEqual({ field: 'questioner', keyword: 'Ann' });
    expect(parseReviewFilterSearch('search_field=title&keyword=+++').search).toBeNull();
    expect(parseReviewFilterSearch('search_field=title').search).toBeNull();
  });

  it('keeps a keyword holding &, =, + and % intact', () => {
    const filter: ReviewFilter = { ...EMPTY_REVIEW_FILTER, search: { field: 'author', keyword: 'A&B = 1+1 100%' } };
    expect(parseReviewFilterSearch(formatReviewFilterSearch(filter))).toEqual(filter);
  });

  it('parses any valid filter back to itself (URL round trip)', () => {
    fc.assert(
      fc.property(normalizedReviewFilterArb, (filter) => {
        expect(parseReviewFilterSearch(formatReviewFilterSearch(filter))).toEqual(filter);
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
          const parsed = parseReviewFilterSearch(search);
          expect(parseReviewFilterSearch(formatReviewFilterSearch(parsed))).toEqual(parsed);
        },
      ),
    );
  });
});

describe('parseReviewFilterQuery', () => {
  it('reads query records with numbers from JSON and single values for arrays', () => {
    expect(
      parseReviewFilterQuery({
        product_ids: [101, '202', -1, 1.5, null],
        date_range: 3,
        ratings: 5,
        tags: [1, '2'],
        publishes: '1',
        sources: 'Shopee',
        search_field: ['title', 'author'],
        keyword: ['mug', 'cup'],
      }),
    ).toEqual({
      productIds: ['101', '202'],
      dateRange: presetDateRange(3),
      resourceTypes: [],
      tags: [1, 2],
      ratings: [5],
      publishes: [1],
      sources: ['Shopee'],
      search: { field: 'title', keyword: 'mug' },
    });
  });

  it('ignores a keyword that is not text', () => {
    expect(parseReviewFilterQuery({ keyword: 42 }).search).toBeNull();
  });

  it('parses the query record of any valid filter back to itself', () => {
    fc.assert(
      fc.property(normalizedReviewFilterArb, (filter) => {
        expect(parseReviewFilterQuery(toReviewFilterQuery(filter))).toEqual(filter);
      }),
    );
  });
});
