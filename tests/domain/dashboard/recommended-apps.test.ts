import { describe, expect, it } from 'vitest';
import { groupsOf, RECOMMENDED_APPS_ADVANCE_MS, RECOMMENDED_APPS_GROUP_SIZE, stepGroup } from '../../../src/domain/dashboard/recommended-apps';

describe('recommended apps carousel', () => {
  it('shows apps in groups of 4, the last one shorter, advancing every 6 s', () => {
    expect(RECOMMENDED_APPS_GROUP_SIZE).toBe(4);
    expect(RECOMMENDED_APPS_ADVANCE_MS).toBe(6000);
    expect(groupsOf([1, 2, 3, 4, 5, 6])).toEqual([[1, 2, 3, 4], [5, 6]]);
    expect(groupsOf([])).toEqual([]);
    expect(groupsOf([1, 2, 3], 0)).toEqual([[1, 2, 3]]);
  });

  it('steps forward and back, wrapping around', () => {
    expect(stepGroup(0, 1, 2)).toBe(1);
    expect(stepGroup(1, 1, 2)).toBe(0);
    expect(stepGroup(0, -1, 3)).toBe(2);
    expect(stepGroup(Number.NaN, 1, 3)).toBe(1);
    expect(stepGroup(2, 1, 0)).toBe(0);
  });
});
