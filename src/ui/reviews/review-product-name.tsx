import { type ReviewItem } from '../../domain/reviews/review-item';
import { isStoreReview } from '../../domain/storefront/store-review-widgets';

/** The product a review is about, or "Store review" for a review of the shop itself (docs/product/storefront.md#store-reviews). */
export function reviewProductName(review: Pick<ReviewItem, 'product_id' | 'product_title'>, storeReviewLabel: string): string {
  return isStoreReview(review.product_id) ? storeReviewLabel : review.product_title;
}

/** The product name as text in its own direction; `storeReview` is the words for a review of the shop itself. */
export function ReviewProductName({ review, storeReview }: { readonly review: Pick<ReviewItem, 'product_id' | 'product_title'>; readonly storeReview: string }) {
  return <span dir="auto">{reviewProductName(review, storeReview)}</span>;
}
