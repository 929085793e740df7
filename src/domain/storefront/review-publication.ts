import { isFlagOn } from '../shop/flag-value';
import { type ReviewWidgetSettings } from './review-widget-settings';

/**
 * Whether a shopper's new review is published at once (docs/product/storefront.md#write-a-review):
 * only when the merchant publishes automatically and the rating reaches their minimum; otherwise
 * it waits in /reviewList for the merchant. Waiting is moderation, never deletion: a low rating is
 * held for a look, not hidden for good (FTC 16 CFR 465).
 */
export function publishesOnSubmit(settings: Pick<ReviewWidgetSettings, 'is_review_publish' | 'auto_publish_min_rating'>, rating: number): boolean {
  return isFlagOn(settings.is_review_publish) && rating >= settings.auto_publish_min_rating;
}
