/**
 * The setup-guide steps and which of them each group follows.
 *
 * Step numbers are the product's own (5 is retired). A/B (under 3 order requests) get the
 * store-setup steps 1-4, ending with the upgrade discount; C/D (stores with orders) swap the
 * discount for the two order-driven steps, review-request email (6) and auto reviews (7).
 */
import { type GuideStepFlagKey } from './guide-flags';
import { type GuideGroup } from './guide-group';

export type GuideStepId = 1 | 2 | 3 | 4 | 6 | 7;

export type GuideStepName =
  | 'enableThemeEmbed'
  | 'customiseWidget'
  | 'migrateReviews'
  | 'viewDiscount'
  | 'enableFirstReviewRequestEmail'
  | 'enableAutoReviews';

/** What marks a step done: the theme app embed being enabled, or a shop-config flag being '1'. */
export type GuideStepCompletion = { readonly kind: 'themeEmbedEnabled' } | { readonly kind: 'flag'; readonly flag: GuideStepFlagKey };

export interface GuideStepDefinition {
  readonly id: GuideStepId;
  readonly name: GuideStepName;
  readonly completion: GuideStepCompletion;
}

/** Step 4's flag: the admin writes it when /collect/discount is opened. */
export const GUIDE_DISCOUNT_VIEWED_FLAG: GuideStepFlagKey = 'clicked_guide_discount_show';

export const GUIDE_STEPS: Readonly<Record<GuideStepId, GuideStepDefinition>> = {
  1: { id: 1, name: 'enableThemeEmbed', completion: { kind: 'themeEmbedEnabled' } },
  2: { id: 2, name: 'customiseWidget', completion: { kind: 'flag', flag: 'clicked_custom_reviews_widget_btn' } },
  3: { id: 3, name: 'migrateReviews', completion: { kind: 'flag', flag: 'clicked_migrate_reviews_btn' } },
  4: { id: 4, name: 'viewDiscount', completion: { kind: 'flag', flag: GUIDE_DISCOUNT_VIEWED_FLAG } },
  6: { id: 6, name: 'enableFirstReviewRequestEmail', completion: { kind: 'flag', flag: 'enable_review_request_1st_email' } },
  7: { id: 7, name: 'enableAutoReviews', completion: { kind: 'flag', flag: 'clicked_auto_reviews' } },
};

export const GUIDE_STEP_COUNT_LOW_ORDER = 4;
export const GUIDE_STEP_COUNT_WITH_ORDERS = 5;

const LOW_ORDER_STEPS: readonly GuideStepId[] = [1, 2, 3, 4];
const WITH_ORDERS_STEPS: readonly GuideStepId[] = [1, 2, 3, 6, 7];

/** The steps of each group, in display order. */
export const GUIDE_STEPS_BY_GROUP: Readonly<Record<GuideGroup, readonly GuideStepId[]>> = {
  A: LOW_ORDER_STEPS,
  B: LOW_ORDER_STEPS,
  C: WITH_ORDERS_STEPS,
  D: WITH_ORDERS_STEPS,
};

/**
 * The admin screen where each step is done (docs/product/setup-guide.md#steps). Step 1 is done in
 * the theme editor; /display is where the admin shows and links to the embed's state.
 */
export const GUIDE_STEP_PATHS: Readonly<Record<GuideStepId, string>> = {
  1: '/display',
  2: '/display',
  3: '/import',
  4: '/collect/discount',
  6: '/collect/review-request/request_1',
  7: '/collect/auto_leave_reviews',
};

export function guideStepsFor(group: GuideGroup): readonly GuideStepDefinition[] {
  return GUIDE_STEPS_BY_GROUP[group].map((id) => GUIDE_STEPS[id]);
}
