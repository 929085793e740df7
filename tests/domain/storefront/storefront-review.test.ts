import { describe, expect, it } from 'vitest';
import { formatRatingText } from '../../../src/domain/storefront/rating-text';
import { formatReviewDate } from '../../../src/domain/storefront/review-date';
import { publishesOnSubmit } from '../../../src/domain/storefront/review-publication';
import { DEFAULT_REVIEW_WIDGET_SETTINGS } from '../../../src/domain/storefront/review-widget-settings';
import { displayAuthorName, pageCount, ratingMetafieldValue, ratingSummary } from '../../../src/domain/storefront/storefront-review';

describe('the rating summary', () => {
  it('averages to one decimal and counts every rating', () => {
    expect(ratingSummary([1, 0, 0, 2, 3])).toEqual({ average: '4.0', count: 6, histogram: [1, 0, 0, 2, 3] });
    expect(ratingSummary([0, 0, 1, 0, 2]).average).toBe('4.3');
    expect(ratingSummary([0, 0, 0, 0, 0])).toEqual({ average: '', count: 0, histogram: [0, 0, 0, 0, 0] });
  });

  it("writes Shopify's rating metafield on the 1-5 scale", () => {
    expect(ratingMetafieldValue(ratingSummary([0, 0, 0, 1, 1]))).toEqual({ value: '4.5', scale_min: '1.0', scale_max: '5.0' });
    expect(ratingMetafieldValue(ratingSummary([0, 0, 0, 0, 0])).value).toBe('0.0');
  });

  it('needs at least one page', () => {
    expect([pageCount(0, 14), pageCount(14, 14), pageCount(15, 14)]).toEqual([1, 1, 2]);
  });
});

describe("a reviewer's name as shoppers see it", () => {
  it.each([
    ['Jane van Dyke', false, 'Jane D.'],
    ['  Omar  ', false, 'Omar'],
    ['élodie durand', false, 'élodie D.'],
    ['Jane van Dyke', true, 'J. V. D.'],
    ['   ', false, ''],
    ['😀 Smile', false, '😀 S.'],
  ])('%s (anonymous %s) → %s', (name, anonymous, shown) => {
    expect(displayAuthorName(name, anonymous)).toBe(shown);
  });
});

describe('the rating texts', () => {
  it('fills {{star}} and {{review_number}} and leaves other text as written', () => {
    expect(formatRatingText(DEFAULT_REVIEW_WIDGET_SETTINGS.product_rating_text, '4.6', 12)).toBe('4.6 12 Reviews');
    expect(formatRatingText(DEFAULT_REVIEW_WIDGET_SETTINGS.list_rating_text, '4.6', 12)).toBe('4.6 (12)');
    expect(formatRatingText('{{ star }}/5 · {{review_number}} · {{other}}', '3.0', 1)).toBe('3.0/5 · 1 · {{other}}');
  });
});

describe('review dates', () => {
  const instant = new Date('2026-03-01T02:30:00Z');
  it('writes each format on the calendar of the shop', () => {
    expect(formatReviewDate(instant, 1, 'UTC')).toBe('03/01/2026');
    expect(formatReviewDate(instant, 2, 'UTC')).toBe('01/03/2026');
    expect(formatReviewDate(instant, 3, 'UTC')).toBe('2026-03-01');
    expect(formatReviewDate(instant, 4, 'UTC')).toBe('Mar 1, 2026');
    expect(formatReviewDate(instant, 3, 'America/New_York')).toBe('2026-02-28');
    expect(formatReviewDate(new Date('2026-12-31T23:30:00Z'), 4, 'Asia/Tokyo')).toBe('Jan 1, 2027');
    expect(formatReviewDate(instant, 3, 'Not/A_Zone')).toBe('2026-03-01');
    expect(() => formatReviewDate(new Date(Number.NaN), 3, 'UTC')).toThrow(RangeError);
  });
});

describe('publication of a new review', () => {
  it('publishes at once only when the merchant does and the rating reaches their minimum', () => {
    expect(publishesOnSubmit({ is_review_publish: '1', auto_publish_min_rating: 1 }, 1)).toBe(true);
    expect(publishesOnSubmit({ is_review_publish: '1', auto_publish_min_rating: 4 }, 3)).toBe(false);
    expect(publishesOnSubmit({ is_review_publish: '1', auto_publish_min_rating: 4 }, 4)).toBe(true);
    expect(publishesOnSubmit({ is_review_publish: '2', auto_publish_min_rating: 1 }, 5)).toBe(false);
  });

  it('publishes every rating by default (holding low ratings back is the merchant\'s choice)', () => {
    for (const rating of [1, 2, 3, 4, 5]) expect(publishesOnSubmit(DEFAULT_REVIEW_WIDGET_SETTINGS, rating)).toBe(true);
  });

  it('has the spec\'s defaults', () => {
    expect(DEFAULT_REVIEW_WIDGET_SETTINGS).toMatchObject({ reviews_per_page_number: 14, font_size: 13, border_radius: 6, review_sort_by: 'commented-at-descending', language: 'en' });
  });
});
