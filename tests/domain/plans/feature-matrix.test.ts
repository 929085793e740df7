import { describe, expect, it } from 'vitest';
import {
  describeFeatureCell,
  FEATURE_MATRIX,
  featureCellForPlan,
  featureMatrixColumnForPlan,
  reviewDisplayLimitForPlan,
} from '../../../src/domain/plans/feature-matrix';
import {
  PLAN_ID_ENTERPRISE_YEARLY,
  PLAN_ID_FREE,
  PLAN_ID_GROWTH_MONTHLY,
  PLAN_ID_IMPORT_MONTHLY,
  PLAN_ID_LEGACY_USER,
  PLAN_ID_STARTER_MONTHLY,
  PLAN_ID_STARTER_YEARLY,
} from '../../../src/domain/plans/plan-catalog';

describe('feature matrix', () => {
  it('lists the known rows in display order', () => {
    expect(FEATURE_MATRIX.map((row) => row.rowKey)).toEqual([
      'reviewRequestEmailsPerMonth',
      'storefrontWidgets',
      'reviewsDisplayedPerProduct',
    ]);
  });

  it('gives 50 / 200 / 500-10,000 / unlimited review-request emails per month', () => {
    expect(featureCellForPlan('reviewRequestEmailsPerMonth', PLAN_ID_FREE)).toEqual({ kind: 'count', count: 50 });
    expect(featureCellForPlan('reviewRequestEmailsPerMonth', PLAN_ID_STARTER_MONTHLY)).toEqual({ kind: 'count', count: 200 });
    expect(featureCellForPlan('reviewRequestEmailsPerMonth', PLAN_ID_GROWTH_MONTHLY)).toEqual({
      kind: 'range',
      min: 500,
      max: 10_000,
    });
    expect(featureCellForPlan('reviewRequestEmailsPerMonth', PLAN_ID_ENTERPRISE_YEARLY)).toEqual({ kind: 'unlimited' });
  });

  it('limits Free to 6 widgets and 20 displayed reviews per product, unlimited on paid plans', () => {
    expect(featureCellForPlan('storefrontWidgets', PLAN_ID_FREE)).toEqual({ kind: 'count', count: 6 });
    expect(featureCellForPlan('reviewsDisplayedPerProduct', PLAN_ID_FREE)).toEqual({ kind: 'count', count: 20 });
    for (const row of ['storefrontWidgets', 'reviewsDisplayedPerProduct'] as const) {
      for (const planId of [PLAN_ID_STARTER_YEARLY, PLAN_ID_GROWTH_MONTHLY, PLAN_ID_ENTERPRISE_YEARLY]) {
        expect(featureCellForPlan(row, planId)).toEqual({ kind: 'unlimited' });
      }
    }
  });

  it('uses the same column for the monthly and yearly plan of a tier', () => {
    expect(featureMatrixColumnForPlan(PLAN_ID_STARTER_MONTHLY)).toBe('starter');
    expect(featureMatrixColumnForPlan(PLAN_ID_STARTER_YEARLY)).toBe('starter');
  });

  it('places Import, legacy-user and unknown plans in no column', () => {
    for (const planId of [PLAN_ID_IMPORT_MONTHLY, PLAN_ID_LEGACY_USER, 77]) {
      expect(featureMatrixColumnForPlan(planId)).toBeNull();
      expect(featureCellForPlan('reviewRequestEmailsPerMonth', planId)).toBeNull();
    }
  });

  it('never marks a Free or Starter feature as coming soon', () => {
    for (const row of FEATURE_MATRIX) {
      expect([row.free.kind, row.starter.kind]).not.toContain('comingSoon');
    }
  });

  it('describes each kind of cell with its own message key and values', () => {
    expect(describeFeatureCell({ kind: 'count', count: 50 })).toEqual({ key: 'featureCount', values: { count: 50 } });
    expect(describeFeatureCell({ kind: 'range', min: 500, max: 10_000 })).toEqual({
      key: 'featureRange',
      values: { min: 500, max: 10_000 },
    });
    expect(describeFeatureCell({ kind: 'unlimited' })).toEqual({ key: 'featureUnlimited', values: {} });
    expect(describeFeatureCell({ kind: 'comingSoon' })).toEqual({ key: 'featureComingSoon', values: {} });
  });
});

describe('reviews displayed per product by plan', () => {
  it('limits the Free plan to 20 reviews per product and leaves paid plans unlimited', () => {
    expect(reviewDisplayLimitForPlan(PLAN_ID_FREE)).toBe(20);
    expect(reviewDisplayLimitForPlan(PLAN_ID_GROWTH_MONTHLY)).toBeNull();
    expect(reviewDisplayLimitForPlan(PLAN_ID_STARTER_YEARLY)).toBeNull();
  });

  it('does not limit plans the matrix does not place, nor unknown ids', () => {
    expect(reviewDisplayLimitForPlan(PLAN_ID_IMPORT_MONTHLY)).toBeNull();
    expect(reviewDisplayLimitForPlan(PLAN_ID_LEGACY_USER)).toBeNull();
    expect(reviewDisplayLimitForPlan(99)).toBeNull();
  });
});
