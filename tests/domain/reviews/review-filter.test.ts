import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ALL_TIME_RANGE, presetDateRange } from '../../../src/domain/dates/date-range';
import {
  isEmptyReviewFilter,
  normalizeDateRangeChoice,
  normalizeProductIds,
  normalizeReviewFilter,
  normalizeReviewSearch,
  pickKnown,
  EMPTY_REVIEW_FILTER,
  type ReviewFilter,
} from '../../../src/domain/reviews/review-filter';
import {
  DEFAULT_SEARCH_FIELD,
  MAX_RATING,
  MIN_RATING,
  PUBLISH_STATUS_CODES,
  PUBLISH_STATUS_PUBLISHED,
  PUBLISH_STATUS_UNPUBLISHED,
  RATING_VALUES,
  RESOURCE_TYPE_CODES,
  RESOURCE_TYPE_EMPTY,
  RESOURCE_TYPE_PHOTO,
  RESOURCE_TYPE_TEXT,
  RESOURCE_TYPE_VIDEO,
  REVIEW_SEARCH_FIELDS,
  REVIEW_SOURCES,
  REVIEW_TAG_CODES,
  REVIEW_TAG_FEATURED,
  REVIEW_TAG_IN_SHOWS,
  REVIEW_TAG_TOP_REVIEW,
  REVIEW_TAG_UNFEATURED,
  REVIEW_TAG_UNVERIFIED,
  REVIEW_TAG_VERIFIED,
  type ReviewSearchField,
} from '../../../src/domain/reviews/review-filter-codes';
import { normalizedReviewFilterArb } from './review-arbitraries';

describe('review filter codes (the product docs)', () => {
  it('codes resource types 1 text, 2 photo, 3 video, 0 empty', () => {
    expect([RESOURCE_TYPE_TEXT, RESOURCE_TYPE_PHOTO, RESOURCE_TYPE_VIDEO, RESOURCE_TYPE_EMPTY]).toEqual([1, 2, 3, 0]);
    expect(RESOURCE_TYPE_CODES).toEqual([0, 1, 2, 3]);
  });

  it('codes tags 1 feature, 2 unfeature, 3 verified, 4 unverified, 5 top reviews, 6 shows', () => {
    expect([
      REVIEW_TAG_FEATURED,
      REVIEW_TAG_UNFEATURED,
      REVIEW_TAG_VERIFIED,
      REVIEW_TAG_UNVERIFIED,
      REVIEW_TAG_TOP_REVIEW,
      REVIEW_TAG_IN_SHOWS,
    ]).toEqual([1, 2, 3, 4, 5, 6]);
    expect(REVIEW_TAG_CODES).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('offers ratings 1 to 5 and publish codes 1 publish, 2 unpublish', () => {
    expect([MIN_RATING, MAX_RATING]).toEqual([1, 5]);
    expect(RATING_VALUES).toEqual([1, 2, 3, 4, 5]);
    expect([PUBLISH_STATUS_PUBLISHED, PUBLISH_STATUS_UNPUBLISHED]).toEqual([1, 2]);
    expect(PUBLISH_STATUS_CODES).toEqual([1, 2]);
  });

  it('spells the twelve sources exactly as the spec', () => {
    expect(REVIEW_SOURCES).toEqual([
      'CSV uploaded',
      'Email request',
      'Store front',
      'Store link',
      'Store link-Dondy',
      'AliExpress',
      'Amazon',
      'Shop',
      'Shopee',
      'Auto',
      'QR Code',
      'Account',
    ]);
  });

  it('searches author, title or questioner, author by default', () => {
    expect(REVIEW_SEARCH_FIELDS).toEqual(['all', 'author', 'title', 'questioner']);
    expect(DEFAULT_SEARCH_FIELD).toBe('all');
  });
});

describe('the empty filter', () => {
  it('has no values in any category, all time and no search', () => {
    expect(EMPTY_REVIEW_FILTER).toEqual({
      productIds: [],
      productGroupIds: [],
      dateRange: { kind: 'preset', code: 0 },
      resourceTypes: [],
      tags: [],
      ratings: [],
      publishes: [],
      sources: [],
      importId: null,
      search: null,
    });
    expect(isEmptyReviewFilter(EMPTY_REVIEW_FILTER)).toBe(true);
  });

  it.each<[string, Partial<ReviewFilter>]>([
    ['a product', { productIds: ['1'] }],
    ['a product group', { productGroupIds: [4] }],
    ['a preset date range', { dateRange: presetDateRange(1) }],
    ['a custom date range', { dateRange: { kind: 'custom', start: { year: 2024, month: 1, day: 1 }, end: { year: 2024, month: 1, day: 1 } } }],
    ['a resource type', { resourceTypes: [0] }],
    ['a tag', { tags: [6] }],
    ['a rating', { ratings: [5] }],
    ['a publish state', { publishes: [2] }],
    ['a source', { sources: ['Amazon'] }],
    ['an import', { importId: 3 }],
    ['a search', { search: { field: 'title', keyword: 'mug' } }],
  ])('is no longer empty with %s', (_label, change) => {
    expect(isEmptyReviewFilter({ ...EMPTY_REVIEW_FILTER, ...change })).toBe(false);
  });
});

describe('normalizeReviewFilter', () => {
  it('de-duplicates codes, orders them canonically and drops unknown ones', () => {
    const messy = {
      ...EMPTY_REVIEW_FILTER,
      resourceTypes: [3, 0, 3, 9],
      tags: [6, 1, 6, 0],
      ratings: [5, 4, 5, 6, 0],
      publishes: [2, 1, 2, 3],
      sources: ['Shop', 'Amazon', 'Shop', 'amazon', 'CSV uploaded'],
    } as unknown as ReviewFilter;
    expect(normalizeReviewFilter(messy)).toEqual({
      ...EMPTY_REVIEW_FILTER,
      resourceTypes: [0, 3],
      tags: [1, 6],
      ratings: [4, 5],
      publishes: [1, 2],
      sources: ['CSV uploaded', 'Amazon', 'Shop'],
    });
  });

  it('keeps product group ids that are record ids, once each, in ascending order', () => {
    const messy = { ...EMPTY_REVIEW_FILTER, productGroupIds: [12, 3, 12, 0, -1, 2.5, Number.NaN, 2 ** 53] };
    expect(normalizeReviewFilter(messy).productGroupIds).toEqual([3, 12]);
  });

  it('trims product ids, drops blank ones, de-duplicates and sorts them', () => {
    expect(normalizeProductIds([' 9 ', '10', '', '   ', '9', 'gid://shopify/Product/1'])).toEqual(['10', '9', 'gid://shopify/Product/1']);
  });

  it('replaces lone surrogates in product ids and keywords so they can be URL-encoded', () => {
    expect(normalizeProductIds(['a\uD800'])).toEqual(['a\uFFFD']);
    expect(normalizeReviewSearch({ field: 'author', keyword: '\uDC00x' })).toEqual({ field: 'author', keyword: '\uFFFDx' });
  });

  it('trims the keyword and turns a blank keyword or an unknown field into no search', () => {
    expect(normalizeReviewSearch({ field: 'title', keyword: '  mug ' })).toEqual({ field: 'title', keyword: 'mug' });
    expect(normalizeReviewSearch({ field: 'title', keyword: ' \t ' })).toBeNull();
    expect(normalizeReviewSearch({ field: 'body' as ReviewSearchField, keyword: 'mug' })).toBeNull();
    expect(normalizeReviewSearch(null)).toBeNull();
  });

  it('keeps valid date ranges and turns unusable ones into all time', () => {
    const jan1 = { year: 2024, month: 1, day: 1 };
    const jan2 = { year: 2024, month: 1, day: 2 };
    expect(normalizeDateRangeChoice(presetDateRange(5))).toEqual(presetDateRange(5));
    expect(normalizeDateRangeChoice({ kind: 'custom', start: jan1, end: jan2 })).toEqual({ kind: 'custom', start: jan1, end: jan2 });
    expect(normalizeDateRangeChoice({ kind: 'custom', start: jan2, end: jan1 })).toEqual(ALL_TIME_RANGE);
    expect(normalizeDateRangeChoice({ kind: 'custom', start: { year: 2023, month: 2, day: 29 }, end: jan2 })).toEqual(ALL_TIME_RANGE);
    expect(normalizeDateRangeChoice({ kind: 'custom', start: jan1, end: { year: 2024, month: 0, day: 1 } })).toEqual(ALL_TIME_RANGE);
    expect(normalizeDateRangeChoice({ kind: 'preset', code: 7 } as unknown as typeof ALL_TIME_RANGE)).toEqual(ALL_TIME_RANGE);
  });

  it('leaves a normalised filter unchanged', () => {
    fc.assert(
      fc.property(normalizedReviewFilterArb, (filter) => {
        expect(normalizeReviewFilter(filter)).toEqual(filter);
      }),
    );
  });

  it('ignores order and duplicates within every category', () => {
    fc.assert(
      fc.property(normalizedReviewFilterArb, (filter) => {
        const shuffled: ReviewFilter = {
          ...filter,
          productIds: [...filter.productIds, ...filter.productIds].reverse(),
          resourceTypes: [...filter.resourceTypes].reverse(),
          tags: [...filter.tags, ...filter.tags].reverse(),
          ratings: [...filter.ratings].reverse().concat(filter.ratings),
          publishes: [...filter.publishes].reverse(),
          sources: [...filter.sources].reverse().concat(filter.sources),
        };
        expect(normalizeReviewFilter(shuffled)).toEqual(filter);
      }),
    );
  });
});

describe('pickKnown', () => {
  it('returns the known values present, once each, in the known order', () => {
    expect(pickKnown([1, 2, 3], [3, 'x', 1, 3])).toEqual([1, 3]);
  });
});
