import { type OutgoingEventQueue } from '../shared/outgoing-events.port';
import { type CollectMailWrites } from '../collect/collect-mail-queue.port';
import { type RatingSummary } from '../../../src/domain/storefront/storefront-review';
import { type StorefrontReviewSort } from '../../../src/domain/storefront/review-widget-settings';
import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { type ReviewSharing } from './review-sharing.port';
import { type ReviewedProducts } from './reviewed-products';

/** What every storefront view of a published review (a page, a showcase) starts from. */
export interface ShopperReviewRow {
  readonly id: number;
  readonly authorName: string;
  readonly rating: number;
  readonly title: string;
  readonly body: string;
  readonly commentedAt: Date;
  /** Disclosed wherever shoppers see the review (docs/product/import-provenance.md#storefront). */
  readonly incentivized: boolean;
}

/** A published review as the storefront needs it: the reply only when it is published. */
export interface PublishedReviewRow extends ShopperReviewRow {
  readonly verified: boolean;
  readonly reviewerVerified: boolean;
  readonly media: readonly { readonly kind: 'photo' | 'video'; readonly url: string }[];
  readonly reply: { readonly body: string; readonly repliedAt: Date } | null;
  readonly helpfulCount: number;
  /** The language it was written in; '' when unknown. */
  readonly language: string;
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
  /** 'Store front' unless the review came through a review link (docs/product/collect-link.md). */
  readonly source?: string;
  /** The order a review-request e-mail's link named. */
  readonly orderId?: string;
  /** The Shopify customer (numeric id) who wrote it signed in. */
  readonly customerId?: string | null;
}

/** A published question with its published answers. */
export interface PublishedQuestionRow {
  readonly id: number;
  readonly questionerName: string;
  readonly body: string;
  readonly askedAt: Date;
  readonly answers: readonly { readonly authorName: string; readonly body: string; readonly answeredAt: Date }[];
}

export interface NewStorefrontQuestion {
  readonly productId: string;
  readonly questionerName: string;
  readonly questionerEmail: string;
  readonly body: string;
  readonly askedAt: Date;
}

/** The storefront's reads and writes of reviews, always of one shop (docs/product/storefront.md). */
export interface StorefrontRepository extends ReviewSharing {
  /** Published reviews of the products per rating. */
  histogram(shop: AuthenticatedShop, products: ReviewedProducts): Promise<RatingSummary['histogram']>;
  /**
   * Published reviews of the products in the given order. `newestOnly`: only the newest that many
   * are shown at all (the plan's display limit), in that order.
   */
  publishedPage(
    shop: AuthenticatedShop,
    products: ReviewedProducts,
    sort: StorefrontReviewSort,
    page: { readonly offset: number; readonly limit: number; readonly newestOnly: number | null },
  ): Promise<readonly PublishedReviewRow[]>;
  /** The newest `limit` published reviews' stars and words of the products: what the review summary reads. */
  publishedReviewTexts(shop: AuthenticatedShop, products: ReviewedProducts, limit: number): Promise<readonly { readonly rating: number; readonly title: string; readonly body: string }[]>;
  /** The product with the most published reviews (the admin's preview shows it), with its title when the catalog copy has it. */
  mostReviewedProduct(shop: AuthenticatedShop): Promise<{ readonly id: string; readonly title: string } | null>;
  /** Inserts the review and its media (two statements: call it in a transaction); its id. */
  insertReview(shop: AuthenticatedShop, review: NewStorefrontReview): Promise<number>;
  /** The product's published questions, newest first, each with its published answers; and how many there are. */
  publishedQuestions(shop: AuthenticatedShop, productId: string, limit: number): Promise<{ readonly count: number; readonly rows: readonly PublishedQuestionRow[] }>;
  /** A shopper's question, unpublished until the merchant answers or publishes it. */
  insertQuestion(shop: AuthenticatedShop, question: NewStorefrontQuestion): Promise<number>;
  /** In a transaction: records the vote once per voter; the review's helpful count, or null when it is not a published review of the shop. */
  voteHelpful(shop: AuthenticatedShop, reviewId: number, voter: string): Promise<number | null>;
}

/** The repositories a storefront write runs through, bound to one transaction. */
export interface StorefrontWrites {
  readonly storefront: StorefrontRepository;
  /** The review's follow-up e-mails are queued with it (docs/product/collect.md#after-a-review). */
  readonly mails: CollectMailWrites;
  /** Its webhook deliveries too (docs/product/webhooks.md). */
  readonly events: OutgoingEventQueue;
}
