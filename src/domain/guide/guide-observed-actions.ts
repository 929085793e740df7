/**
 * What the merchant has really done, as the server sees it, and which step flags that ticks
 * (docs/product/setup-guide.md#what-ticks-each-step). A flag, once '1', stays '1': undoing the
 * action later (switching the e-mail off again) does not untick a step already done.
 */
import { FLAG_ON, isFlagOn } from '../shop/flag-value';
import { type GuideFlags, type GuideStepFlagKey } from './guide-flags';

export interface ObservedGuideActions {
  /** A storefront widget's settings were saved. */
  readonly widgetCustomised: boolean;
  /** An import added at least one review. */
  readonly reviewsImported: boolean;
  /** The first review-request e-mail is switched on (it starts on; saved or not). */
  readonly firstRequestEmailEnabled: boolean;
  /** The auto-leave-reviews prompt was saved switched on. */
  readonly autoReviewsEnabled: boolean;
}

/** The step flag each observed action ticks (step 4, the discount viewed, is ticked by the screen itself). */
export const OBSERVED_ACTION_FLAGS: Readonly<Record<keyof ObservedGuideActions, GuideStepFlagKey>> = {
  widgetCustomised: 'clicked_custom_reviews_widget_btn',
  reviewsImported: 'clicked_migrate_reviews_btn',
  firstRequestEmailEnabled: 'enable_review_request_1st_email',
  autoReviewsEnabled: 'clicked_auto_reviews',
};

/** The flags to store as '1' now: actions observed whose flag is not yet on. */
export function newlyTickedFlags(flags: GuideFlags, observed: ObservedGuideActions): Partial<Record<GuideStepFlagKey, typeof FLAG_ON>> {
  const ticked: Partial<Record<GuideStepFlagKey, typeof FLAG_ON>> = {};
  for (const action of Object.keys(OBSERVED_ACTION_FLAGS) as (keyof ObservedGuideActions)[]) {
    const flag = OBSERVED_ACTION_FLAGS[action];
    if (observed[action] && !isFlagOn(flags[flag])) ticked[flag] = FLAG_ON;
  }
  return ticked;
}
