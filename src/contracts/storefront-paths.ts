/**
 * Where the storefront's scripts reach the app: Shopify's app proxy serves `/apps/starling/<name>`
 * from our `/proxy/<name>` (storefront.contract.ts). Apart so the scripts import no contract code.
 */
export const STOREFRONT_ENDPOINTS = {
  reviews: 'reviews',
  storeReviews: 'store_reviews',
  shopReviews: 'shop_reviews',
  submitReview: 'submit_review',
  voteHelpful: 'vote_helpful',
  reviewTranslations: 'review_translations',
  beacon: 'beacon',
  askQuestion: 'ask_question',
  uploadPolicy: 'upload_policy',
  upload: 'upload',
  referralLink: 'referral_link',
  /** The review form of an e-mail's link or the shop's review link (docs/product/collect-link.md): a page, not JSON. */
  reviewForm: 'review_form',
} as const;

/** What the beacon counts (docs/product/storefront.md#beacon). */
export const BEACON_EVENT_TYPES = ['page_view', 'widget_impression'] as const;
export type BeaconEventType = (typeof BEACON_EVENT_TYPES)[number];
/** Widgets whose impressions are counted. */
export const BEACON_WIDGETS = ['reviews', 'rating', 'write'] as const;
export type BeaconWidget = (typeof BEACON_WIDGETS)[number];
/** Events one beacon may carry. */
export const BEACON_MAX_EVENTS = 20;
