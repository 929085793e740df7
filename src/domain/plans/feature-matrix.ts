import { type MessageDescriptor } from '../shared/message';
import { findPlan, type PlanTier } from './plan-catalog';

/** The four columns of the plan comparison (docs/product/plans-and-limits.md: Free, Starter-like, Growth, Enterprise). */
export type FeatureMatrixColumn = 'free' | 'starter' | 'growth' | 'enterprise';

export const FEATURE_MATRIX_COLUMNS: readonly FeatureMatrixColumn[] = ['free', 'starter', 'growth', 'enterprise'];

/** A plan's allowance for a feature. */
export type FeatureLimit =
  | { readonly kind: 'count'; readonly count: number }
  | { readonly kind: 'range'; readonly min: number; readonly max: number }
  | { readonly kind: 'unlimited' };

/** Announced but not yet available; only the top two tiers may show it (docs/product/plans-and-limits.md). */
export interface ComingSoon {
  readonly kind: 'comingSoon';
}

export type FeatureCell = FeatureLimit | ComingSoon;

/**
 * Row labels are i18n keys; English text:
 * - reviewRequestEmailsPerMonth: "Review request emails per month"
 * - storefrontWidgets: "Storefront review widgets"
 * - reviewsDisplayedPerProduct: "Reviews displayed per product"
 */
export type FeatureMatrixRowKey = 'reviewRequestEmailsPerMonth' | 'storefrontWidgets' | 'reviewsDisplayedPerProduct';

export interface FeatureMatrixRow {
  readonly rowKey: FeatureMatrixRowKey;
  readonly free: FeatureLimit;
  readonly starter: FeatureLimit;
  readonly growth: FeatureCell;
  readonly enterprise: FeatureCell;
}

export const FREE_PLAN_REVIEW_REQUEST_QUOTA = 50;
export const STARTER_REVIEW_REQUEST_QUOTA = 200;
export const GROWTH_REVIEW_REQUEST_QUOTA_MIN = 500;
export const GROWTH_REVIEW_REQUEST_QUOTA_MAX = 10_000;
export const FREE_PLAN_STOREFRONT_WIDGETS = 6;
export const FREE_PLAN_REVIEWS_DISPLAYED_PER_PRODUCT = 20;

const UNLIMITED: FeatureLimit = { kind: 'unlimited' };

export const FEATURE_MATRIX_ROWS: Readonly<Record<FeatureMatrixRowKey, FeatureMatrixRow>> = {
  reviewRequestEmailsPerMonth: {
    rowKey: 'reviewRequestEmailsPerMonth',
    free: { kind: 'count', count: FREE_PLAN_REVIEW_REQUEST_QUOTA },
    starter: { kind: 'count', count: STARTER_REVIEW_REQUEST_QUOTA },
    growth: { kind: 'range', min: GROWTH_REVIEW_REQUEST_QUOTA_MIN, max: GROWTH_REVIEW_REQUEST_QUOTA_MAX },
    enterprise: UNLIMITED,
  },
  storefrontWidgets: {
    rowKey: 'storefrontWidgets',
    free: { kind: 'count', count: FREE_PLAN_STOREFRONT_WIDGETS },
    starter: UNLIMITED,
    growth: UNLIMITED,
    enterprise: UNLIMITED,
  },
  reviewsDisplayedPerProduct: {
    rowKey: 'reviewsDisplayedPerProduct',
    free: { kind: 'count', count: FREE_PLAN_REVIEWS_DISPLAYED_PER_PRODUCT },
    starter: UNLIMITED,
    growth: UNLIMITED,
    enterprise: UNLIMITED,
  },
};

/** The rows docs/product/plans-and-limits.md lists, in display order; the full matrix is not known, so the UI renders only these. */
export const FEATURE_MATRIX: readonly FeatureMatrixRow[] = [
  FEATURE_MATRIX_ROWS.reviewRequestEmailsPerMonth,
  FEATURE_MATRIX_ROWS.storefrontWidgets,
  FEATURE_MATRIX_ROWS.reviewsDisplayedPerProduct,
];

/**
 * Cell text keys; English text:
 * - featureCount: "{{count}}"
 * - featureRange: "{{min}}–{{max}}"
 * - featureUnlimited: "Unlimited"
 * - featureComingSoon: "Coming soon"
 */
export type FeatureCellMessageKey = 'featureCount' | 'featureRange' | 'featureUnlimited' | 'featureComingSoon';

export function describeFeatureCell(cell: FeatureCell): MessageDescriptor<FeatureCellMessageKey> {
  switch (cell.kind) {
    case 'count':
      return { key: 'featureCount', values: { count: cell.count } };
    case 'range':
      return { key: 'featureRange', values: { min: cell.min, max: cell.max } };
    case 'unlimited':
      return { key: 'featureUnlimited', values: {} };
    case 'comingSoon':
      return { key: 'featureComingSoon', values: {} };
  }
}

const COLUMN_BY_TIER: Readonly<Record<PlanTier, FeatureMatrixColumn | null>> = {
  free: 'free',
  starter: 'starter',
  growth: 'growth',
  enterprise: 'enterprise',
  // docs/product/plans-and-limits.md does not place these plans in the known matrix.
  import: null,
  legacyUser: null,
};

/** The comparison column for a plan id, or `null` for plans outside the known matrix (Import, legacy-user). */
export function featureMatrixColumnForPlan(planId: unknown): FeatureMatrixColumn | null {
  const plan = findPlan(planId);
  return plan === undefined ? null : COLUMN_BY_TIER[plan.tier];
}

/** A plan's cell in a row, or `null` when the plan has no column. */
export function featureCellForPlan(rowKey: FeatureMatrixRowKey, planId: unknown): FeatureCell | null {
  const column = featureMatrixColumnForPlan(planId);
  return column === null ? null : FEATURE_MATRIX_ROWS[rowKey][column];
}

/**
 * How many reviews per product the plan shows on the storefront; null when the plan shows all
 * (paid tiers, and plans the matrix does not place such as Import and legacy-user).
 */
export function reviewDisplayLimitForPlan(planId: unknown): number | null {
  const cell = featureCellForPlan('reviewsDisplayedPerProduct', planId);
  return cell?.kind === 'count' ? cell.count : null;
}
