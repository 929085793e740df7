import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  DEFAULT_REVIEW_DISCOUNT_SETTINGS,
  earnedDiscountType,
  isReviewDiscountType,
  isValidExpiryDays,
  qualifyingDiscountTypes,
  REVIEW_DISCOUNT_CODE_ALPHABET,
  REVIEW_DISCOUNT_CODE_LENGTH,
  REVIEW_DISCOUNT_EXPIRY_MAX_DAYS,
  reviewDiscountCode,
  reviewDiscountExpiry,
  reviewDiscountProblems,
  reviewDiscountValueText,
  type ReviewDiscountType,
} from '../../../src/domain/collect/review-discount';
import { FLAG_OFF, FLAG_ON, type FlagValue } from '../../../src/domain/shop/flag-value';
import { DISCOUNT_TYPE_FIXED, DISCOUNT_TYPE_PERCENT } from '../../../src/domain/validation/discount-type';

const flagOf = (on: boolean): FlagValue => (on ? FLAG_ON : FLAG_OFF);
const switches = (on: readonly ReviewDiscountType[]) => ({
  text: { is_enabled: flagOf(on.includes('text')) },
  photo: { is_enabled: flagOf(on.includes('photo')) },
  video: { is_enabled: flagOf(on.includes('video')) },
});

describe('review discount types', () => {
  it('knows the three kinds of review and nothing else', () => {
    expect(['text', 'photo', 'video'].every(isReviewDiscountType)).toBe(true);
    expect(isReviewDiscountType('rating')).toBe(false);
    expect(isReviewDiscountType(1)).toBe(false);
  });

  it('ranks what a review qualifies for, richest first', () => {
    expect(qualifyingDiscountTypes({ photoCount: 0, videoCount: 0 })).toEqual(['text']);
    expect(qualifyingDiscountTypes({ photoCount: 2, videoCount: 0 })).toEqual(['photo', 'text']);
    expect(qualifyingDiscountTypes({ photoCount: 0, videoCount: 1 })).toEqual(['video', 'text']);
    expect(qualifyingDiscountTypes({ photoCount: 1, videoCount: 1 })).toEqual(['video', 'photo', 'text']);
  });

  it('earns the richest kind switched on, or nothing', () => {
    const both = { photoCount: 1, videoCount: 1 };
    expect(earnedDiscountType(both, switches(['text', 'photo', 'video']))).toBe('video');
    expect(earnedDiscountType(both, switches(['text', 'photo']))).toBe('photo');
    expect(earnedDiscountType(both, switches(['text']))).toBe('text');
    expect(earnedDiscountType({ photoCount: 0, videoCount: 0 }, switches(['photo', 'video']))).toBeNull();
    expect(earnedDiscountType(both, switches([]))).toBeNull();
  });

  it('never looks at the rating: the same content earns the same discount whatever else the review carries', () => {
    fc.assert(
      fc.property(fc.nat(3), fc.nat(3), fc.integer({ min: 1, max: 5 }), fc.subarray(['text', 'photo', 'video'] as ReviewDiscountType[]), (photos, videos, rating, on) => {
        const content = { photoCount: photos, videoCount: videos };
        expect(earnedDiscountType({ ...content, rating } as typeof content, switches(on))).toBe(earnedDiscountType(content, switches(on)));
      }),
    );
  });

  it('starts every kind off', () => {
    for (const settings of Object.values(DEFAULT_REVIEW_DISCOUNT_SETTINGS)) {
      expect(settings.is_enabled).toBe(FLAG_OFF);
      expect(reviewDiscountProblems(settings)).toEqual([]);
    }
  });
});

describe('reviewDiscountProblems', () => {
  const valid = { discount_type: DISCOUNT_TYPE_PERCENT, discount_value: 15, expiry_days: 30 } as const;

  it('uses the discount value rule of the type', () => {
    expect(reviewDiscountProblems({ ...valid, discount_value: 100 })).toEqual([]);
    expect(reviewDiscountProblems({ ...valid, discount_value: 100.5 })).toEqual([{ field: 'discount_value', key: 'discountValueLimit' }]);
    expect(reviewDiscountProblems({ ...valid, discount_value: 0 })).toEqual([{ field: 'discount_value', key: 'discountValueLimit' }]);
    expect(reviewDiscountProblems({ ...valid, discount_type: DISCOUNT_TYPE_FIXED, discount_value: 250 })).toEqual([]);
    expect(reviewDiscountProblems({ ...valid, discount_type: DISCOUNT_TYPE_FIXED, discount_value: -1 })).toEqual([{ field: 'discount_value', key: 'enterIntegerThanZero' }]);
    expect(reviewDiscountProblems({ ...valid, discount_type: DISCOUNT_TYPE_FIXED, discount_value: 1.005 })).toEqual([{ field: 'discount_value', key: 'onlyTwoDecimal' }]);
  });

  it('takes whole days from 0 (no end) to 365', () => {
    expect(isValidExpiryDays(0)).toBe(true);
    expect(isValidExpiryDays(REVIEW_DISCOUNT_EXPIRY_MAX_DAYS)).toBe(true);
    expect(isValidExpiryDays(366)).toBe(false);
    expect(isValidExpiryDays(-1)).toBe(false);
    expect(isValidExpiryDays(1.5)).toBe(false);
    expect(reviewDiscountProblems({ ...valid, discount_value: 0, expiry_days: 400 })).toEqual([
      { field: 'discount_value', key: 'discountValueLimit' },
      { field: 'expiry_days', key: 'expiryDaysRange' },
    ]);
  });
});

describe('reviewDiscountValueText', () => {
  it('fills the template: blank currency and % for percent, the symbol for a fixed amount', () => {
    expect(reviewDiscountValueText({ discount_type: DISCOUNT_TYPE_PERCENT, discount_value: 15 }, '$')).toBe('15%');
    expect(reviewDiscountValueText({ discount_type: DISCOUNT_TYPE_FIXED, discount_value: 5 }, '€')).toBe('€5');
    expect(reviewDiscountValueText({ discount_type: DISCOUNT_TYPE_FIXED, discount_value: 5.5 }, '$')).toBe('$5.50');
  });
});

describe('reviewDiscountExpiry', () => {
  it('ends N days after it is issued, or never for 0 days', () => {
    const issued = new Date('2026-03-01T10:00:00Z');
    expect(reviewDiscountExpiry(issued, 30)?.toISOString()).toBe('2026-03-31T10:00:00.000Z');
    expect(reviewDiscountExpiry(issued, 0)).toBeNull();
  });
});

describe('reviewDiscountCode', () => {
  it('reads REVIEW- and ten characters of the alphabet, from any numbers', () => {
    expect(reviewDiscountCode([0, 1, 2, 3, 4, 5, 6, 7, 8, 9])).toBe('REVIEW-ABCDEFGHJK');
    fc.assert(
      fc.property(fc.array(fc.nat(255), { minLength: REVIEW_DISCOUNT_CODE_LENGTH, maxLength: 20 }), (numbers) => {
        const code = reviewDiscountCode(numbers);
        expect(code).toMatch(new RegExp(`^REVIEW-[${REVIEW_DISCOUNT_CODE_ALPHABET}]{${REVIEW_DISCOUNT_CODE_LENGTH}}$`));
      }),
    );
  });

  it('refuses too few numbers', () => {
    expect(() => reviewDiscountCode([1, 2, 3])).toThrow(RangeError);
  });
});
