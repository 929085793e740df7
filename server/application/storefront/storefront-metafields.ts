import { type ReviewWidgetSettings, type WriteReviewSettings } from '../../../src/domain/storefront/review-widget-settings';
import { reviewJsonLd } from '../../../src/domain/storefront/review-json-ld';
import { ratingMetafieldValue, type StorefrontQuestionPage, type StorefrontReviewPage } from '../../../src/domain/storefront/storefront-review';
import { type QaSettingsFields } from '../../../src/domain/questions/qa-settings';
import { type MetafieldWrite } from '../shopify/shopify-gateway.port';
import { type PromoStorefrontSettings } from './promo-widget-settings-use-cases';

/**
 * The metafields the theme app extension renders from (docs/product/storefront.md#sync):
 * Shopify's standard `reviews.rating` and `reviews.rating_count` on each product (themes draw
 * card stars from them), our app-owned `$app:starling.first_page` (the first page, its summary
 * and its JSON-LD), and the app's own `starling.settings`.
 */
export const APP_OWNED_NAMESPACE = '$app:starling';
export const APP_DATA_NAMESPACE = 'starling';

/** The first page as the product's metafield holds it: the page plus its JSON-LD parts. */
export type FirstPageMetafield = StorefrontReviewPage & { readonly json_ld: ReturnType<typeof reviewJsonLd> };

export function productReviewMetafields(productId: string, firstPage: StorefrontReviewPage, questions: StorefrontQuestionPage): MetafieldWrite[] {
  const owner = { kind: 'product', productId } as const;
  const hasReviews = firstPage.summary.count > 0;
  const value: FirstPageMetafield = { ...firstPage, json_ld: reviewJsonLd(firstPage) };
  return [
    // A rating must lie within its scale: a product without reviews has no rating metafield at all.
    { owner, namespace: 'reviews', key: 'rating', type: 'rating', value: hasReviews ? JSON.stringify(ratingMetafieldValue(firstPage.summary)) : null },
    { owner, namespace: 'reviews', key: 'rating_count', type: 'number_integer', value: hasReviews ? String(firstPage.summary.count) : null },
    { owner, namespace: APP_OWNED_NAMESPACE, key: 'first_page', type: 'json', value: JSON.stringify(value) },
    { owner, namespace: APP_OWNED_NAMESPACE, key: 'questions', type: 'json', value: JSON.stringify(questions) },
  ];
}

/** What the blocks read as `app.metafields.starling.settings`: the reviews widget's settings and the form's, as the plan allows them, the referral offer and the order review prompt. */
export type StorefrontSettings = ReviewWidgetSettings & { readonly write_review: WriteReviewSettings; readonly qa: QaSettingsFields } & PromoStorefrontSettings;

export function shopStorefrontMetafields(settings: StorefrontSettings): MetafieldWrite[] {
  return [{ owner: { kind: 'app' }, namespace: APP_DATA_NAMESPACE, key: 'settings', type: 'json', value: JSON.stringify(settings) }];
}
