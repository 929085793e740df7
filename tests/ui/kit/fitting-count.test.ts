import { describe, expect, it } from 'vitest';
import { fittingCount } from '../../../src/ui/kit/fitting-count';

const row = { itemWidths: [100, 120, 80], gap: 10, moreWidth: 70 };

describe('fittingCount', () => {
  it('shows every item, and no "More", when they fit side by side (gaps between, none after the last)', () => {
    expect(fittingCount(row, 320)).toBe(3);
  });

  it('keeps room for "More" beside the items it shows once one item does not fit', () => {
    // 100 + 10 + 120 + 10 + 70 = 310: two items and "More"; a third would need 400.
    expect(fittingCount(row, 319)).toBe(2);
    expect(fittingCount(row, 309)).toBe(1);
  });

  it('shows none beside "More" when not even the first item fits next to it', () => {
    expect(fittingCount(row, 150)).toBe(0);
    expect(fittingCount(row, 0)).toBe(0);
  });

  it('keeps the items in order: a later, narrower item never takes a wider earlier one\'s place', () => {
    expect(fittingCount({ itemWidths: [300, 20], gap: 0, moreWidth: 50 }, 200)).toBe(0);
  });
});
