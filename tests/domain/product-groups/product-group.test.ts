import { describe, expect, it } from 'vitest';
import { productsTouchedByGroupChange } from '../../../src/domain/product-groups/product-group';
import { roundedAverage } from '../../../src/domain/storefront/storefront-review';

describe('productsTouchedByGroupChange', () => {
  it('names every product added, removed and kept, once each', () => {
    expect(productsTouchedByGroupChange(['a', 'b', 'c'], ['b', 'd'])).toEqual(['a', 'b', 'c', 'd']);
  });

  it('names the whole group when it is created or deleted', () => {
    expect(productsTouchedByGroupChange([], ['a', 'b'])).toEqual(['a', 'b']);
    expect(productsTouchedByGroupChange(['a', 'b'], [])).toEqual(['a', 'b']);
  });
});

describe("roundedAverage (a group's average)", () => {
  it('averages to one decimal, none without reviews', () => {
    expect(roundedAverage(14, 3)).toBe(4.7);
    expect(roundedAverage(10, 2)).toBe(5);
    expect(roundedAverage(0, 0)).toBeNull();
  });
});
