import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  counterpartPlan,
  findPlan,
  findPlanByTier,
  isPlanId,
  PLAN_CATALOG,
  PLAN_ID_ENTERPRISE_MONTHLY,
  PLAN_ID_ENTERPRISE_YEARLY,
  PLAN_ID_FREE,
  PLAN_ID_GROWTH_MONTHLY,
  PLAN_ID_GROWTH_YEARLY,
  PLAN_ID_IMPORT_MONTHLY,
  PLAN_ID_IMPORT_YEARLY,
  PLAN_ID_LEGACY_USER,
  PLAN_ID_STARTER_MONTHLY,
  PLAN_ID_STARTER_YEARLY,
  planSavingPercent,
  toPlanId,
} from '../../../src/domain/plans/plan-catalog';

describe('plan ids', () => {
  it('numbers the plans 1-10 as the server does: six monthly ids then four yearly ids', () => {
    expect(
      [
        PLAN_ID_LEGACY_USER,
        PLAN_ID_FREE,
        PLAN_ID_STARTER_MONTHLY,
        PLAN_ID_IMPORT_MONTHLY,
        PLAN_ID_GROWTH_MONTHLY,
        PLAN_ID_ENTERPRISE_MONTHLY,
        PLAN_ID_STARTER_YEARLY,
        PLAN_ID_IMPORT_YEARLY,
        PLAN_ID_GROWTH_YEARLY,
        PLAN_ID_ENTERPRISE_YEARLY,
      ],
    ).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('catalogues each id with its name, tier and billing interval', () => {
    expect(PLAN_CATALOG.map((plan) => [plan.id, plan.name, plan.tier, plan.interval])).toEqual([
      [1, 'Legacy user', 'legacyUser', 'monthly'],
      [2, 'Free', 'free', 'monthly'],
      [3, 'Starter', 'starter', 'monthly'],
      [4, 'Import', 'import', 'monthly'],
      [5, 'Growth', 'growth', 'monthly'],
      [6, 'Enterprise', 'enterprise', 'monthly'],
      [7, 'Starter', 'starter', 'yearly'],
      [8, 'Import', 'import', 'yearly'],
      [9, 'Growth', 'growth', 'yearly'],
      [10, 'Enterprise', 'enterprise', 'yearly'],
    ]);
  });

  it('accepts a plan id sent as a number or a numeric string', () => {
    expect(toPlanId(5)).toBe(5);
    expect(toPlanId('7')).toBe(7);
    expect(toPlanId(' 10 ')).toBe(10);
    expect(findPlan('3')?.name).toBe('Starter');
  });

  it('rejects ids outside 1-10 and values that are not ids', () => {
    for (const value of [0, 11, -1, 3.5, '', 'abc', null, undefined, {}, Number.NaN]) {
      expect(toPlanId(value)).toBeUndefined();
      expect(findPlan(value)).toBeUndefined();
    }
  });

  it('recognises only numeric ids 1-10 as plan ids', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 1000 }), (id) => {
        expect(isPlanId(id)).toBe(id >= 1 && id <= 10);
      }),
    );
    expect(isPlanId('3')).toBe(false);
  });
});

describe('plan prices', () => {
  it('prices the monthly plans for new users and at the original price', () => {
    expect(findPlan(PLAN_ID_FREE)?.pricePerMonth).toEqual({ newUser: 0, original: 0 });
    expect(findPlan(PLAN_ID_STARTER_MONTHLY)?.pricePerMonth).toEqual({ newUser: 8.99, original: 11.99 });
    expect(findPlan(PLAN_ID_GROWTH_MONTHLY)?.pricePerMonth).toEqual({ newUser: 19.99, original: 29.99 });
    expect(findPlan(PLAN_ID_ENTERPRISE_MONTHLY)?.pricePerMonth).toEqual({ newUser: 69.99, original: 99.99 });
  });

  it('prices the yearly plans per month against the original monthly price', () => {
    expect(findPlan(PLAN_ID_STARTER_YEARLY)?.pricePerMonth).toEqual({ newUser: 6.99, original: 11.99 });
    expect(findPlan(PLAN_ID_GROWTH_YEARLY)?.pricePerMonth).toEqual({ newUser: 14.99, original: 29.99 });
    expect(findPlan(PLAN_ID_ENTERPRISE_YEARLY)?.pricePerMonth).toEqual({ newUser: 49.99, original: 99.99 });
  });

  it('leaves Import and legacy-user unpriced, to be priced by the server', () => {
    for (const id of [PLAN_ID_LEGACY_USER, PLAN_ID_IMPORT_MONTHLY, PLAN_ID_IMPORT_YEARLY]) {
      expect(findPlan(id)?.pricePerMonth).toBeNull();
      expect(planSavingPercent(id)).toBeNull();
    }
  });

  it('states the saving against the original price in whole percent, rounded down', () => {
    expect(planSavingPercent(PLAN_ID_STARTER_YEARLY)).toBe(41);
    expect(planSavingPercent(PLAN_ID_GROWTH_YEARLY)).toBe(50);
    expect(planSavingPercent(PLAN_ID_ENTERPRISE_YEARLY)).toBe(50);
    expect(planSavingPercent(PLAN_ID_STARTER_MONTHLY)).toBe(25);
    expect(planSavingPercent(PLAN_ID_GROWTH_MONTHLY)).toBe(33);
    expect(planSavingPercent(PLAN_ID_ENTERPRISE_MONTHLY)).toBe(30);
  });

  it('claims no saving for the Free plan or an unknown plan', () => {
    expect(planSavingPercent(PLAN_ID_FREE)).toBeNull();
    expect(planSavingPercent(42)).toBeNull();
  });

  it('makes every yearly plan a better deal than its monthly counterpart', () => {
    for (const yearly of PLAN_CATALOG.filter((plan) => plan.interval === 'yearly' && plan.pricePerMonth !== null)) {
      const monthly = counterpartPlan(yearly.id);
      expect(planSavingPercent(yearly.id)).toBeGreaterThan(planSavingPercent(monthly?.id) ?? Number.POSITIVE_INFINITY);
    }
  });
});

describe('counterpart plans', () => {
  it('pairs each monthly paid plan with its yearly plan and back', () => {
    const pairs = [
      [PLAN_ID_STARTER_MONTHLY, PLAN_ID_STARTER_YEARLY],
      [PLAN_ID_IMPORT_MONTHLY, PLAN_ID_IMPORT_YEARLY],
      [PLAN_ID_GROWTH_MONTHLY, PLAN_ID_GROWTH_YEARLY],
      [PLAN_ID_ENTERPRISE_MONTHLY, PLAN_ID_ENTERPRISE_YEARLY],
    ] as const;
    for (const [monthly, yearly] of pairs) {
      expect(counterpartPlan(monthly)?.id).toBe(yearly);
      expect(counterpartPlan(yearly)?.id).toBe(monthly);
    }
  });

  it('has no yearly counterpart for Free, legacy-user or an unknown id', () => {
    expect(counterpartPlan(PLAN_ID_FREE)).toBeUndefined();
    expect(counterpartPlan(PLAN_ID_LEGACY_USER)).toBeUndefined();
    expect(counterpartPlan(0)).toBeUndefined();
  });

  it('finds a plan by tier and interval', () => {
    expect(findPlanByTier('growth', 'yearly')?.id).toBe(PLAN_ID_GROWTH_YEARLY);
    expect(findPlanByTier('free', 'yearly')).toBeUndefined();
  });
});
