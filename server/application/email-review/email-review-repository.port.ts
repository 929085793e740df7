import { type AuthenticatedShop } from '../shared/authenticated-shop';

export interface EmailReviewRow {
  readonly productTitle: string;
  readonly rating: number;
  readonly title: string;
  readonly photoCount: number;
  readonly videoCount: number;
}

export interface EmailReviewRepository {
  /** The review with its product's title (from the catalog copy, '' when unknown); null when the shop has no such review. */
  review(shop: AuthenticatedShop, reviewId: number): Promise<EmailReviewRow | null>;
  /** Appends the media after the review's own and counts them into its photo and video counts (call it in a transaction). */
  attachMedia(shop: AuthenticatedShop, reviewId: number, media: readonly { readonly kind: 'photo' | 'video'; readonly url: string }[]): Promise<void>;
}

export interface EmailReviewWrites {
  readonly emailReviews: EmailReviewRepository;
}
