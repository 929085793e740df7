import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  clampPercent,
  DEFAULT_OVERAGE,
  DEFAULT_OVERAGE_NUM,
  hiddenReviewCount,
  overageBannerMessage,
  parseOverage,
  parseReviewsCountInfo,
  summarizeReviewQuota,
} from '../../../src/domain/plans/review-quota';

const NONE_HIDDEN: { hidden: number; hiddenProducts: number; hiddenProductIds: readonly string[] } = { hidden: 0, hiddenProducts: 0, hiddenProductIds: [] };
const info = (max: number, limit: number, hidden = NONE_HIDDEN) => ({ max, limit, ...hidden });

describe('reviews count info', () => {
  it('reads the busiest product, the plan limit and what the limit hides over every product', () => {
    expect(parseReviewsCountInfo({ max: 73, limit: 20, hidden: 95, hiddenProducts: 5, hiddenProductIds: ['a', 'b'] })).toEqual({
      max: 73,
      limit: 20,
      hidden: 95,
      hiddenProducts: 5,
      hiddenProductIds: ['a', 'b'],
    });
    expect(parseReviewsCountInfo({ max: '12', limit: '50' })).toEqual(info(12, 50));
  });

  it('treats missing, negative or non-numeric counts as zero, drops fractions, and keeps only id strings', () => {
    expect(parseReviewsCountInfo({ max: -3, limit: 'lots', hidden: -1 })).toEqual(info(0, 0));
    expect(parseReviewsCountInfo({ max: 7.9 })).toEqual(info(7, 0));
    expect(parseReviewsCountInfo({ hiddenProductIds: ['a', 3, '', null] })).toEqual({ ...info(0, 0), hiddenProductIds: ['a'] });
    expect(parseReviewsCountInfo(null)).toEqual(info(0, 0));
    expect(parseReviewsCountInfo('12')).toEqual(info(0, 0));
  });
});

describe('review quota usage', () => {
  it('shows a plan without a positive limit as unlimited', () => {
    expect(summarizeReviewQuota(info(30, 0))).toEqual({ kind: 'unlimited', used: 30 });
    expect(summarizeReviewQuota(info(30, -1))).toEqual({ kind: 'unlimited', used: 30 });
  });

  it('carries the hidden reviews of every product, not the busiest product over the limit', () => {
    expect(summarizeReviewQuota(info(73, 20, { hidden: 95, hiddenProducts: 5, hiddenProductIds: ['a'] }))).toEqual({
      kind: 'limited',
      used: 73,
      limit: 20,
      percentUsed: 100,
      hiddenReviews: 95,
      hiddenProducts: 5,
      hiddenProductIds: ['a'],
    });
  });

  it('never shows a full bar before the busiest product reaches the limit', () => {
    expect(summarizeReviewQuota(info(199, 200))).toMatchObject({ percentUsed: 99 });
    expect(summarizeReviewQuota(info(1, 3))).toMatchObject({ percentUsed: 33 });
    expect(summarizeReviewQuota(info(100, 100))).toMatchObject({ percentUsed: 100, hiddenReviews: 0 });
  });

  it('keeps the bar within 0-100 for any usage', () => {
    fc.assert(
      fc.property(fc.nat(1_000_000), fc.integer({ min: 1, max: 1_000_000 }), (used, limit) => {
        const usage = summarizeReviewQuota(info(used, limit));
        if (usage.kind !== 'limited') throw new Error('expected a limited plan');
        expect(usage.percentUsed).toBeGreaterThanOrEqual(0);
        expect(usage.percentUsed).toBeLessThanOrEqual(100);
        expect(usage.percentUsed === 100).toBe(used >= limit);
      }),
    );
  });

  it('clamps any percentage to the progress bar range', () => {
    expect(clampPercent(-5)).toBe(0);
    expect(clampPercent(150)).toBe(100);
    expect(clampPercent(42)).toBe(42);
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

