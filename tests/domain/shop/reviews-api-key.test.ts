import { describe, expect, it } from 'vitest';
import { maskReviewsApiKey, REVIEWS_API_KEY_VISIBLE_CHARACTERS } from '../../../src/domain/shop/reviews-api-key';

describe('maskReviewsApiKey', () => {
  it('shows only the last characters, keeping the length', () => {
    const key = '0123456789abcdef0123456789abcdef';
    const masked = maskReviewsApiKey(key);
    expect(masked).toHaveLength(key.length);
    expect(masked.endsWith('cdef')).toBe(true);
    expect(masked.slice(0, -REVIEWS_API_KEY_VISIBLE_CHARACTERS)).toMatch(/^•+$/);
  });

  it('shows nothing of a key too short to hide anything', () => {
    expect(maskReviewsApiKey('abcd')).toBe('••••');
    expect(maskReviewsApiKey('')).toBe('');
  });
});
