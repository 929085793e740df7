import { describe, expect, it } from 'vitest';
import { groupAverageRating, productsTouchedByGroupChange } from '../../../src/domain/product-groups/product-group';

describe('productsTouchedByGroupChange', () => {
  it('names every product added, removed and kept, once each', () => {
    expect(productsTouchedByGroupChange(['a', 'b', 'c'], ['b', 'd'])).toEqual(['a', 'b', 'c', 'd']);
  });

  it('names the whole group when it is created or deleted', () => {
    expect(productsTouchedByGroupChange([], ['a', 'b'])).toEqual(['a', 'b']);
    expect(productsTouchedByGroupChange(['a', 'b'], [])).toEqual(['a', 'b']);
  });
});

describe('groupAverageRating', () => {
  it('averages to one decimal, none without reviews', () => {
    expect(groupAverageRating(14, 3)).toBe(4.7);
    expect(groupAverageRating(10, 2)).toBe(5);
    expect(groupAverageRating(0, 0)).toBeNull();
  });
});
