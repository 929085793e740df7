import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ALL_TIME_RANGE, presetDateRange, PRESET_DATE_RANGE_CODES, type DateRangeChoice } from '../../../src/domain/dates/date-range';
import { type DateRangeContext } from '../../../src/domain/dates/date-range-resolver';
import { EMPTY_REVIEW_FILTER, type ReviewFilter } from '../../../src/domain/reviews/review-filter';
import {
  createReviewFilterMatcher,
  foldSearchText,
  matchesReviewFilter,
} from '../../../src/domain/reviews/review-filter-matcher';
import { formatReviewFilterSearch } from '../../../src/contracts/review-filter.contract';
import { reviewFilterCodec } from '../../../src/contracts/review-filter.schema';
import {
  PUBLISH_STATUS_CODES,
  RATING_VALUES,
  RESOURCE_TYPE_CODES,
  REVIEW_SOURCES,
  REVIEW_TAG_CODES,
  type ReviewSearchField,
} from '../../../src/domain/reviews/review-filter-codes';
import { type ReviewRecord } from '../../../src/domain/reviews/review-record';
import {
  matchingFilterArb,
  reviewRecordArb,
  BASE_REVIEW,
  NOW,
  PRODUCT_POOL,
} from './review-arbitraries';

const berlin: DateRangeContext = { now: NOW, timeZone: 'Europe/Berlin' };

function matches(change: Partial<ReviewRecord>, filter: Partial<ReviewFilter>, context = berlin): boolean {
  return matchesReviewFilter({ ...BASE_REVIEW, ...change }, { ...EMPTY_REVIEW_FILTER, ...filter }, context);
}

function searchFor(field: ReviewSearchField, keyword: string): Partial<ReviewFilter> {
  return { search: { field, keyword } };
}

describe('products', () => {
  it('matches a review of any selected product', () => {
    expect(matches({ productId: 'p1' }, { productIds: ['p2'] })).toBe(false);
    expect(matches({ productId: 'p2' }, { productIds: ['p2'] })).toBe(true);
    expect(matches({ productId: 'p1' }, { productIds: ['p1', 'p2'] })).toBe(true);
  });
});

describe('product groups', () => {
  it('matches a review whose product is a member of any selected group', () => {
    expect(matches({ productGroupId: 7 }, { productGroupIds: [7] })).toBe(true);
    expect(matches({ productGroupId: 8 }, { productGroupIds: [7, 8] })).toBe(true);
    expect(matches({ productGroupId: 8 }, { productGroupIds: [7] })).toBe(false);
  });

  it('matches no review of an ungrouped product once a group is selected, and every review when none is', () => {
    expect(matches({ productGroupId: null }, { productGroupIds: [7] })).toBe(false);
    expect(matches({}, { productGroupIds: [7] })).toBe(false);
    expect(matches({ productGroupId: null }, { productGroupIds: [] })).toBe(true);
  });

  it('narrows together with the products filter (AND between filters)', () => {
    expect(matches({ productId: 'p1', productGroupId: 7 }, { productIds: ['p2'], productGroupIds: [7] })).toBe(false);
    expect(matches({ productId: 'p2', productGroupId: 7 }, { productIds: ['p2'], productGroupIds: [7] })).toBe(true);
  });
});

describe('date range (commentedAt in the shop zone)', () => {
  const today = presetDateRange(1);

  it('includes the first instant of today in Berlin (23:00 UTC on the spring-forward day) and not the one before', () => {
    expect(matches({ commentedAt: Date.parse('2024-03-30T23:00:00Z') }, { dateRange: today })).toBe(true);
    expect(matches({ commentedAt: Date.parse('2024-03-30T23:00:00Z') - 1 }, { dateRange: today })).toBe(false);
  });

  it('excludes the first instant of tomorrow (22:00 UTC, now summer time)', () => {
    expect(matches({ commentedAt: Date.parse('2024-03-31T22:00:00Z') - 1 }, { dateRange: today })).toBe(true);
    expect(matches({ commentedAt: Date.parse('2024-03-31T22:00:00Z') }, { dateRange: today })).toBe(false);
  });

  it('starts the last 7 days at Berlin midnight six days before today', () => {
    const last7 = presetDateRange(2);
    expect(matches({ commentedAt: Date.parse('2024-03-24T23:00:00Z') }, { dateRange: last7 })).toBe(true);
    expect(matches({ commentedAt: Date.parse('2024-03-24T23:00:00Z') - 1 }, { dateRange: last7 })).toBe(false);
  });

  it('matches a custom range including its whole end day', () => {
    const march: DateRangeChoice = { kind: 'custom', start: { year: 2024, month: 3, day: 1 }, end: { year: 2024, month: 3, day: 10 } };
    expect(matches({ commentedAt: Date.parse('2024-03-10T22:59:59Z') }, { dateRange: march })).toBe(true);
    expect(matches({ commentedAt: Date.parse('2024-03-10T23:00:00Z') }, { dateRange: march })).toBe(false);
  });

  it('matches every review for all time, even one without a valid date', () => {
    expect(matches({ commentedAt: Date.parse('1990-01-01T00:00:00Z') }, { dateRange: ALL_TIME_RANGE })).toBe(true);
    expect(matches({ commentedAt: Number.NaN }, { dateRange: ALL_TIME_RANGE })).toBe(true);
    expect(matches({ commentedAt: Number.NaN }, { dateRange: today })).toBe(false);
  });

  it('matches nothing when a bounded range cannot be resolved, but all time still works', () => {
    const badZone = { now: NOW, timeZone: 'Nowhere/Special' };
    expect(matches({}, { dateRange: today }, badZone)).toBe(false);
    expect(matches({}, {}, badZone)).toBe(true);
  });

  it('treats an inverted custom range like the request it would send: all time', () => {
    const inverted: DateRangeChoice = { kind: 'custom', start: { year: 2024, month: 3, day: 10 }, end: { year: 2024, month: 3, day: 1 } };
    expect(matches({ commentedAt: Date.parse('1990-01-01T00:00:00Z') }, { dateRange: inverted })).toBe(true);
  });
});

describe('resource types', () => {
  it.each<[string, Partial<ReviewRecord>, number[], boolean]>([
    ['a text review matches text', {}, [1], true],
    ['a text review does not match photo', {}, [2], false],
    ['a photo review with text does not match text', { photoCount: 1 }, [1], false],
    ['a photo review matches photo', { photoCount: 1 }, [2], true],
    ['a video review matches video', { videoCount: 2 }, [3], true],
    ['a video review matches photo-or-video', { videoCount: 1 }, [2, 3], true],
    ['a blank review matches empty', { body: ' ' }, [0], true],
    ['a blank review does not match text', { body: '' }, [1], false],
    ['a text review does not match empty', {}, [0], false],
  ])('%s', (_label, change, resourceTypes, expected) => {
    expect(matches(change, { resourceTypes: resourceTypes as ReviewFilter['resourceTypes'] })).toBe(expected);
  });
});

describe('import', () => {
  it.each<[string, Partial<ReviewRecord>, number | null, boolean]>([
    ['a review of the import matches it', { importId: 4 }, 4, true],
    ['a review of another import does not match', { importId: 5 }, 4, false],
    ['a review no import added does not match', {}, 4, false],
    ['no import filter matches any review', {}, null, true],
  ])('%s', (_label, change, importId, expected) => {
    expect(matches(change, { importId })).toBe(expected);
  });
});

describe('tags', () => {
  it.each<[string, Partial<ReviewRecord>, number[], boolean]>([
    ['featured matches feature', { featured: true }, [1], true],
    ['not featured does not match feature', {}, [1], false],
    ['not featured matches unfeature', {}, [2], true],
    ['verified matches verified', { verified: true }, [3], true],
    ['verified does not match unverified', { verified: true }, [4], false],
    ['not verified matches unverified', {}, [4], true],
    ['a top review matches top reviews', { topReview: true }, [5], true],
    ['an ordinary review does not match top reviews', {}, [5], false],
    ['a review in the shows gallery matches shows', { inShows: true }, [6], true],
    ['a review outside the gallery does not match shows', {}, [6], false],
    ['feature or unfeature matches any review', {}, [1, 2], true],
  ])('%s', (_label, change, tags, expected) => {
    expect(matches(change, { tags: tags as ReviewFilter['tags'] })).toBe(expected);
  });
});

describe('ratings, publish state and sources', () => {
  it('matches any selected rating', () => {
    expect(matches({ rating: 4 }, { ratings: [4, 5] })).toBe(true);
    expect(matches({ rating: 3 }, { ratings: [4, 5] })).toBe(false);
  });

  it('matches a rating outside 1-5 only when no rating is selected', () => {
    expect(matches({ rating: 0 }, {})).toBe(true);
    expect(matches({ rating: 0 }, { ratings: [1, 2, 3, 4, 5] })).toBe(false);
  });

  it('matches publish 1 to published and 2 to unpublished reviews', () => {
    expect(matches({ published: true }, { publishes: [1] })).toBe(true);
    expect(matches({ published: true }, { publishes: [2] })).toBe(false);
    expect(matches({ published: false }, { publishes: [2] })).toBe(true);
  });

  it('matches sources by exact spelling; an unknown source only without a source filter', () => {
    expect(matches({ source: 'Store link-Dondy' }, { sources: ['Store link-Dondy'] })).toBe(true);
    expect(matches({ source: 'Store link' }, { sources: ['Store link-Dondy'] })).toBe(false);
    expect(matches({ source: 'store front' }, { sources: ['Store front'] })).toBe(false);
    expect(matches({ source: 'Legacy import' }, {})).toBe(true);
  });
});

describe('search', () => {
  it('matches a substring of the author name, ignoring case and accents', () => {
    expect(matches({}, searchFor('author', 'jose'))).toBe(true);
    expect(matches({}, searchFor('author', 'NUÑ'))).toBe(true);
    expect(matches({}, searchFor('author', 'nunez'))).toBe(true);
    expect(matches({}, searchFor('author', 'anna'))).toBe(false);
  });

  it('matches the title, not the author, when the title field is chosen', () => {
    expect(matches({ title: 'Crème brûlée set' }, searchFor('title', 'creme BRULEE'))).toBe(true);
    expect(matches({}, searchFor('title', 'jose'))).toBe(false);
  });

  it('matches the beginnings of words in the title or text, or the author name, when all fields are searched', () => {
    const review = { title: 'Wunderschöne Farben', body: 'The parcel arrived slowly.' };
    expect(matches(review, searchFor('all', 'PARC'))).toBe(true);
    expect(matches(review, searchFor('all', 'wunderschone'))).toBe(true);
    expect(matches(review, searchFor('all', 'slow farb'))).toBe(true);
    expect(matches(review, searchFor('all', 'slow fast'))).toBe(false);
    expect(matches(review, searchFor('all', 'arcel'))).toBe(false);
    expect(matches(review, searchFor('all', 'JOSE nu'))).toBe(true);
    expect(matches(review, searchFor('all', '!?'))).toBe(false);
  });

  it('trims the keyword and treats a blank keyword as no search', () => {
    expect(matches({}, searchFor('author', '  núñez  '))).toBe(true);
    expect(matches({}, searchFor('title', '   '))).toBe(true);
  });

  it('never matches a review on questioner: reviews have no questioner', () => {
    expect(matches({ authorName: 'Ann' }, searchFor('questioner', 'Ann'))).toBe(false);
  });

  it('folds case, accents and compatibility forms', () => {
    expect(foldSearchText('José ÑANDÚ')).toBe('jose nandu');
    expect(foldSearchText('ﬁne')).toBe('fine');
    expect(foldSearchText('İstanbul')).toBe('istanbul');
  });
});

describe('combining categories', () => {
  it('requires every category to match (AND)', () => {
    const filter = { ratings: [5], publishes: [2] } as Partial<ReviewFilter>;
    expect(matches({ rating: 5, published: false }, filter)).toBe(true);
    expect(matches({ rating: 5, published: true }, filter)).toBe(false);
    expect(matches({ rating: 4, published: false }, filter)).toBe(false);
  });
});

const CATEGORY_KEYS = ['productIds', 'productGroupIds', 'dateRange', 'resourceTypes', 'tags', 'ratings', 'publishes', 'sources', 'importId', 'search'] as const;

const ARRAY_CATEGORY_VALUES = {
  productIds: PRODUCT_POOL,
  productGroupIds: [1, 2, 3],
  resourceTypes: RESOURCE_TYPE_CODES,
  tags: REVIEW_TAG_CODES,
  ratings: RATING_VALUES,
  publishes: PUBLISH_STATUS_CODES,
  sources: REVIEW_SOURCES,
} as const;

function onlyCategory(filter: ReviewFilter, key: (typeof CATEGORY_KEYS)[number]): ReviewFilter {
  return { ...EMPTY_REVIEW_FILTER, [key]: filter[key] };
}

const contextArb = fc.record({
  now: fc.integer({ min: NOW - 86_400_000, max: NOW + 86_400_000 }),
  timeZone: fc.constantFrom('UTC', 'Europe/Berlin', 'America/New_York', 'Pacific/Kiritimati', 'Pacific/Pago_Pago'),
});
const reviewsArb = fc.array(reviewRecordArb, { maxLength: 15 });

describe('filter properties', () => {
  it('matches every review with the empty filter', () => {
    fc.assert(
      fc.property(reviewsArb, contextArb, (reviews, context) => {
        const matcher = createReviewFilterMatcher(EMPTY_REVIEW_FILTER, context);
        expect(reviews.every(matcher)).toBe(true);
      }),
    );
  });

  it('never shrinks the matched set when a value is added to a non-empty category', () => {
    fc.assert(
      fc.property(
        matchingFilterArb,
        fc.constantFrom(...(Object.keys(ARRAY_CATEGORY_VALUES) as (keyof typeof ARRAY_CATEGORY_VALUES)[])),
        fc.nat(),
        reviewsArb,
        contextArb,
        (filter, key, pick, reviews, context) => {
          const current = filter[key] as readonly unknown[];
          const universe = ARRAY_CATEGORY_VALUES[key] as readonly unknown[];
          const missing = universe.filter((value) => !current.includes(value));
          fc.pre(current.length > 0 && missing.length > 0);
          const widened = { ...filter, [key]: [...current, missing[pick % missing.length]] };
          const narrow = createReviewFilterMatcher(filter, context);
          const wide = createReviewFilterMatcher(widened, context);
          for (const review of reviews) {
            if (narrow(review)) expect(wide(review)).toBe(true);
          }
        },
      ),
    );
  });

  it('matches exactly the intersection of what each category matches alone (AND of ORs)', () => {
    fc.assert(
      fc.property(matchingFilterArb, reviewsArb, contextArb, (filter, reviews, context) => {
        const whole = createReviewFilterMatcher(filter, context);
        const parts = CATEGORY_KEYS.map((key) => createReviewFilterMatcher(onlyCategory(filter, key), context));
        for (const review of reviews) {
          expect(whole(review)).toBe(parts.every((part) => part(review)));
        }
      }),
    );
  });

  it('matches the union of single-value filters within one category (OR)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...(Object.keys(ARRAY_CATEGORY_VALUES) as (keyof typeof ARRAY_CATEGORY_VALUES)[])),
        fc.nat(),
        reviewsArb,
        (key, seed, reviews) => {
          const universe = ARRAY_CATEGORY_VALUES[key] as readonly unknown[];
          const selected = universe.filter((_, index) => ((seed >> index) & 1) === 1);
          fc.pre(selected.length > 0);
          const whole = createReviewFilterMatcher({ ...EMPTY_REVIEW_FILTER, [key]: selected }, berlin);
          const singles = selected.map((value) => createReviewFilterMatcher({ ...EMPTY_REVIEW_FILTER, [key]: [value] }, berlin));
          for (const review of reviews) {
            expect(whole(review)).toBe(singles.some((single) => single(review)));
          }
        },
      ),
    );
  });

  it('matches every review when all resource types, both publish states or feature and unfeature are selected', () => {
    fc.assert(
      fc.property(reviewsArb, (reviews) => {
        for (const filter of [
          { ...EMPTY_REVIEW_FILTER, resourceTypes: [...RESOURCE_TYPE_CODES] },
          { ...EMPTY_REVIEW_FILTER, publishes: [...PUBLISH_STATUS_CODES] },
          { ...EMPTY_REVIEW_FILTER, tags: [1, 2] },
          { ...EMPTY_REVIEW_FILTER, tags: [3, 4] },
        ] as ReviewFilter[]) {
          expect(reviews.every(createReviewFilterMatcher(filter, berlin))).toBe(true);
        }
      }),
    );
  });

  it('always matches a review written at now for any preset range', () => {
    fc.assert(
      fc.property(fc.constantFrom(...PRESET_DATE_RANGE_CODES), contextArb, (code, context) => {
        const review = { ...BASE_REVIEW, commentedAt: context.now };
        expect(matchesReviewFilter(review, { ...EMPTY_REVIEW_FILTER, dateRange: presetDateRange(code) }, context)).toBe(true);
      }),
    );
  });

  it('selects the same reviews after the filter goes through the URL and back', () => {
    // A review list's keyword searches the author or the title; questioners are Q&A's.
    const reviewListFilterArb = matchingFilterArb.filter((filter) => filter.search?.field !== 'questioner');
    fc.assert(
      fc.property(reviewListFilterArb, reviewsArb, contextArb, (filter, reviews, context) => {
        const original = createReviewFilterMatcher(filter, context);
        const reparsed = createReviewFilterMatcher(reviewFilterCodec.parse(formatReviewFilterSearch(filter)), context);
        for (const review of reviews) {
          expect(reparsed(review)).toBe(original(review));
        }
      }),
    );
  });
});
