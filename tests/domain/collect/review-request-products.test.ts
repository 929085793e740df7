import { describe, expect, it } from 'vitest';
import {
  activeExclusions,
  DEFAULT_REVIEW_REQUEST_PRODUCT_SETTINGS,
  isProductExcluded,
  minPriceProblem,
  type ReviewRequestProductSettings,
} from '../../../src/domain/collect/review-request-products';

const EXCEPT: ReviewRequestProductSettings = {
  scope: 'all_except',
  excluded_product_ids: ['gid://shopify/Product/1'],
  excluded_collection_ids: ['gid://shopify/Collection/9'],
  min_price: 0,
};

const product = (productId: string, collectionIds: string[] = [], prices: number[] = [10]) => ({ productId, collectionIds, prices });

describe('which products get review requests', () => {
  it('asks every product by default', () => {
    expect(isProductExcluded(DEFAULT_REVIEW_REQUEST_PRODUCT_SETTINGS, product('gid://shopify/Product/1', ['gid://shopify/Collection/9']))).toBe(false);
  });

  it('skips a chosen product and every product of a chosen collection while the scope is all_except', () => {
    expect(isProductExcluded(EXCEPT, product('gid://shopify/Product/1'))).toBe(true);
    expect(isProductExcluded(EXCEPT, product('gid://shopify/Product/2', ['gid://shopify/Collection/9']))).toBe(true);
    expect(isProductExcluded(EXCEPT, product('gid://shopify/Product/3', ['gid://shopify/Collection/8']))).toBe(false);
  });

  it('keeps the chosen lists but ignores them while every product is asked', () => {
    const all = { ...EXCEPT, scope: 'all' as const };
    expect(activeExclusions(all)).toEqual({ productIds: [], collectionIds: [] });
    expect(activeExclusions(EXCEPT)).toEqual({ productIds: ['gid://shopify/Product/1'], collectionIds: ['gid://shopify/Collection/9'] });
    expect(isProductExcluded(all, product('gid://shopify/Product/1'))).toBe(false);
  });

  it('skips a product only when every variant costs less than the minimum, and never one the catalog does not know', () => {
    const cheap = { ...DEFAULT_REVIEW_REQUEST_PRODUCT_SETTINGS, min_price: 5 };
    expect(isProductExcluded(cheap, product('p', [], [2, 4.99]))).toBe(true);
    expect(isProductExcluded(cheap, product('p', [], [2, 5]))).toBe(false);
    expect(isProductExcluded(cheap, product('p', [], []))).toBe(false);
  });

  it('accepts a minimum price from 0 to 1,000,000 with at most two decimals', () => {
    expect(minPriceProblem(0)).toBeNull();
    expect(minPriceProblem(19.99)).toBeNull();
    expect(minPriceProblem(1_000_000)).toBeNull();
    expect(minPriceProblem(-1)).toBe('negative');
    expect(minPriceProblem(1_000_000.01)).toBe('tooHigh');
    expect(minPriceProblem(1.005)).toBe('decimals');
    expect(minPriceProblem(Number.NaN)).toBe('notANumber');
  });
});
