import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  clampPercent,
  DEFAULT_OVERAGE,
  DEFAULT_OVERAGE_NUM,
  describeReviewQuota,
  hiddenReviewCount,
  isOverDisplayLimit,
  overageBannerMessage,
  parseOverage,
  parseReviewsCountInfo,
  summarizeReviewQuota,
} from '../../../src/domain/plans/review-quota';

describe('reviews count info', () => {
  it('reads reviews used (max) and the plan limit', () => {
    expect(parseReviewsCountInfo({ max: 12, limit: 50 })).toEqual({ max: 12, limit: 50 });
    expect(parseReviewsCountInfo({ max: '12', limit: '50' })).toEqual({ max: 12, limit: 50 });
  });

  it('treats missing, negative or non-numeric counts as zero and drops fractions', () => {
    expect(parseReviewsCountInfo({ max: -3, limit: 'lots' })).toEqual({ max: 0, limit: 0 });
    expect(parseReviewsCountInfo({ max: 7.9 })).toEqual({ max: 7, limit: 0 });
    expect(parseReviewsCountInfo(null)).toEqual({ max: 0, limit: 0 });
    expect(parseReviewsCountInfo('12')).toEqual({ max: 0, limit: 0 });
  });
});

describe('review quota usage', () => {
  it('shows a plan without a positive limit as unlimited', () => {
    expect(summarizeReviewQuota({ max: 30, limit: 0 })).toEqual({ kind: 'unlimited', used: 30 });
    expect(summarizeReviewQuota({ max: 30, limit: -1 })).toEqual({ kind: 'unlimited', used: 30 });
  });

  it('just below the limit: one review left, bar not full, not over', () => {
    expect(summarizeReviewQuota({ max: 99, limit: 100 })).toEqual({
      kind: 'limited',
      used: 99,
      limit: 100,
      remaining: 1,
      percentUsed: 99,
      isOverLimit: false,
      overBy: 0,
    });
  });

  it('exactly at the limit: none left, bar full, not yet over', () => {
    expect(summarizeReviewQuota({ max: 100, limit: 100 })).toMatchObject({
      remaining: 0,
      percentUsed: 100,
      isOverLimit: false,
      overBy: 0,
    });
  });

  it('just above the limit: over by one, bar stays at 100', () => {
    expect(summarizeReviewQuota({ max: 101, limit: 100 })).toMatchObject({
      remaining: 0,
      percentUsed: 100,
      isOverLimit: true,
      overBy: 1,
    });
  });

  it('never shows a full bar before the limit is reached', () => {
    expect(summarizeReviewQuota({ max: 199, limit: 200 })).toMatchObject({ percentUsed: 99 });
    expect(summarizeReviewQuota({ max: 1, limit: 3 })).toMatchObject({ percentUsed: 33 });
  });

  it('keeps the bar within 0-100 and the counts consistent for any usage', () => {
    fc.assert(
      fc.property(fc.nat(1_000_000), fc.integer({ min: 1, max: 1_000_000 }), (used, limit) => {
        const usage = summarizeReviewQuota({ max: used, limit });
        if (usage.kind !== 'limited') throw new Error('expected a limited plan');
        expect(usage.percentUsed).toBeGreaterThanOrEqual(0);
        expect(usage.percentUsed).toBeLessThanOrEqual(100);
        expect(usage.percentUsed === 100).toBe(used >= limit);
        expect(usage.isOverLimit).toBe(used > limit);
        expect(usage.used + usage.remaining - usage.overBy).toBe(limit);
      }),
    );
  });

  it('clamps any percentage to the progress bar range', () => {
    expect(clampPercent(-5)).toBe(0);
    expect(clampPercent(150)).toBe(100);
    expect(clampPercent(42)).toBe(42);
  });

  it('describes the usage for the dashboard card', () => {
    expect(describeReviewQuota(summarizeReviewQuota({ max: 12, limit: 50 }))).toEqual({
      key: 'reviewQuotaUsage',
      values: { used: 12, limit: 50 },
    });
    expect(describeReviewQuota(summarizeReviewQuota({ max: 12, limit: 0 }))).toEqual({
      key: 'reviewQuotaUnlimited',
      values: { count: 12 },
    });
  });
});

describe('overage', () => {
  it('defaults to no banner and 20 reviews displayed per product', () => {
    expect(DEFAULT_OVERAGE_NUM).toBe(20);
    expect(parseOverage(undefined)).toEqual({ isShow: false, num: 20 });
    expect(parseOverage('x')).toEqual(DEFAULT_OVERAGE);
    expect(parseOverage({})).toEqual({ isShow: false, num: 20 });
  });

  it('reads the server asking for the banner', () => {
    for (const isShow of [true, 1, '1', 'true']) {
      expect(parseOverage({ isShow }).isShow).toBe(true);
    }
    for (const isShow of [false, 0, '0', '2', null]) {
      expect(parseOverage({ isShow }).isShow).toBe(false);
    }
  });

  it('accepts any whole number of displayed reviews from 1 up, else uses 20', () => {
    expect(parseOverage({ num: 1 }).num).toBe(1);
    expect(parseOverage({ num: '30' }).num).toBe(30);
    for (const num of [0, -5, 2.5, 'abc', null]) {
      expect(parseOverage({ num }).num).toBe(20);
    }
  });

  it('hides the reviews of a product beyond the displayed number', () => {
    const overage = { isShow: true, num: DEFAULT_OVERAGE_NUM };
    expect(hiddenReviewCount(19, overage)).toBe(0);
    expect(hiddenReviewCount(20, overage)).toBe(0);
    expect(hiddenReviewCount(21, overage)).toBe(1);
    expect(hiddenReviewCount(-4, overage)).toBe(0);
  });

  it('shows exactly num reviews of any product with more', () => {
    fc.assert(
      fc.property(fc.nat(100_000), fc.integer({ min: 1, max: 1000 }), (count, num) => {
        const hidden = hiddenReviewCount(count, { isShow: true, num });
        expect(count - hidden).toBe(Math.min(count, num));
      }),
    );
  });

  it('shows the overage banner only when the server asks, with the display limit', () => {
    expect(overageBannerMessage({ isShow: false, num: 20 })).toBeNull();
    expect(overageBannerMessage({ isShow: true, num: 20 })).toEqual({ key: 'overageBanner', values: { limit: 20 } });
  });
});

describe('isOverDisplayLimit', () => {
  it('is over only when the busiest product has strictly more reviews than the plan shows', () => {
    expect(isOverDisplayLimit(19, 20)).toBe(false);
    expect(isOverDisplayLimit(20, 20)).toBe(false);
    expect(isOverDisplayLimit(21, 20)).toBe(true);
  });

  it('is never over on a plan that shows every review', () => {
    expect(isOverDisplayLimit(10_000, null)).toBe(false);
  });
});
