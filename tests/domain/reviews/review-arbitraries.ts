import fc from 'fast-check';
import {
  PUBLISH_STATUS_CODES,
  RATING_VALUES,
  RESOURCE_TYPE_CODES,
  REVIEW_SEARCH_FIELDS,
  REVIEW_SOURCES,
  REVIEW_TAG_CODES,
} from '../../../src/domain/reviews/review-filter-codes';
import { type ReviewFilter } from '../../../src/domain/reviews/review-filter';
import { type ReviewRecord } from '../../../src/domain/reviews/review-record';
import { compareCalendarDates } from '../../../src/domain/dates/calendar-date';
import { presetDateRange, PRESET_DATE_RANGE_CODES, type DateRangeChoice } from '../../../src/domain/dates/date-range';
import { dateRangeChoiceArb } from '../dates/date-arbitraries';

/** Text rich in characters that URL encoding must survive: spaces, &, =, +, %, ?, #, accents, emoji. */
export const urlHostileTextArb = fc.string({
  unit: fc.oneof(
    fc.constantFrom(' ', '&', '=', '+', '%', '%20', '?', '#', '[]', 'é', 'ß', '😀', '/', ','),
    fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }),
  ),
  maxLength: 12,
});

const nonBlankTrimmedArb = urlHostileTextArb.map((text) => text.trim()).filter((text) => text !== '');

/** Any filter already in normalised form: de-duplicated canonical order, sorted ids, trimmed keyword. */
export const normalizedReviewFilterArb: fc.Arbitrary<ReviewFilter> = fc.record({
  productIds: fc.uniqueArray(fc.oneof(nonBlankTrimmedArb, fc.stringMatching(/^[1-9]\d{0,12}$/)), { maxLength: 5 }).map((ids) => ids.sort()),
  productGroupIds: fc.uniqueArray(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), { maxLength: 4 }).map((ids) => ids.sort((a, b) => a - b)),
  dateRange: dateRangeChoiceArb,
  resourceTypes: fc.subarray([...RESOURCE_TYPE_CODES]),
  tags: fc.subarray([...REVIEW_TAG_CODES]),
  ratings: fc.subarray([...RATING_VALUES]),
  publishes: fc.subarray([...PUBLISH_STATUS_CODES]),
  sources: fc.subarray([...REVIEW_SOURCES]),
  importId: fc.option(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), { nil: null }),
  search: fc.option(fc.record({ field: fc.constantFrom(...REVIEW_SEARCH_FIELDS), keyword: nonBlankTrimmedArb }), { nil: null }),
});

export const PRODUCT_POOL = ['p1', 'p2', 'p3'] as const;
export const AUTHOR_POOL = ['José Núñez', 'ANNA', 'anna-lena', 'Bob', ''] as const;
export const TITLE_POOL = ['Great mug', 'Crème brûlée set', '', 'ok'] as const;
export const BODY_POOL = ['Loved it', '   ', '', 'Café au lait'] as const;
export const KEYWORD_POOL = ['jose', 'NUÑ', 'anna', 'creme', 'great', 'o', 'zzz'] as const;

/** The window in which arbitrary reviews are written, around NOW. */
export const NOW = Date.parse('2024-03-31T12:00:00Z');
const YEAR_MS = 366 * 86_400_000;

/** A published, text-only 5-star review written at NOW; tests change one field at a time. */
export const BASE_REVIEW: ReviewRecord = {
  id: 'r1',
  productId: 'p1',
  rating: 5,
  title: 'Great mug',
  body: 'Loved it',
  authorName: 'José Núñez',
  source: 'Store front',
  published: true,
  featured: false,
  verified: false,
  topReview: false,
  inShows: false,
  photoCount: 0,
  videoCount: 0,
  commentedAt: NOW,
};

export const reviewRecordArb: fc.Arbitrary<ReviewRecord> = fc.record({
  id: fc.uuid(),
  productId: fc.constantFrom(...PRODUCT_POOL, 'p4'),
  productGroupId: fc.constantFrom(undefined, null, 1, 2),
  rating: fc.integer({ min: 0, max: 6 }),
  title: fc.constantFrom(...TITLE_POOL),
  body: fc.constantFrom(...BODY_POOL),
  authorName: fc.constantFrom(...AUTHOR_POOL),
  source: fc.constantFrom(...REVIEW_SOURCES, 'Legacy import'),
  published: fc.boolean(),
  featured: fc.boolean(),
  verified: fc.boolean(),
  topReview: fc.boolean(),
  inShows: fc.boolean(),
  photoCount: fc.integer({ min: 0, max: 2 }),
  videoCount: fc.integer({ min: 0, max: 2 }),
  commentedAt: fc.integer({ min: NOW - YEAR_MS, max: NOW + 86_400_000 }),
  importId: fc.constantFrom(undefined, null, 1, 2),
});

const dateNearNowArb = fc
  .date({ min: new Date('2023-03-01T00:00:00Z'), max: new Date('2024-04-30T00:00:00Z'), noInvalidDate: true })
  .map((date) => ({ year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() }));

/** Presets, or custom ranges within the reviews' window. */
export const dateRangeNearNowArb: fc.Arbitrary<DateRangeChoice> = fc.oneof(
  fc.constantFrom(...PRESET_DATE_RANGE_CODES).map(presetDateRange),
  fc
    .tuple(dateNearNowArb, dateNearNowArb)
    .map(([a, b]): DateRangeChoice =>
      compareCalendarDates(a, b) <= 0 ? { kind: 'custom', start: a, end: b } : { kind: 'custom', start: b, end: a },
    ),
);

/** Filters over the same small value pools as reviewRecordArb, so they match some reviews and not others. */
export const matchingFilterArb: fc.Arbitrary<ReviewFilter> = fc.record({
  productIds: fc.subarray([...PRODUCT_POOL]),
  productGroupIds: fc.subarray([1, 2, 3]),
  dateRange: dateRangeNearNowArb,
  resourceTypes: fc.subarray([...RESOURCE_TYPE_CODES]),
  tags: fc.subarray([...REVIEW_TAG_CODES]),
  ratings: fc.subarray([...RATING_VALUES]),
  publishes: fc.subarray([...PUBLISH_STATUS_CODES]),
  sources: fc.subarray([...REVIEW_SOURCES]),
  importId: fc.constantFrom(null, null, 1, 2),
  search: fc.option(fc.record({ field: fc.constantFrom(...REVIEW_SEARCH_FIELDS), keyword: fc.constantFrom(...KEYWORD_POOL) }), {
    nil: null,
  }),
});
