import { featureCellForPlan } from './feature-matrix';

/*
 * The widgets counted against a plan's allowance are those of the widget registry with a switch of
 * their own (COUNTED_STOREFRONT_WIDGETS, src/domain/storefront/widget-registry.ts); the star rating
 * and the write-review form come with the reviews widget and are not counted
 * (docs/product/plan-permissions.md#widgets).
 */

/** How many counted widgets a plan may have switched on at once; null when it sets no limit. */
export function storefrontWidgetLimitForPlan(planId: unknown): number | null {
  const cell = featureCellForPlan('storefrontWidgets', planId);
  return cell?.kind === 'count' ? cell.count : null;
}

/**
 * Whether a change from `before` to `after` switched-on widgets is allowed under `limit`.
 * Switching off is always allowed, and so is a shop past its limit (after a downgrade) keeping
 * what it has; only switching on one more past the limit is refused.
 */
export function isWidgetChangeAllowed(before: number, after: number, limit: number | null): boolean {
  return limit === null || after <= before || after <= limit;
}
