import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  deriveGuideGroup,
  GUIDE_DAY_THRESHOLD,
  GUIDE_ORDER_THRESHOLD,
  parseGuideGroup,
  resolveGuideGroup,
} from '../../../src/domain/guide/guide-group';

describe('guide group thresholds', () => {
  it('splits shops at 30 days and 3 order requests', () => {
    expect(GUIDE_DAY_THRESHOLD).toBe(30);
    expect(GUIDE_ORDER_THRESHOLD).toBe(3);
  });
});

describe('deriveGuideGroup', () => {
  it.each([
    [0, 0, 'A'],
    [2, 29, 'A'],
    [2, 30, 'A'],
    [2, 31, 'B'],
    [3, 29, 'C'],
    [3, 30, 'C'],
    [3, 31, 'D'],
    [4, 30, 'C'],
    [4, 31, 'D'],
  ])('a shop with %i order requests and %i days is in group %s', (orderRequests, days, group) => {
    expect(deriveGuideGroup({ orderRequests, days })).toBe(group);
  });

  it('groups every shop by "fewer than 3 orders" and "at most 30 days"', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 0, max: 10_000 }), (orderRequests, days) => {
        const group = deriveGuideGroup({ orderRequests, days });
        const fewOrders = orderRequests < 3;
        const young = days <= 30;
        expect(group).toBe(fewOrders ? (young ? 'A' : 'B') : young ? 'C' : 'D');
      }),
    );
  });

  it('accepts numeric strings from the server', () => {
    expect(deriveGuideGroup({ orderRequests: '3', days: '31' })).toBe('D');
    expect(deriveGuideGroup({ orderRequests: ' 2 ', days: '30' })).toBe('A');
  });

  it('treats missing or non-numeric metrics as a brand-new shop with no orders', () => {
    expect(deriveGuideGroup({ orderRequests: undefined, days: undefined })).toBe('A');
    expect(deriveGuideGroup({ orderRequests: 'many', days: '' })).toBe('A');
    expect(deriveGuideGroup({ orderRequests: null, days: Number.NaN })).toBe('A');
    expect(deriveGuideGroup({ orderRequests: 5, days: Number.POSITIVE_INFINITY })).toBe('C');
  });

  it('never throws on arbitrary server values', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (orderRequests, days) => {
        expect(['A', 'B', 'C', 'D']).toContain(deriveGuideGroup({ orderRequests, days }));
      }),
    );
  });
});

describe('parseGuideGroup', () => {
  it.each([
    ['A', 'A'],
    ['B', 'B'],
    ['C', 'C'],
    ['D', 'D'],
    [' c ', 'C'],
    ['d', 'D'],
  ])('reads stored group %j as %s', (raw, group) => {
    expect(parseGuideGroup(raw)).toBe(group);
  });

  it.each([undefined, null, '', 'E', 'AB', 1, {}])('rejects %j', (raw) => {
    expect(parseGuideGroup(raw)).toBeUndefined();
  });
});

describe('resolveGuideGroup', () => {
  const establishedShop = { orderRequests: 50, days: 400 };

  it('keeps an existing stored group even when the shop has since grown', () => {
    expect(resolveGuideGroup('A', establishedShop)).toEqual({ group: 'A', derived: false });
  });

  it('derives the group, to be saved, when none is stored', () => {
    expect(resolveGuideGroup(undefined, establishedShop)).toEqual({ group: 'D', derived: true });
    expect(resolveGuideGroup('', { orderRequests: 0, days: 1 })).toEqual({ group: 'A', derived: true });
  });

  it('derives the group when the stored value is not a valid group', () => {
    expect(resolveGuideGroup('Z', establishedShop)).toEqual({ group: 'D', derived: true });
  });
});
