/** What the sender reads before it writes an e-mail (docs/product/collect.md#sending). */
export interface CollectReviewFacts {
  readonly id: number;
  readonly productId: string;
  readonly productTitle: string;
  readonly productImageUrl: string | null;
  readonly published: boolean;
  readonly hasMedia: boolean;
  readonly authorName: string;
  readonly authorEmail: string;
  readonly orderId: string | null;
  readonly commentedAt: Date;
}

export interface CollectFacts {
  /** The order's products the customer has reviewed: by the order, or by their e-mail on that product. */
  reviewedProductIds(shopId: number, orderId: string, email: string, productIds: readonly string[]): Promise<ReadonlySet<string>>;
  productImages(shopId: number, productIds: readonly string[]): Promise<ReadonlyMap<string, string | null>>;
  review(shopId: number, reviewId: number): Promise<CollectReviewFacts | null>;
}
