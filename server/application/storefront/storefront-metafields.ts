import { type VerificationNoticeSettings } from '../../../src/domain/compliance/verification-notice';
import { type ReviewWidgetSettings, type WriteReviewSettings } from '../../../src/domain/storefront/review-widget-settings';
import { reviewJsonLd } from '../../../src/domain/storefront/review-json-ld';
import { ratingMetafieldValue, type StorefrontQuestionPage, type StorefrontReviewPage } from '../../../src/domain/storefront/storefront-review';
import { type QaSettingsFields } from '../../../src/domain/questions/qa-settings';
import { type BuyersShowSettings, type CardCarouselSettings, type ShowcaseMetafield } from '../../../src/domain/storefront/showcase-settings';
import { type ReviewAiSummary, type ReviewSummarySettings } from '../../../src/domain/storefront/review-summary-settings';
import { type MetafieldWrite } from '../shopify/shopify-gateway.port';
import { type SideTabSettings, type StoreReviewSettings } from '../../../src/domain/storefront/store-review-widgets';
import { type StorefrontAttribute } from '../../../src/domain/collect/review-attributes';
import { type PromoStorefrontSettings } from './promo-widget-settings-use-cases';
import { CHECKOUT_PROMPT_METAFIELD } from '../../../src/domain/collect/checkout-review-prompt';
import { CHECKOUT_REFERRAL_METAFIELD, type CheckoutReferralPrompt } from '../../../src/domain/storefront/checkout-referral-prompt';

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

/** The product's review summary as its metafield holds it: what the review-summary block draws (docs/product/storefront.md#review-summary). */
export function productAiSummaryMetafield(productId: string, summary: ReviewAiSummary): MetafieldWrite {
  return { owner: { kind: 'product', productId }, namespace: APP_OWNED_NAMESPACE, key: 'ai_summary', type: 'json', value: JSON.stringify(summary) };
}

/** What the blocks read as `app.metafields.starling.settings`: the reviews widget's settings and the form's, as the plan allows them, and the other widgets'. */
export type StorefrontSettings = ReviewWidgetSettings & {
  readonly write_review: WriteReviewSettings;
  readonly qa: QaSettingsFields;
  readonly buyers_show: BuyersShowSettings;
  readonly card_carousel: CardCarouselSettings;
  readonly summary: ReviewSummarySettings;
  readonly verification_notice: VerificationNoticeSettings;
} & PromoStorefrontSettings;

/** What the blocks read as `app.metafields.starling.words`: the merchant's own words by storefront locale (docs/product/storefront.md#storefront-words). */
export type StorefrontOwnWords = Readonly<Record<string, Readonly<Record<string, string>>>>;

export function shopStorefrontMetafields(settings: StorefrontSettings, showcase: ShowcaseMetafield, words: StorefrontOwnWords = {}): MetafieldWrite[] {
  return [
    { owner: { kind: 'app' }, namespace: APP_DATA_NAMESPACE, key: 'settings', type: 'json', value: JSON.stringify(settings) },
    { owner: { kind: 'app' }, namespace: APP_DATA_NAMESPACE, key: 'words', type: 'json', value: JSON.stringify(words) },
    showcaseMetafield(showcase),
    // The checkout extension's copy of the order review prompt's settings: it cannot read app-data metafields.
    { owner: { kind: 'shop' }, namespace: CHECKOUT_PROMPT_METAFIELD.namespace, key: CHECKOUT_PROMPT_METAFIELD.key, type: 'json', value: JSON.stringify(settings.order_review) },
  ];
}

/** The checkout extension's referral card (docs/product/referral-invites.md#checkout-prompt): a shop metafield, as checkout extensions read no app-data metafield. */
export function checkoutReferralMetafield(prompt: CheckoutReferralPrompt): MetafieldWrite {
  return { owner: { kind: 'shop' }, namespace: CHECKOUT_REFERRAL_METAFIELD.namespace, key: CHECKOUT_REFERRAL_METAFIELD.key, type: 'json', value: JSON.stringify(prompt) };
}

/** `app.metafields.starling.showcase`: the buyers' show's and the card carousel's reviews (docs/product/storefront.md#showcase). */
export function showcaseMetafield(showcase: ShowcaseMetafield): MetafieldWrite {
  return { owner: { kind: 'app' }, namespace: APP_DATA_NAMESPACE, key: 'showcase', type: 'json', value: JSON.stringify(showcase) };
}

/**
 * The shop-level metafields of store reviews and the side tab (docs/product/storefront.md#store-reviews):
 * `starling.store_reviews`, the store-review block's first page (no JSON-LD: a shop's own rating of
 * itself is not eligible for review rich results), and `starling.store_widgets`, both widgets' settings.
 */
export function storeReviewPageMetafield(firstPage: StorefrontReviewPage): MetafieldWrite {
  return { owner: { kind: 'app' }, namespace: APP_DATA_NAMESPACE, key: 'store_reviews', type: 'json', value: JSON.stringify(firstPage) };
}

export function storeWidgetsMetafield(widgets: { readonly store_review: StoreReviewSettings; readonly side_tab: SideTabSettings }): MetafieldWrite {
  return { owner: { kind: 'app' }, namespace: APP_DATA_NAMESPACE, key: 'store_widgets', type: 'json', value: JSON.stringify(widgets) };
}

/** `app.metafields.starling.attributes`: the review form's active questions in order (docs/product/collect-attributes.md). */
export function attributesMetafield(attributes: readonly StorefrontAttribute[]): MetafieldWrite {
  return { owner: { kind: 'app' }, namespace: APP_DATA_NAMESPACE, key: 'attributes', type: 'json', value: JSON.stringify(attributes) };
}
