import { type ReviewTranslation, type StorefrontReviewPage } from '../domain/storefront/storefront-review';
import { answer, get, NO_PARAMS, post, schemasOf } from './contract';
import { type StoredUpload, type UploadPolicy } from './uploads.contract';
import { STOREFRONT_ENDPOINTS } from './storefront-paths';

/**
 * The storefront's public endpoints (docs/product/storefront.md#public-endpoints), reached only
 * through Shopify's app proxy: the shop is the one Shopify's signature names, never a parameter.
 * The theme's scripts call them at `/apps/starling/<name>`; Shopify forwards to `/proxy/<name>`.
 */

const schema = schemasOf(() => import('./storefront.schema'));

/** Where Shopify's app proxy forwards `/apps/starling/*` (shopify.app.toml's app_proxy.url). */
export const APP_PROXY_PREFIX = '/proxy';
/** Where the theme reaches the app proxy (subpath_prefix `apps`, subpath `starling`). */
export const STOREFRONT_PROXY_PATH = '/apps/starling';

/** GET reviews: a page of a product's published reviews; cacheable (ETag, Cache-Control). */
export const getStorefrontReviews = get(`/proxy/${STOREFRONT_ENDPOINTS.reviews}`, schema('storefrontReviewsRequest'), answer<StorefrontReviewPage>());

/** GET store_reviews: a page of the shop's published store reviews (docs/product/storefront.md#store-reviews); cached as `reviews`. */
export const getStorefrontStoreReviews = get(`/proxy/${STOREFRONT_ENDPOINTS.storeReviews}`, schema('storefrontStoreReviewsRequest'), answer<StorefrontReviewPage>());

/** GET shop_reviews: the side tab's page of every published review of the shop, newest first; cached as `reviews`. */
export const getStorefrontShopReviews = get(`/proxy/${STOREFRONT_ENDPOINTS.shopReviews}`, schema('storefrontShopReviewsRequest'), answer<StorefrontReviewPage>());

export type SubmittedReviewStatus = 'published' | 'pending';

/** POST submit_review: a shopper's review from the write-review form; without product_id a store review (when the shop takes them). */
export const submitStorefrontReview = post(`/proxy/${STOREFRONT_ENDPOINTS.submitReview}`, schema('submitReviewRequest'), answer<{ readonly status: SubmittedReviewStatus }>());

/**
 * GET review_translations: reviews of the shop in the shopper's language (docs/product/storefront.md#translation);
 * only reviews written in another language come back. Kept once translated, so a page read again costs nothing.
 */
export const getReviewTranslations = get(`/proxy/${STOREFRONT_ENDPOINTS.reviewTranslations}`, schema('reviewTranslationsRequest'), answer<{ readonly translations: readonly ReviewTranslation[] }>());

/** POST vote_helpful: one vote per shopper and review; answers the review's count. */
export const voteReviewHelpful = post(`/proxy/${STOREFRONT_ENDPOINTS.voteHelpful}`, schema('voteHelpfulRequest'), answer<{ readonly helpful: number }>());

/** POST beacon: page views and widget impressions of the storefront, counted per day (no personal data). */
export const recordStorefrontBeacon = post(`/proxy/${STOREFRONT_ENDPOINTS.beacon}`, schema('beaconRequest'), answer<{ readonly recorded: number }>());

/** GET upload_policy: a one-hour policy to upload a review's photos and video into the shop's folder. */
export const getStorefrontUploadPolicy = get(`/proxy/${STOREFRONT_ENDPOINTS.uploadPolicy}`, NO_PARAMS, answer<UploadPolicy>());

/** POST upload: the multipart form of the upload path (uploads.contract.ts), through the app proxy. */
export const storefrontUpload = post(`/proxy/${STOREFRONT_ENDPOINTS.upload}`, schema('storefrontUploadRequest'), answer<StoredUpload>(), { raw: true });

/** POST ask_question: a shopper's question, held until the merchant answers or publishes it. */
export const askStorefrontQuestion = post(`/proxy/${STOREFRONT_ENDPOINTS.askQuestion}`, schema('askQuestionRequest'), answer<{ readonly status: 'pending' }>());
