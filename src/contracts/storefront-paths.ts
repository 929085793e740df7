/**
 * Where the storefront's scripts reach the app: Shopify's app proxy serves `/apps/starling/<name>`
 * from our `/proxy/<name>` (storefront.contract.ts). Apart so the scripts import no contract code.
 */
export const STOREFRONT_ENDPOINTS = {
  reviews: 'reviews',
  submitReview: 'submit_review',
  voteHelpful: 'vote_helpful',
} as const;
