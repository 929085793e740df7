import { describe, expect, it } from 'vitest';
import { PLAN_ID_FREE, PLAN_ID_GROWTH_MONTHLY, PLAN_ID_IMPORT_MONTHLY } from '../../../src/domain/plans/plan-catalog';
import { isWidgetChangeAllowed, storefrontWidgetLimitForPlan } from '../../../src/domain/plans/widget-allowance';
import { COUNTED_STOREFRONT_WIDGETS } from '../../../src/domain/storefront/widget-registry';

describe('the storefront widget allowance', () => {
  it('counts the nine widgets with a switch of their own', () => {
    expect(COUNTED_STOREFRONT_WIDGETS).toHaveLength(9);
  });

  it('lets Free have 6 switched on and the other plans any number', () => {
    expect(storefrontWidgetLimitForPlan(PLAN_ID_FREE)).toBe(6);
    expect(storefrontWidgetLimitForPlan(PLAN_ID_GROWTH_MONTHLY)).toBeNull();
    expect(storefrontWidgetLimitForPlan(PLAN_ID_IMPORT_MONTHLY)).toBeNull();
  });

  it('refuses only switching on one more past the limit', () => {
    expect(isWidgetChangeAllowed(5, 6, 6)).toBe(true);
    expect(isWidgetChangeAllowed(6, 7, 6)).toBe(false);
    expect(isWidgetChangeAllowed(8, 7, 6)).toBe(true);
    expect(isWidgetChangeAllowed(8, 8, 6)).toBe(true);
    expect(isWidgetChangeAllowed(8, 9, 6)).toBe(false);
    expect(isWidgetChangeAllowed(20, 21, null)).toBe(true);
  });
});
