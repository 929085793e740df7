import { type RatingSummary } from '../../../src/domain/storefront/storefront-review';
import { type StorefrontReviewSort } from '../../../src/domain/storefront/review-widget-settings';
import { type AuthenticatedShop } from '../shared/authenticated-shop';

/** A published review as the storefront needs it: the reply only when it is published. */
export interface PublishedReviewRow {
  readonly id: number;
  readonly authorName: string;
  readonly rating: number;
  readonly title: string;
  readonly body: string;
  readonly commentedAt: Date;
  readonly verified: boolean;
  readonly media: readonly { readonly kind: 'photo' | 'video'; readonly url: string }[];
  readonly reply: { readonly body: string; readonly repliedAt: Date } | null;
  readonly helpfulCount: number;
}

export interface NewStorefrontReview {
  readonly productId: string;
  readonly authorName: string;
  readonly authorEmail: string;
  readonly rating: number;
  readonly title: string;
  readonly body: string;
  readonly verified: boolean;
  readonly published: boolean;
  readonly commentedAt: Date;
  readonly media: readonly { readonly kind: 'photo' | 'video'; readonly url: string }[];
}

/** The storefront's reads and writes of reviews, always of one shop (docs/product/storefront.md). */
export interface StorefrontRepository {
  /** Published reviews of the product per rating. */
  histogram(shop: AuthenticatedShop, productId: string): Promise<RatingSummary['histogram']>;
  /** Published reviews of the product in the given order. */
  publishedPage(shop: AuthenticatedShop, productId: string, sort: StorefrontReviewSort, page: { readonly offset: number; readonly limit: number }): Promise<readonly PublishedReviewRow[]>;
  /** The product with the most published reviews (the admin's preview shows it), with its title when the catalog copy has it. */
  mostReviewedProduct(shop: AuthenticatedShop): Promise<{ readonly id: string; readonly title: string } | null>;
  /** Whether the shop has an order placed with this e-mail address (case-insensitive). */
  hasOrderFrom(shop: AuthenticatedShop, email: string): Promise<boolean>;
  /** Inserts the review and its media (two statements: call it in a transaction); its id. */
  insertReview(shop: AuthenticatedShop, review: NewStorefrontReview): Promise<number>;
  /** In a transaction: records the vote once per voter; the review's helpful count, or null when it is not a published review of the shop. */
  voteHelpful(shop: AuthenticatedShop, reviewId: number, voter: string): Promise<number | null>;
}

/** The repositories a storefront write runs through, bound to one transaction. */
export interface StorefrontWrites {
  readonly storefront: StorefrontRepository;
}
